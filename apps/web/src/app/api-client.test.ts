import { defineContract } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call, contractKey, session } from './api-client';

const lookup = defineContract({
  method: 'GET',
  path: '/api/things/:id/parts',
  access: 'users.read',
  tag: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number(), fields: z.array(z.object({ docId: z.number() })).optional() }),
  response: z.object({ parts: z.array(z.string()) }),
});
const save = defineContract({
  method: 'PATCH',
  path: '/api/things/save',
  access: 'users.update',
  tag: 'test',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});
const printout = defineContract({
  method: 'POST',
  path: '/api/things/pdf',
  access: 'users.read',
  tag: 'test',
  body: z.object({ _id: z.string() }),
});
const signIn = defineContract({
  method: 'POST',
  path: '/api/things/sign-in',
  access: 'public',
  tag: 'test',
  body: z.object({ phone: z.string() }),
  response: z.object({ sent: z.boolean() }),
});
const upload = defineContract({
  method: 'POST',
  path: '/api/things/upload',
  access: 'files.upload',
  tag: 'test',
  upload: true,
  body: z.object({ purpose: z.string() }),
  status: 201,
  response: z.object({ _id: z.string() }),
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function stubFetch(...answers: Response[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.setToken(null);
});

describe('call(contract, input): the one way the web reaches the API', () => {
  it('fills the path’s params and sends the rest as the query of a GET, objects as JSON', async () => {
    const fetchMock = stubFetch(json(200, { parts: ['a'] }));
    const answer = await call(lookup, { id: 'x/1', page: 0, fields: [{ docId: 12 }] });
    expect(answer).toEqual({ parts: ['a'] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/things/x%2F1/parts?page=0&fields=${encodeURIComponent('[{"docId":12}]')}`);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends a JSON body with the method and the Bearer token', async () => {
    session.setToken('t-1');
    const fetchMock = stubFetch(json(200, { ok: true }));
    await call(save, { name: 'שם' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"name":"שם"}');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer t-1');
  });

  it('turns an error body into an ApiError with the code and per-field keys', async () => {
    stubFetch(json(400, { error: { code: 'VALIDATION_FAILED', message: 'no', fields: { name: 'v.req' } } }));
    const failure = await call(save, { name: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { name: 'v.req' } });
  });

  it('renews an expired token once and sends the call again', async () => {
    session.setToken('old');
    const refresh = vi.spyOn(session, 'refresh').mockImplementation(async () => {
      session.setToken('new');
      return null as never;
    });
    refresh.mockResolvedValueOnce({ token: 'new' } as never);
    const fetchMock = stubFetch(
      json(401, { error: { code: 'UNAUTHENTICATED', message: '' } }),
      json(200, { ok: true }),
    );
    expect(await call(save, { name: 'a' })).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    refresh.mockRestore();
  });

  it('does not try to renew on a public call (sign-in answers 401 for a wrong code)', async () => {
    session.setToken('old');
    const refresh = vi.spyOn(session, 'refresh');
    stubFetch(json(401, { error: { code: 'AUTH_INVALID_CODE', message: 'wrong' } }));
    await expect(call(signIn, { phone: '050' })).rejects.toMatchObject({ code: 'AUTH_INVALID_CODE' });
    expect(refresh).not.toHaveBeenCalled();
    refresh.mockRestore();
  });

  it('answers a file contract as a Blob named as the server named it, reporting bytes received', async () => {
    stubFetch(
      new Response(new Uint8Array([37, 80, 68, 70]), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent('תעודה.pdf')}`,
        },
      }),
    );
    const progress: number[] = [];
    const file = await call(printout, { _id: 'p1' }, { onProgress: ({ loaded }) => progress.push(loaded) });
    expect(file).toBeInstanceOf(Blob);
    expect(file.size).toBe(4);
    expect((file as Blob & { fileName?: string }).fileName).toBe('תעודה.pdf');
    expect(progress.at(-1)).toBe(4);
  });

  it('sends an upload as multipart with its text fields before the file', async () => {
    const fetchMock = stubFetch(json(201, { _id: 'f1' }));
    const file = new File(['a,b'], 'list.csv', { type: 'text/csv' });
    expect(await call(upload, { file, fields: { purpose: 'document' } })).toEqual({ _id: 'f1' });
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect((form.get('file') as File).name).toBe('list.csv');
  });

  it('keys a call’s answers by its path and input; the path alone is the prefix of them all', () => {
    expect(contractKey(lookup, { id: '1', page: 2 })).toEqual([
      '/api/things/:id/parts',
      { id: '1', page: 2 },
    ]);
    expect(contractKey(lookup)).toEqual(['/api/things/:id/parts']);
  });
});
