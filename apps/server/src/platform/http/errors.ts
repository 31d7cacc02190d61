import { type ErrorCode, errorCodes, validationMessages } from '@tg/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/**
 * The HTTP status of each error code, in one place: services throw a code and never choose a
 * status. A wrong sign-in code and an expired session are 401s (the caller is not who it says);
 * a locked phone is a 429 with Retry-After, like any other rate limit.
 */
export const httpStatusOf: Record<ErrorCode, number> = {
  [errorCodes.validation]: 400,
  [errorCodes.unauthenticated]: 401,
  [errorCodes.invalidCode]: 401,
  [errorCodes.codeExpired]: 401,
  [errorCodes.sessionExpired]: 401,
  [errorCodes.gateInvalid]: 401,
  [errorCodes.forbidden]: 403,
  [errorCodes.notFound]: 404,
  [errorCodes.conflict]: 409,
  [errorCodes.policyLocked]: 409,
  [errorCodes.payloadTooLarge]: 413,
  [errorCodes.uploadQuotaExceeded]: 413,
  [errorCodes.unsupportedMediaType]: 415,
  [errorCodes.rateLimited]: 429,
  [errorCodes.phoneLocked]: 429,
  [errorCodes.internal]: 500,
  [errorCodes.unavailable]: 503,
  [errorCodes.timeout]: 504,
};

/** The one error every layer throws; the handler below turns it into the API's error body. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = httpStatusOf[code];
  }
}

export const notFound = (what = 'Not found') => new AppError(errorCodes.notFound, what);
export const forbidden = () => new AppError(errorCodes.forbidden, 'You may not do this');
export const unauthenticated = (message = 'Sign in first') =>
  new AppError(errorCodes.unauthenticated, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(errorCodes.conflict, message, { fields });
export const invalid = (fields: Record<string, string>, message = 'Some fields are not valid') =>
  new AppError(errorCodes.validation, message, { fields });

/** Zod issues → `{ "a.b": "validation.key" }`. Messages that are not our keys become a generic one. */
export function fieldsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    fields[path] = issue.message.startsWith('validation.') ? issue.message : validationMessages.invalidValue;
  }
  return fields;
}

const statusCodes: Record<number, ErrorCode> = {
  400: errorCodes.validation,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds) reply.header('retry-after', error.details.retryAfterSeconds);
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...error.details },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? '',
        })),
      );
      return reply
        .status(400)
        .send({ error: { code: errorCodes.validation, message: 'Some fields are not valid', fields } });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        error: {
          code: errorCodes.validation,
          message: 'Some fields are not valid',
          fields: fieldsFromIssues(error.issues),
        },
      });
    }
    if (isUnstorableText(error)) {
      // A NUL or an invalid byte in some text: PostgreSQL cannot store it, so nothing was written.
      return reply.status(400).send({
        error: { code: errorCodes.validation, message: 'Text contains a character that cannot be stored' },
      });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limit…
      return reply.status(status).send({
        error: { code: statusCodes[status] ?? errorCodes.validation, message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: errorCodes.internal, message: 'Something went wrong' } });
  });
}

/** PostgreSQL's "character not in repertoire" (a NUL in text) and "untranslatable character". */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '22021' || code === '22P05';
}
