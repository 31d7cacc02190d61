import '@fastify/multipart';
import { leadContracts as calls, errorCodes, maxUploadBytes, validationMessages } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { AppError } from '../../platform/http/errors';
import { readFileContent, readFilePart } from '../../platform/http/multipart';
import type { LeadsService } from './leads.service';

/** A visitor's requests per client address: a person asks a few times, a script is stopped. */
export const leadCreateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
/** Four photos a lead, a few leads: per client address. */
export const leadPhotoLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

const tooLarge = (name: string) =>
  new AppError(errorCodes.payloadTooLarge, `${name} is larger than 5 MB`, {
    fields: { file: validationMessages.fileTooLarge },
  });

export function leadsRoutes(service: LeadsService) {
  return contractRoutes([
    implement(calls.create, ({ body, request }) => service.create(body, request.ip), leadCreateLimit),
    implement(
      calls.uploadPhoto,
      async ({ request }) => {
        const part = await readFilePart(request, maxUploadBytes);
        const content = await readFileContent(part, () => tooLarge(part.filename));
        return service.uploadPhoto(part.filename, content, request.ip);
      },
      leadPhotoLimit,
    ),
    implement(calls.list, ({ query }) => service.list(query)),
    implement(calls.detail, ({ query }) => service.detail(query._id)),
    implement(calls.newCount, () => service.newCount()),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.createCustomer, ({ caller, body }) => service.createCustomer(caller, body._id)),
  ]);
}
