import type { ApiErrorBody } from '@tg/domain';
import { ApiError, buildUrl, session } from '../../app/api-client';

export interface UploadProgress {
  loaded: number;
  /** Zero when the browser cannot tell the size. */
  total: number;
}

export interface UploadWithProgressOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form through XMLHttpRequest, which (unlike `fetch`) reports upload progress.
 * Same contract as `api.post`: the Bearer token and the cookies go along, an expired token is
 * renewed once and the upload sent again, and failures are `ApiError`s with the server's code and
 * field keys.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadWithProgressOptions = {},
): Promise<T> {
  try {
    return await send<T>(path, form, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session.getToken()) throw error;
    const renewed = await session.refresh();
    if (!renewed) throw error;
    return send<T>(path, form, options);
  }
}

function send<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadWithProgressOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    const token = session.getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      const body = (data as ApiErrorBody | undefined)?.error;
      reject(
        new ApiError(
          request.status,
          body?.code ?? `HTTP_${request.status}`,
          body?.message ?? request.statusText,
          body?.fields,
          body?.retryAfterSeconds,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server cannot be reached'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
