import { registryContracts as calls } from '@tg/domain';
import type { FastifyRequest } from 'fastify';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import { readFilePart } from '../../platform/http/multipart';
import { uploadFieldsOf } from '../../platform/http/upload-fields';
import type { RegistryService } from './registry.service';
import type { RegistryImports } from './registry-imports.service';

/** Government files are large (the private-vehicle file is over a gigabyte). */
const maxImportBytes = 4 * 1024 * 1024 * 1024;

export function registryRoutes(service: RegistryService, imports: RegistryImports) {
  return contractRoutes([
    implement(calls.list, ({ query }) => service.list(query)),
    implement(calls.options, ({ query }) => service.options(query)),
    implement(calls.lookup, ({ query }) => service.lookup(query.category, query.fields)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body)),
    implement(calls.update, ({ caller, body }) => service.update(caller, body)),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body)),
    implement(calls.startImport, async ({ caller, request }) => {
      const { category, fileName, file } = await readImportUpload(request);
      return imports.start(caller, category, fileName, file);
    }),
    implement(calls.importJob, ({ params }) => imports.job(params.id)),
  ]);
}

/** The uploaded file and its category; a refused category drains the file so the request can end. */
async function readImportUpload(request: FastifyRequest) {
  const part = await readFilePart(request, maxImportBytes);
  try {
    const { category } = uploadFieldsOf(part, calls.startImport.body);
    return { category, fileName: part.filename, file: part.file };
  } catch (error) {
    part.file.resume();
    throw error;
  }
}
