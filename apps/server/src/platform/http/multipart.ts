import type { MultipartFile } from '@fastify/multipart';
import { errorCodes, validationMessages } from '@tg/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors';

/** A body that says multipart but cannot be read as one: no boundary, cut off, broken part headers. */
export const malformedMultipart = () =>
  new AppError(errorCodes.validation, 'The multipart/form-data body is malformed or incomplete', {
    fields: { file: validationMessages.required },
  });

/**
 * The parser's own refusals (limits) carry an HTTP status and reach the error handler as they are;
 * busboy's parse errors ("Boundary not found", "Unexpected end of form") carry none and mean the
 * client sent a broken body, which is a 400, not a server fault.
 */
export function asMultipartError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? error : malformedMultipart();
}

/**
 * The request's one file part, with the text fields sent before it. A body that is not
 * multipart answers 415 like any other content type the route does not take; a malformed body
 * or one without a file answers 400.
 */
export async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new AppError(errorCodes.unsupportedMediaType, 'Send multipart/form-data', {
      fields: { file: validationMessages.required },
    });
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw asMultipartError(error);
  }
  if (!part) throw invalid({ file: validationMessages.required });
  return part;
}

/** The whole file in memory; past the route's limit `tooLarge` is thrown, a cut-off body is a 400. */
export async function readFileContent(part: MultipartFile, tooLarge: () => AppError): Promise<Buffer> {
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw asMultipartError(error);
  }
  if (part.file.truncated) throw tooLarge();
  return content;
}
