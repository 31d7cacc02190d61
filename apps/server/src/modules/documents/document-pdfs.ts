import { createHash } from 'node:crypto';
import {
  type BusinessDocument,
  coreDocumentFields,
  coreFieldsChanged,
  type DocCategory,
  errorCodes,
  type ParsedGeneratePdfRequest,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import type { PrintedBusiness } from '../business-details/business-details.print';
import { readBusinessDetails } from '../business-details/business-details.service';
import type { FilesService } from '../files/files.service';
import { noteStamp } from '../users/users.notes';
import { usersService } from '../users/users.service';
import {
  documentPdfFileName,
  type PdfVariant,
  type PrintedDocument,
  renderDocumentPdf,
  variantMarks,
} from './document-pdf';
import { toDocument } from './documents.mapper';
import { documentsRepository } from './documents.repository';
import type { NewDocumentRow } from './documents.table';

/**
 * A document's stored PDFs (spec 2 §4 "PDF creation", §7 generatePdf; ADR 0022 PDFs): an original
 * ("מקור", `pdfUrl`) and a true copy ("העתק נאמן למקור", `pdfUrl2`), made after the save that
 * needs them has committed, kept through the files module (owner `documentPdf`, the row id).
 * The columns hold the file's unsigned path `/api/files/<id>/<name>`, which opens nothing; every
 * answer signs it afresh for a caller who may see the document, as attachments are.
 */

const ownerEntity = 'documentPdf';
/** Spec 2 §7: a PDF request gives up after 30 seconds. */
export const generatePdfTimeoutMs = 30_000;

const printedFields = new Set<string>(coreDocumentFields);

const columnOf: Record<PdfVariant, 'pdfUrl' | 'pdfUrl2'> = { original: 'pdfUrl', copy: 'pdfUrl2' };

/** The stored path of a PDF: stable, and a link only once signed. */
function storedPath(fileId: string, name: string): string {
  return `/api/files/${fileId}/${encodeURIComponent(name)}`;
}

function storedRef(value: string): { id: string; name: string } | null {
  const match = /^\/api\/files\/([0-9a-f-]{36})\/([^?]*)$/i.exec(value);
  if (!match) return null;
  let name = match[2] as string;
  try {
    name = decodeURIComponent(name);
  } catch {
    // Signed as stored.
  }
  return { id: (match[1] as string).toLowerCase(), name };
}

/** Signs links for an answer (the files service). */
export interface PdfLinks {
  signedLink(fileId: string, fileName: string): string;
}

/** The document with its two PDF links signed for this answer; anything else is left as it is. */
export function withPdfLinks(doc: BusinessDocument, links: PdfLinks | undefined): BusinessDocument {
  if (!links) return doc;
  const fresh = (value: string) => {
    const ref = storedRef(value);
    return ref ? links.signedLink(ref.id, ref.name) : value;
  };
  return { ...doc, pdfUrl: fresh(doc.pdfUrl), pdfUrl2: fresh(doc.pdfUrl2) };
}

/** What the documents service calls once a save has committed. */
export interface DocumentPdfHooks {
  /** A new document (or a transfer): stores the original and the true copy. */
  created(caller: AccessClaims, document: BusinessDocument): Promise<BusinessDocument>;
  /**
   * An edit: a new true copy when a printed field changed (`coreFieldsChanged`), and whichever of
   * the two is still missing (the engine was down when they were due).
   */
  updated(caller: AccessClaims, before: BusinessDocument, after: BusinessDocument): Promise<BusinessDocument>;
  /**
   * Fields set by those carrying the document out (updateItemByFields): a new true copy only when
   * one of them is printed (the customer's signature), with whichever PDF is still missing.
   */
  fieldsSet(
    caller: AccessClaims,
    fields: readonly string[],
    after: BusinessDocument,
  ): Promise<BusinessDocument>;
}

/** No PDFs (the demo seed, services built without an engine). */
export const withoutDocumentPdfs: DocumentPdfHooks = {
  created: async (_caller, document) => document,
  updated: async (_caller, _before, after) => after,
  fieldsSet: async (_caller, _fields, after) => after,
};

export interface DocumentPdfsDependencies {
  db: Database;
  files: Pick<FilesService, 'saveGenerated' | 'dropOwned' | 'removeStored' | 'signedLink'>;
  engine: PdfEngine;
  now?: () => Date;
  log?: { info(line: string): void; warn(line: string): void };
  /** generatePdf's time-out; 30 seconds (spec 2 §7). */
  timeoutMs?: number;
  /**
   * The business block of every page: the business details service's cached record (ADR 0025);
   * its VAT rate prices the preview of a document not saved yet (ADR 0035).
   */
  business?: () => Promise<PrintedBusiness & { vatPercent?: number }>;
}

/** The printed view of a stored document, or of what the modal sent for a preview. */
function printedOf(document: Omit<PrintedDocument, 'docId'> & { docId?: number | null }): PrintedDocument {
  return { ...document, docId: document.docId ?? null };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDocumentPdfs(deps: DocumentPdfsDependencies) {
  const { db, files, engine } = deps;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? generatePdfTimeoutMs;
  const log = deps.log ?? { info: () => {}, warn: () => {} };
  const business = deps.business ?? (() => readBusinessDetails(db));
  /** Renders under way for generatePdf, by caller and request: identical requests share one. */
  const inFlight = new Map<string, Promise<{ pdf: Buffer; fileName: string }>>();

  const today = () => noteStamp(now()).date;

  async function render(document: PrintedDocument, variant: PdfVariant, extra: { headerText?: string } = {}) {
    // The engine's own deadline comes a little after ours, so a slow render answers 504, not 503.
    return renderDocumentPdf(
      engine,
      document,
      { variant, printedOn: today(), headerText: extra.headerText, business: await business() },
      { timeoutMs: timeoutMs + 1_000 },
    );
  }

  /**
   * Stores rendered PDFs as the document's and sets their columns in one short transaction. When a
   * later save changed what is printed meanwhile, nothing is stored: that save makes its own.
   * Superseded files are deleted, their bytes after the commit.
   */
  async function store(
    caller: AccessClaims,
    document: BusinessDocument,
    rendered: ReadonlyArray<{ variant: PdfVariant; pdf: Buffer }>,
    audit: boolean,
  ): Promise<Partial<Pick<BusinessDocument, 'pdfUrl' | 'pdfUrl2'>>> {
    const outcome = await db.transaction(async (tx) => {
      const row = await documentsRepository.findOne(tx, { id: document._id }, 'everyone', true);
      if (!row || coreFieldsChanged(toDocument(row), document)) return null;
      const owner = { entity: ownerEntity, id: row.id };
      const patch: Partial<Pick<NewDocumentRow, 'pdfUrl' | 'pdfUrl2'>> = {};
      const names: Record<string, string> = {};
      const superseded: string[] = [];
      for (const { variant, pdf } of rendered) {
        const name = documentPdfFileName(row.category, row.docId, variant);
        const file = await files.saveGenerated(tx, {
          content: pdf,
          name,
          kind: 'pdf',
          uploadedBy: caller.userId,
          owner,
        });
        const column = columnOf[variant];
        const previous = storedRef(row[column]);
        if (previous) superseded.push(previous.id);
        patch[column] = storedPath(file._id, file.name);
        names[column] = file.name;
      }
      await documentsRepository.update(tx, row.id, patch);
      if (audit)
        await recordActivity(
          tx,
          { ...caller, name: (await usersService.findById(tx, caller.userId))?.name ?? '' },
          {
            action: 'update',
            entity: 'document',
            entityId: row.id,
            oldValues: Object.fromEntries(Object.keys(names).map((column) => [column, null])),
            newValues: names,
            notes: 'PDF',
          },
        );
      return { patch, keys: await files.dropOwned(tx, owner, superseded) };
    });
    if (!outcome) return {};
    await files.removeStored(outcome.keys);
    return outcome.patch;
  }

  /** Renders and stores the variants; a failure leaves the document as it is and says so in the log. */
  async function storeAfterSave(
    caller: AccessClaims,
    document: BusinessDocument,
    variants: readonly PdfVariant[],
  ): Promise<BusinessDocument> {
    if (variants.length === 0) return document;
    const label = `${document.category} ${document.docId}`;
    try {
      const printed = printedOf(document);
      const rendered = await Promise.all(
        variants.map(async (variant) => ({ variant, pdf: await render(printed, variant) })),
      );
      const patch = await store(caller, document, rendered, false);
      if (Object.keys(patch).length > 0)
        log.info(
          `Document ${label}: stored ${variants.map((variant) => variantMarks[variant]).join(' + ')} PDF`,
        );
      return withPdfLinks({ ...document, ...patch }, files);
    } catch (error) {
      log.warn(
        `Document ${label} was saved without its ${variants.join(' and ')} PDF (${describe(error)}); ` +
          'the next update or generatePdf makes it',
      );
      return document;
    }
  }

  const hooks: DocumentPdfHooks = {
    created: (caller, document) => storeAfterSave(caller, document, ['original', 'copy']),
    updated: (caller, before, after) => {
      const variants: PdfVariant[] = [];
      if (!after.pdfUrl) variants.push('original');
      if (!after.pdfUrl2 || coreFieldsChanged(before, after)) variants.push('copy');
      return storeAfterSave(caller, after, variants);
    },
    fieldsSet: (caller, fields, after) => {
      if (!fields.some((field) => printedFields.has(field))) return Promise.resolve(after);
      return storeAfterSave(caller, after, after.pdfUrl ? ['copy'] : ['original', 'copy']);
    },
  };

  /** Rejects with 504 after the time-out; the render itself is left to finish or fail alone. */
  async function withinTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new AppError(
              errorCodes.timeout,
              `The PDF was not ready within ${Math.round(timeoutMs / 1000)} seconds; try again`,
            ),
          ),
        timeoutMs,
      );
    });
    work.catch(() => {});
    try {
      return await Promise.race([work, expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function generateOnce(
    caller: AccessClaims,
    request: ParsedGeneratePdfRequest,
    find: (key: { category: DocCategory; docId: number }) => Promise<BusinessDocument | undefined>,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const { category, docId, headerText, isPreview, isPdfUrl2, ...input } = request;
    const variant: PdfVariant = isPdfUrl2 ? 'copy' : 'original';
    if (isPreview) {
      // A saved document's preview keeps its own VAT rate; a new one takes the rate now.
      const saved = docId === undefined ? undefined : await find({ category, docId });
      const printedBusiness = await business();
      const vatPercent = saved?.vatPercent ?? printedBusiness.vatPercent;
      const pdf = await renderDocumentPdf(
        engine,
        printedOf({ ...input, category, docId, date: today(), vatPercent }),
        { variant, printedOn: today(), headerText, isPreview: true, business: printedBusiness },
        { timeoutMs: timeoutMs + 1_000 },
      );
      return { pdf, fileName: documentPdfFileName(category, docId ?? null, variant) };
    }
    // Storing prints what is stored, never what a client sent.
    const document = docId === undefined ? undefined : await find({ category, docId });
    if (!document) throw notFound('Document not found');
    const printed = printedOf(document);
    const pdf = await render(printed, variant, { headerText });
    const rendered = [{ variant, pdf }];
    const other: PdfVariant = variant === 'copy' ? 'original' : 'copy';
    if (!document[columnOf[other]]) rendered.push({ variant: other, pdf: await render(printed, other) });
    // An existing original is kept as it was issued; a copy is made anew on request.
    const toStore = rendered.filter(
      (entry) => entry.variant === 'copy' || !document[columnOf[entry.variant]],
    );
    if (toStore.length > 0) await store(caller, document, toStore, true);
    return { pdf, fileName: documentPdfFileName(category, document.docId, variant) };
  }

  return {
    hooks,

    /**
     * generatePdf (spec 2 §7): a preview prints what was sent and stores nothing; otherwise the
     * stored document (the caller must see it, else 404) is printed as original or true copy and
     * kept. Identical requests of one caller running at once share one render; after
     * `timeoutMs` the caller gets 504.
     */
    generate(
      caller: AccessClaims,
      request: ParsedGeneratePdfRequest,
      find: (key: { category: DocCategory; docId: number }) => Promise<BusinessDocument | undefined>,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const key = createHash('sha256')
        .update(caller.userId)
        .update('\0')
        .update(JSON.stringify(request))
        .digest('base64url');
      const running = inFlight.get(key);
      if (running) return withinTimeout(running);
      const work = generateOnce(caller, request, find).finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return withinTimeout(work);
    },

    /** Renders running now for generatePdf (for tests and diagnostics). */
    pending(): number {
      return inFlight.size;
    },
  };
}
export type DocumentPdfs = ReturnType<typeof createDocumentPdfs>;
