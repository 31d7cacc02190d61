import '@fastify/multipart';
import {
  policyContracts as calls,
  errorCodes,
  maxPolicyCsvBytes,
  type PolicyImportResult,
  validationMessages,
} from '@tg/domain';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../platform/auth/tokens';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { AppError } from '../../platform/http/errors';
import { readFileContent, readFilePart } from '../../platform/http/multipart';
import type { PoliciesService } from './policies.service';

/** Subscriptions: the current calls and the legacy aliases of spec 1 §7 (ADR 0010). */
export function policiesRoutes(service: PoliciesService, importCsv: PoliciesImport) {
  return contractRoutes([
    implement(calls.create, ({ caller, body }) => service.create(caller, body.policy)),
    implement(calls.list, ({ caller, body }) => service.list(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body.generalPolicy)),
    implement(calls.cancel, ({ caller, body }) => service.cancel(caller, body._id, body.closeReason)),
    implement(calls.legacyDelete, ({ caller, body }) => service.cancelByLegacyDelete(caller, body.policyId)),
    implement(calls.renew, ({ caller, body }) => service.renew(caller, body._id)),
    implement(calls.approveMany, ({ caller, body }) => service.approveMany(caller, body.ids)),
    implement(calls.pdf, ({ caller, body }) => service.pdfUrl(caller, body._id)),
    implement(calls.byNumber, ({ caller, body }) => service.byNumber(caller, body.policyNumber)),
    implement(calls.byTractorNumber, ({ caller, body }) => service.byPlate(caller, body.tractorNumber)),
    implement(calls.agentPending, ({ caller, body }) => service.agentList(caller, 'pending', body)),
    implement(calls.agentActive, ({ caller, body }) => service.agentList(caller, 'active', body)),
    implement(calls.agentCanceled, ({ caller, body }) => service.agentList(caller, 'canceled', body)),
    implement(calls.importCsv, async ({ caller, request }) => importCsv(caller, await csvOf(request))),
  ]);
}

export type PoliciesImport = (caller: TokenClaims, content: Buffer) => Promise<PolicyImportResult>;

/** The uploaded CSV, whole: the import reads every row before it writes any (spec 1 §5). */
async function csvOf(request: FastifyRequest): Promise<Buffer> {
  const part = await readFilePart(request, maxPolicyCsvBytes);
  return readFileContent(part, csvTooLarge);
}

const csvTooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, 'The CSV file is too large', {
    fields: { file: validationMessages.fileTooLarge },
  });
