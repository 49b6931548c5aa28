import { describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error.ts';
import { createApiClient, missingTotalNumberCode } from './client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const makeClient = (
  fetchImpl: typeof fetch,
  token: string | undefined = 'tok',
  timeoutMs?: number,
) =>
  createApiClient({
    baseUrl: 'http://admin.test/me',
    getToken: async () => token,
    getLanguage: () => 'de',
    fetchImpl,
    timeoutMs,
  });

describe('createApiClient', () => {
  it('sends the bearer token and the language, and parses JSON', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { id: 'u1' }));
    const client = makeClient(fetchImpl);
    await expect(client.get('/', { query: { page: 2 } })).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://admin.test/me/?page=2');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('de');
  });

  it('turns `{ code, message, data }` bodies into typed ApiErrors', async () => {
    const client = makeClient(async () =>
      jsonResponse(422, {
        code: 'user.username_already_in_use',
        message: 'Taken.',
        data: { a: 1 },
      }),
    );
    const error = await client.patch('/', { json: { username: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'user.username_already_in_use',
      message: 'Taken.',
      data: { a: 1 },
      hasServerMessage: true,
    });
  });

  it('keeps the status when the body is not JSON', async () => {
    const client = makeClient(
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.get('/')).rejects.toMatchObject({ status: 502, hasServerMessage: false });
  });

  it('fails with a 401-like error when there is no token, without calling the server', async () => {
    const fetchImpl = vi.fn();
    const client = makeClient(fetchImpl as unknown as typeof fetch, '');
    await expect(client.get('/')).rejects.toMatchObject({
      status: 401,
      code: clientErrorCodes.noToken,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('times out', async () => {
    const client = makeClient(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
      'tok',
      20,
    );
    await expect(client.get('/')).rejects.toMatchObject({
      status: 0,
      code: clientErrorCodes.timeout,
    });
  });

  it('answers undefined for 204', async () => {
    const client = makeClient(async () => new Response(null, { status: 204 }));
    await expect(client.delete('/x')).resolves.toBeUndefined();
  });

  it('answers undefined for a success without a JSON body (201 Created as text)', async () => {
    const client = makeClient(
      async () =>
        new Response('Created', { status: 201, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(
      client.post('/roles/r/users', { json: { userIds: ['u'] } }),
    ).resolves.toBeUndefined();
  });

  it('reads a page with its Total-Number, and fails when the header is missing', async () => {
    const client = makeClient(async () =>
      Response.json([{ id: 'a' }], { headers: { 'Total-Number': '7' } }),
    );
    await expect(client.getPage('/things')).resolves.toEqual({ rows: [{ id: 'a' }], total: 7 });
    const bare = makeClient(async () => jsonResponse(200, []));
    await expect(bare.getPage('/things')).rejects.toMatchObject({
      code: missingTotalNumberCode,
    });
  });
});
