import type { ApiErrorBody, SessionResponse } from '@tg/domain';

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
    refreshing ??= request<SessionResponse>('POST', '/auth/refresh-token', { retryOnExpiry: false })
      .then((answer) => {
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
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (response.status === 401 && accessToken && options.retryOnExpiry !== false) {
    const renewed = await session.refresh();
    if (renewed) return request<T>(method, path, { ...options, retryOnExpiry: false });
    accessToken = null;
    onSessionEnded();
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? response.statusText,
      error?.fields,
      error?.retryAfterSeconds,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body: body ?? {} }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  /** Auth calls: no automatic refresh-and-retry. */
  auth: <T>(path: string, body?: unknown) =>
    request<T>('POST', path, { body: body ?? {}, retryOnExpiry: false }),
};
