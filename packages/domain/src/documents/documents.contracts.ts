import { defineContract } from '../common/contract';
import {
  allDocsQuerySchema,
  createDocRequestSchema,
  dailyTasksRequestSchema,
  docAnswerSchema,
  docLookupQuerySchema,
  docLookupResultSchema,
  docStatsSchema,
  docsListSchema,
  documentSchema,
  lastDocIdRequestSchema,
  lastDocIdSchema,
  lastDocsRequestSchema,
  lastDocsSchema,
  personDocsSchema,
  updateDocFieldsRequestSchema,
  updateDocNestedFieldsRequestSchema,
  updateDocRequestSchema,
  userDocsRequestSchema,
} from './document.schema';
import { attachFilesRequestSchema } from './document-attachments';
import { generatePdfRequestSchema } from './document-pdf.schema';
import { shareLinkRequestSchema, shareLinkSchema } from './document-share';
import { updateManyDocsRequestSchema, updateManyDocsResultSchema } from './document-update-many';

const tag = 'documents';
const base = '/api/doc';

/**
 * Price quotes, work cards and shipping certificates (spec 2 §7 Documents). Who sees which
 * document is decided per object by the documents service; the permissions here say who may call.
 */
export const documentContracts = {
  /** A new document, or with `transferFrom` a price quote carried into a work card or certificate. */
  create: defineContract({
    method: 'POST',
    path: `${base}/createDoc`,
    access: 'documents.create',
    tag,
    body: createDocRequestSchema,
    status: 201,
    response: documentSchema,
  }),
  update: defineContract({
    method: 'POST',
    path: `${base}/updateDoc`,
    access: 'documents.update',
    tag,
    body: updateDocRequestSchema,
    response: documentSchema,
  }),
  /**
   * The general status and/or assignees of 1–100 documents at once (issue 18, ADR 0044): each
   * through the same update as one document, each refusal named with its own code.
   */
  updateMany: defineContract({
    method: 'POST',
    path: `${base}/updateMany`,
    access: 'documents.update',
    tag,
    body: updateManyDocsRequestSchema,
    response: updateManyDocsResultSchema,
  }),
  /** The list of one category with the list's filters; pages from 0. */
  list: defineContract({
    method: 'GET',
    path: `${base}/getAllDocs`,
    access: 'documents.read',
    tag,
    query: allDocsQuerySchema,
    response: docsListSchema,
  }),
  /** The older name of the same list (spec 2 §7 getData). */
  data: defineContract({
    method: 'GET',
    path: `${base}/getData`,
    access: 'documents.read',
    tag,
    query: allDocsQuerySchema,
    response: docsListSchema,
  }),
  /** The number the next document of a category will get (not reserved: creating assigns it). */
  lastDocId: defineContract({
    method: 'POST',
    path: `${base}/getLastDocId`,
    access: 'documents.create',
    tag,
    body: lastDocIdRequestSchema,
    response: lastDocIdSchema,
  }),
  lookup: defineContract({
    method: 'GET',
    path: `${base}/getItemByFields`,
    access: 'documents.read',
    tag,
    query: docLookupQuerySchema,
    response: docLookupResultSchema,
  }),
  /** Progress, notes, proof, signature; staff also close a document here (status false + reason). */
  updateFields: defineContract({
    method: 'POST',
    path: `${base}/updateItemByFields`,
    access: 'documents.progress',
    tag,
    body: updateDocFieldsRequestSchema,
    response: docAnswerSchema,
  }),
  updateNestedFields: defineContract({
    method: 'POST',
    path: `${base}/updateItemByNestedFields`,
    access: 'documents.progress',
    tag,
    body: updateDocNestedFieldsRequestSchema,
    response: docAnswerSchema,
  }),
  /** Attachments (ADR 0022): uploaded files attached by id, attached ones removed by url. */
  attachFiles: defineContract({
    method: 'POST',
    path: `${base}/attachFiles`,
    access: 'documents.attach',
    tag,
    body: attachFilesRequestSchema,
    response: docAnswerSchema,
  }),
  last10: defineContract({
    method: 'POST',
    path: `${base}/fetchLast10Docs`,
    access: 'documents.read',
    tag,
    body: lastDocsRequestSchema,
    response: lastDocsSchema,
  }),
  userDocs: defineContract({
    method: 'POST',
    path: `${base}/fetchUserDocs`,
    access: 'documents.read',
    tag,
    body: userDocsRequestSchema,
    response: personDocsSchema,
  }),
  dailyTasks: defineContract({
    method: 'POST',
    path: `${base}/fetchDailyTasks`,
    access: 'documents.progress',
    tag,
    body: dailyTasksRequestSchema,
    response: personDocsSchema,
  }),
  stats: defineContract({
    method: 'GET',
    path: `${base}/getDocStats`,
    access: 'documents.stats',
    tag,
    response: docStatsSchema,
  }),
  /**
   * A document's PDF (answers application/pdf): a preview of what was sent, or the stored document
   * printed and kept as its original or true copy. For those who write documents: a preview
   * prints anything sent under the business's header, so readers (customers, field staff) open
   * the stored PDFs through the document's signed `pdfUrl`/`pdfUrl2` links instead.
   */
  generatePdf: defineContract({
    method: 'POST',
    path: `${base}/generatePdf`,
    access: 'documents.create',
    tag,
    body: generatePdfRequestSchema,
  }),
  /**
   * A link to a stored document's original PDF for its customer (the share dialog): it opens
   * without signing in for 7 days (ADR 0022, PDFs). Staff only; logged as "share".
   */
  shareLink: defineContract({
    method: 'POST',
    path: `${base}/shareLink`,
    access: 'documents.share',
    tag,
    body: shareLinkRequestSchema,
    response: shareLinkSchema,
  }),
};
