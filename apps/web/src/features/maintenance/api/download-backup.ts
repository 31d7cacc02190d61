import { ApiError, session } from '../../../app/api-client';

/** The file name the server gives in Content-Disposition, or a dated default. */
export function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return (
    /filename="?([^";]+)"?/.exec(header)?.[1] ?? `backup-${new Date().toISOString().slice(0, 10)}.ndjson.gz`
  );
}

async function post(signal?: AbortSignal): Promise<Response> {
  const token = session.getToken();
  return fetch('/api/settings/copyDB', {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function failureOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string } }
    | undefined;
  return new ApiError(
    response.status,
    body?.error?.code ?? `HTTP_${response.status}`,
    body?.error?.message ?? response.statusText,
  );
}

/**
 * Downloads the database backup, reporting the bytes received as they arrive (the size is not
 * known ahead: the server streams it), then hands the browser the file to save.
 */
export async function downloadBackup(onBytes: (received: number) => void, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await post(signal);
    // An access token may expire during a long session: renew once, as the API client does.
    if (response.status === 401 && (await session.refresh())) response = await post(signal);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (!response.ok || !response.body) throw await failureOf(response);

  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/gzip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the object URL can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName: link.download, bytes: received };
}
