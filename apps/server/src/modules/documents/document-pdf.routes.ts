import { documentContracts as calls } from '@tg/domain';
import { contractRoutes, type FileAnswer, implement } from '../../platform/http/contract-routes';
import type { DocumentPdfs } from './document-pdfs';
import type { DocumentsService } from './documents.service';

/** generatePdf (spec 2 §7): the document's PDF as application/pdf. */
export function documentPdfRoutes(pdfs: DocumentPdfs, documents: Pick<DocumentsService, 'lookup'>) {
  return contractRoutes([
    implement(calls.generatePdf, async ({ caller, body }): Promise<FileAnswer> => {
      const printed = await pdfs.generate(caller, body, async ({ category, docId }) => {
        const { items } = await documents.lookup(caller, { category, fields: [{ docId }] });
        return items[0];
      });
      return {
        content: printed.pdf,
        contentType: 'application/pdf',
        fileName: printed.fileName,
        disposition: 'inline',
        size: printed.pdf.length,
      };
    }),
  ]);
}
