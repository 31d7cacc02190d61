import { documentContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { DocumentAttachments } from './documents.attachments';

/** A document's attachments (ADR 0022, Attachments). */
export function documentAttachmentsRoutes(attachments: DocumentAttachments) {
  return contractRoutes([
    implement(calls.attachFiles, ({ caller, body, request }) =>
      attachments.attachFiles(caller, body, (key, error) =>
        request.log.warn({ err: error, key }, 'a removed attachment stayed in storage'),
      ),
    ),
  ]);
}
