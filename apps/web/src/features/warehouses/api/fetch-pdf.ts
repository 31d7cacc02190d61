import type { ApiErrorBody } from '@tg/domain';
import { ApiError, buildUrl, session } from '../../../app/api-client';

/**
 * POSTs a JSON body and answers the PDF the server prints. The shared client reads JSON only, so
 * this asks with the same token and cookies, renews an expired token once, and turns an error
 * body into the same `ApiError` (a missing Chromium answers 503).
 */
export async function fetchPdf(path: string, body: unknown, isRetry = false): Promise<Blob> {
  const token = session.getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/pdf, application/json',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (response.status === 401 && token && !isRetry && (await session.refresh())) {
    return fetchPdf(path, body, true);
  }
  if (!response.ok) {
    let error: ApiErrorBody['error'] | undefined;
    try {
      error = ((await response.json()) as ApiErrorBody).error;
    } catch {
      error = undefined;
    }
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return response.blob();
}
