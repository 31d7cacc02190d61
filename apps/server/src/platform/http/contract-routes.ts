import type { Readable } from 'node:stream';
import {
  type ContractBody,
  type ContractDefinition,
  type ContractParams,
  type ContractQuery,
  type ContractResult,
  pathsOf,
  rolesWith,
} from '@tg/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../auth/access';
import { callerOf } from '../auth/access';
import type { TokenClaims } from '../auth/tokens';

/** What a handler gets: the validated input, the caller, and the raw request for uploads and cookies. */
export interface CallContext<C extends ContractDefinition> {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
  /** The signed-in caller; null only on a public call made without signing in. */
  caller: C['access'] extends 'public' ? TokenClaims | null : TokenClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A contract without a JSON answer answers a file: a PDF, a backup, a stored upload. */
export interface FileAnswer {
  content: Buffer | Readable;
  contentType: string;
  fileName: string;
  /** `inline` opens in the browser (PDFs); `attachment` saves (backups). */
  disposition: 'inline' | 'attachment';
  size?: number;
  cacheControl?: string;
}

type Answer<C extends ContractDefinition> = C['response'] extends object ? ContractResult<C> : FileAnswer;

export interface RouteExtras {
  /** Per-route limit on top of the global one (sign-in codes, uploads, public forms). */
  rateLimit?: { max: number; timeWindow: string };
}

/** A contract and the service call that answers it: the whole of a route. */
export interface Implementation {
  contract: ContractDefinition;
  handle: (context: CallContext<ContractDefinition>) => unknown;
  extras?: RouteExtras;
}

export function implement<const C extends ContractDefinition>(
  contract: C,
  handle: (context: CallContext<C>) => Answer<C> | Promise<Answer<C>>,
  extras?: RouteExtras,
): Implementation {
  return { contract, handle: handle as Implementation['handle'], extras };
}

/** The route's access from the contract's permission: the one table decides for server and web. */
export function accessOf(contract: ContractDefinition): RouteAccess {
  return contract.access === 'public' || contract.access === 'signedIn'
    ? contract.access
    : rolesWith(contract.access);
}

/**
 * Registers each contract at its path and aliases. Fastify validates the params, query and body
 * with the contract's schemas and serializes the answer through its response schema (which drops
 * any field the contract does not name), so a route file holds only contract → service call.
 */
export function registerContracts(app: FastifyInstance, implementations: readonly Implementation[]): void {
  for (const { contract, handle, extras } of implementations) {
    const status = contract.status ?? 200;
    const schema = {
      tags: [contract.tag],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      // An upload's text fields come with the file; they are validated when the part is read.
      ...(contract.body && !contract.upload ? { body: contract.body } : {}),
      ...(contract.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(contract.response ? { response: { [status]: contract.response } } : {}),
    };
    for (const url of pathsOf(contract)) {
      app.route({
        method: contract.method,
        url: url.slice('/api'.length),
        config: { access: accessOf(contract), ...(extras?.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
        // A file answer (PDF, image, backup) goes as stored, with its length for the download's progress.
        ...(contract.response ? {} : { compress: false as const }),
        schema,
        handler: async (request, reply) => {
          const caller = contract.access === 'public' ? request.auth : callerOf(request);
          const answer = await handle({
            params: request.params,
            query: request.query,
            body: request.body,
            caller,
            request,
            reply,
          } as CallContext<ContractDefinition>);
          if (reply.sent) return reply;
          if (!contract.response) return sendFile(reply, answer as FileAnswer);
          return reply.status(reply.statusCode === 200 ? status : reply.statusCode).send(answer);
        },
      });
    }
  }
}

function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  // Plain ASCII names as browsers and scripts most often parse them; others per RFC 6266.
  const name =
    /^[\x20-\x7e]+$/.test(file.fileName) && !/["\\]/.test(file.fileName)
      ? `filename="${file.fileName}"`
      : `filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${file.disposition}; ${name}`)
    .header('cache-control', file.cacheControl ?? 'no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.content);
}

/** A module's routes as a Fastify plugin (registered under the `/api` prefix in app.ts). */
export function contractRoutes(implementations: readonly Implementation[]) {
  return async (api: FastifyInstance) => registerContracts(api, implementations);
}
