import { documentContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { DocumentShare } from './documents.share';

/** shareLink (ADR 0022, PDFs): a stored document's original PDF for its customer, for 7 days. */
export function documentShareRoutes(share: DocumentShare) {
  return contractRoutes([implement(calls.shareLink, ({ caller, body }) => share.shareLink(caller, body))]);
}
