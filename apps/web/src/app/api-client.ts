import {
  type ApiErrorBody,
  authRoutes,
  type ContractDefinition,
  type ContractInput,
  type ContractOutput,
  type ContractRoute,
  fillPath,
  pathParamNames,
  routeOf,
  type SessionResponse,
  type UploadInput,
} from '@tg/domain';

/** A failed call, carrying the server's machine-readable code and per-field message keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

let accessToken: string | null = null;
let onSessionEnded: () => void = () => {};
let refreshing: Promise<SessionResponse | null> | null = null;
let onRefreshed: (session: SessionResponse) => void = () => {};
/** Asks the session check to answer "no session" with 204 rather than 401 (auth.routes.ts). */
const quietSessionCheck = { 'x-session-check': 'quiet' };

/** The auth provider wires these; nothing else should. */
export const session = {
  setToken(token: string | null) {
    accessToken = token;
  },
  getToken() {
    return accessToken;
  },
  onEnded(handler: () => void) {
    onSessionEnded = handler;
  },
  onRefreshed(handler: (session: SessionResponse) => void) {
    onRefreshed = handler;
  },
  /** One refresh at a time, however many calls ask for it. Null when the session cannot be renewed. */
  refresh(): Promise<SessionResponse | null> {
    // A public call: never itself retried after a 401, so a failed refresh cannot loop. Asked
    // quietly, "no session" is a 204 without a body, not a 401 in a signed-out visitor's console.
    refreshing ??= call(authRoutes.refresh, undefined, { headers: quietSessionCheck })
      .then((answer: SessionResponse | undefined) => {
        if (!answer) return null;
        accessToken = answer.token;
        onRefreshed(answer);
        return answer;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  },
};

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Retry once after renewing an expired access token (not for the auth calls themselves). */
  retryOnExpiry?: boolean;
  /** A file answer (PDF, backup) rather than JSON. */
  answer?: 'json' | 'blob';
  /** Bytes sent (uploads) or received (file answers) so far; `total` is 0 when unknown. */
  onProgress?: (progress: TransferProgress) => void;
  headers?: Record<string, string>;
}

export interface TransferProgress {
  loaded: number;
  total: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
  /** Extra request headers (the quiet session check). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls one contract: fills the path's params, sends the rest as the query (GET, DELETE) or the
 * JSON body, or as multipart with the file for uploads; answers the parsed JSON or, for a contract
 * without a JSON answer, the file as a Blob. Token, refresh and errors are handled once, below.
 */
export function call<C extends ContractDefinition>(
  contract: C | ContractRoute<C>,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractOutput<C>> {
  const route = routeOf(contract);
  const path = route.path.slice('/api'.length);
  const retryOnExpiry = route.access !== 'public';
  const answer = route.answer === 'json' ? 'json' : 'blob';
  if (route.upload) {
    const { file, fileName, fields } = input as UploadInput<C>;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields ?? {})) form.append(key, String(value));
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
    return request('POST', path, { body: form, retryOnExpiry, answer, ...options });
  }
  const values = { ...((input ?? {}) as Record<string, unknown>) };
  const names = pathParamNames(path);
  const filled = fillPath(path, values);
  for (const name of names) delete values[name];
  const inQuery = route.method === 'GET' || (route.method === 'DELETE' && !route.hasBody);
  return request(route.method, filled, {
    ...(inQuery ? { query: queryOf(values) } : { body: values }),
    retryOnExpiry,
    answer,
    ...options,
  });
}

/**
 * The React Query key of a contract's answers: its path, then the input. `contractKey(contract)`
 * alone is the prefix that invalidates every cached answer of that call, whether it was asked
 * through the contract or its route.
 */
export function contractKey<C extends ContractDefinition>(
  contract: C | ContractRoute<C>,
  input?: ContractInput<C>,
) {
  return input === undefined ? ([contract.path] as const) : ([contract.path, input] as const);
}

/** Query values as the server reads them: objects (e.g. `fields`) travel as JSON. */
function queryOf(values: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(values)) {
    query[key] =
      value !== null && typeof value === 'object' ? JSON.stringify(value) : (value as Query[string]);
  }
  return query;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, options);
  } catch (error) {
    if ((error as Error).name === 'AbortError' || error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (response.status === 401 && accessToken && options.retryOnExpiry !== false) {
    const renewed = await session.refresh();
    if (renewed) return request<T>(method, path, { ...options, retryOnExpiry: false });
    accessToken = null;
    onSessionEnded();
  }
  if (!response.ok) throw await failureOf(response);
  if (options.answer === 'blob') return (await readBlob(response, options.onProgress)) as T;
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as T;
}

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    accept: options.answer === 'blob' ? '*/*' : 'application/json',
    ...options.headers,
  };
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}

/**
 * How requests travel: the browser's fetch, or, while the server renders a storefront page
 * (storefront/entry-server.tsx), the server app itself, answering the same routes without a network.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(next: typeof fetch): void {
  transport = next;
}

function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(path, options.query);
  // fetch cannot report upload progress; XMLHttpRequest can.
  if (options.body instanceof FormData && options.onProgress) {
    return sendWithUploadProgress(method, url, options);
  }
  return transport(url, {
    method,
    headers: headersFor(options),
    credentials: 'include',
    signal: options.signal,
    body:
      options.body === undefined
        ? undefined
        : options.body instanceof FormData
          ? options.body
          : JSON.stringify(options.body),
  });
}

function sendWithUploadProgress(method: string, url: string, options: RequestOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(options))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server cannot be reached'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body as FormData);
  });
}

/** A file answer, reporting the bytes as they arrive (a streamed backup has no length ahead). */
async function readBlob(response: Response, onProgress?: (progress: TransferProgress) => void) {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const plainName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const name = fileName ? decodeURIComponent(fileName) : plainName;
  if (!onProgress || !response.body) return namedBlob(await response.blob(), name);
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return namedBlob(new Blob(chunks as BlobPart[], { type }), name);
}

/** A downloaded file keeps the name the server gave it (Content-Disposition), if any. */
export type DownloadedFile = Blob & { fileName?: string };

function namedBlob(blob: Blob, fileName: string | undefined): DownloadedFile {
  return Object.assign(blob, fileName ? { fileName } : {});
}

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const error = (text ? (safeJson(text) as ApiErrorBody | undefined) : undefined)?.error;
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? response.statusText,
    error?.fields,
    error?.retryAfterSeconds,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
