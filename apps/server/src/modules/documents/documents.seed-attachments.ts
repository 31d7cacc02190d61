import { randomBytes } from 'node:crypto';
import type { AttachmentKind, DocCategory } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { FileUrlSigner } from '../../platform/files/signed-urls';
import { demoPng } from '../../platform/seed/demo-png';
import { createFilesService } from '../files/files.service';
import { createDocumentAttachments } from './documents.attachments';
import type { DocumentsService } from './documents.service';

/**
 * Files for the demo documents' attachments panels, drawn here so the demo ships no binaries:
 * pictures of the glass (PNG) and a supplier's quotation (a one-page PDF written by hand).
 */

/** A PDF string literal: ASCII only, with its delimiters escaped. */
function pdfText(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (sign) => `\\${sign}`)})`;
}

/**
 * A one-page A4 PDF in Helvetica (ASCII text, no fonts to embed): a coloured title bar, the title
 * and the lines under it. Small (about 1 KB) and read by any viewer.
 */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    '0.18 0.36 0.55 rg 40 770 515 40 re f',
    `BT /F1 18 Tf 1 1 1 rg 52 784 Td ${pdfText(title)} Tj ET`,
    ...lines.map((line, index) => `BT /F1 12 Tf 0 0 0 rg 52 ${740 - index * 20} Td ${pdfText(line)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface DemoAttachment {
  name: string;
  content: Buffer;
}

/** The demo customers as the (English-writing) supplier spells them. */
const inEnglish: Record<string, string> = {
  'משק כהן': 'Cohen farm',
  'קיבוץ גבעת חיים': 'Kibbutz Givat Haim',
  'אחמד מסאלחה': 'Ahmad Masalha',
  'מושב נהלל - אגודה': 'Nahalal cooperative',
  'עבודות עפר לוי': 'Levi earthworks',
};

const supplierQuote = (docId: number, customer: string): DemoAttachment => ({
  name: `הצעת ספק ${docId}.pdf`,
  content: demoPdf('Galil Glass Supply - Quotation', [
    `Reference: price quote ${docId}`,
    `Customer: ${inEnglish[customer] ?? 'Tractor Glass customer'}`,
    'Windscreen, laminated, cab front          1 x 1,180.00 ILS',
    'Rubber seal and adhesive kit              1 x   145.00 ILS',
    'Delivery to the site                      1 x   120.00 ILS',
    'Valid for 14 days. Prices before VAT.',
  ]),
});

const photo = (name: string, color: readonly [number, number, number]): DemoAttachment => ({
  name,
  content: demoPng('windscreen', color),
});

/** What a few demo quotes carry: pictures of the damage, a supplier's quotation, a delivery image. */
export function demoQuoteAttachments(
  slot: number,
  docId: number,
  customer: string,
): Record<AttachmentKind, DemoAttachment[]> {
  switch (slot) {
    case 0:
      return {
        docs: [photo('שמשה קדמית - סדק.png', [70, 110, 160]), supplierQuote(docId, customer)],
        proofImages: [],
      };
    case 1:
      return {
        docs: [
          photo('שמשה לפני ההחלפה.png', [150, 70, 60]),
          photo('מידות המסגרת.png', [90, 140, 90]),
          supplierQuote(docId, customer),
        ],
        proofImages: [photo('מסירה ללקוח.png', [40, 120, 80])],
      };
    default:
      return {
        docs: [photo('תמונת הנזק.png', [120, 100, 170]), supplierQuote(docId, customer)],
        proofImages: [],
      };
  }
}

/**
 * Attaches files to a demo document the way a person does: uploads by the caller, then
 * attachFiles, so each file is the document's own and the attachment is in its history.
 */
export function createDemoAttacher(
  db: Database,
  storage: FileStorage,
  documents: Pick<DocumentsService, 'lookup'>,
) {
  // Links signed here are never stored nor handed out: stored paths are unsigned (ADR 0022).
  const files = createFilesService(db, storage, new FileUrlSigner(randomBytes(32).toString('hex')));
  const attachments = createDocumentAttachments(db, files, documents);
  return async (
    caller: AccessClaims,
    document: { category: DocCategory; docId: number },
    lists: Record<AttachmentKind, DemoAttachment[]>,
  ): Promise<void> => {
    for (const kind of ['docs', 'proofImages'] as const) {
      if (lists[kind].length === 0) continue;
      const uploaded = [];
      for (const file of lists[kind])
        uploaded.push(
          await files.upload(caller, {
            purpose: kind === 'docs' ? 'document' : 'photo',
            fileName: file.name,
            content: file.content,
          }),
        );
      await attachments.attachFiles(caller, {
        ...document,
        kind,
        add: uploaded.map((file) => file._id),
        remove: [],
      });
    }
  };
}
