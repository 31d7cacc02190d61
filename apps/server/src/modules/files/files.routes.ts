import '@fastify/multipart';
import { fileContracts as calls, errorCodes, maxUploadBytes, validationMessages } from '@tg/domain';
import { contractRoutes, type FileAnswer, implement } from '../../platform/http/contract-routes';
import { AppError } from '../../platform/http/errors';
import { readFileContent, readFilePart } from '../../platform/http/multipart';
import { uploadFieldsOf } from '../../platform/http/upload-fields';
import type { FilesService } from './files.service';

const tooLarge = (name: string) =>
  new AppError(errorCodes.payloadTooLarge, `${name} is larger than 5 MB`, {
    fields: { file: validationMessages.fileTooLarge },
  });

export function filesRoutes(service: FilesService) {
  return contractRoutes([
    implement(
      calls.upload,
      async ({ caller, request }) => {
        const part = await readFilePart(request, maxUploadBytes);
        const { purpose } = uploadFieldsOf(part, calls.upload.body);
        const content = await readFileContent(part, () => tooLarge(part.filename));
        return service.upload(caller, { purpose, fileName: part.filename, content });
      },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    ),
    // Opened by <img> and new tabs, which carry no token: the signed link is the permission.
    implement(calls.download, async ({ params, query }): Promise<FileAnswer> => {
      const { row, stream } = await service.open(params.id, query.expires, query.signature);
      return {
        content: stream,
        contentType: row.mimeType,
        fileName: row.name,
        disposition: 'inline',
        size: row.size,
        cacheControl: 'private, max-age=3600',
      };
    }),
  ]);
}
