import '@fastify/multipart';
import {
  attachedFileSchema,
  errorCodes,
  maxUploadBytes,
  rolesWith,
  uploadPurposes,
  validationMessages,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import { AppError, invalid } from '../../platform/http/errors';
import { readFileContent, readFilePart } from '../../platform/http/multipart';
import type { FilesService } from './files.service';

const tags = ['files'];
const tooLarge = (name: string) =>
  new AppError(errorCodes.payloadTooLarge, 413, `${name} is larger than 5 MB`, {
    fields: { file: validationMessages.fileTooLarge },
  });

export function filesRoutes(service: FilesService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/files/upload',
      {
        config: { access: rolesWith('files.upload'), rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: attachedFileSchema } },
      },
      async (request, reply) => {
        const part = await readFilePart(request, maxUploadBytes);
        const purposeField = part.fields.purpose;
        const purpose = purposeField && 'value' in purposeField ? String(purposeField.value) : 'document';
        if (!(purpose in uploadPurposes)) throw invalid({ purpose: validationMessages.invalidValue });
        const content = await readFileContent(part, () => tooLarge(part.filename));
        const stored = await service.upload(callerOf(request), {
          purpose: purpose as keyof typeof uploadPurposes,
          fileName: part.filename,
          content,
        });
        return reply.status(201).send(stored);
      },
    );

    // Opened by <img> and new tabs, which carry no token: the signed link is the permission.
    app.get(
      '/files/:id/:name',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: z.object({ id: z.string().uuid(), name: z.string() }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { row, stream } = await service.open(
          request.params.id,
          request.query.expires,
          request.query.signature,
        );
        return reply
          .header('content-type', row.mimeType)
          .header('content-length', row.size)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );
  };
}
