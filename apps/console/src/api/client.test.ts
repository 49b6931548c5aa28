import { describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error.ts';
import type { ManagementPaths, MePaths } from './api-types.ts';
import { createApiClient, missingTotalNumberCode } from './client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FakeFetch = (request: Request) => Promise<Response>;

const options = (fetchImpl: FakeFetch, token: string | undefined, timeoutMs?: number) => ({
  getToken: async () => token,
  getLanguage: () => 'de',
  fetchImpl,
  timeoutMs,
});

const makeMeClient = (fetchImpl: FakeFetch, token: string | undefined = 'tok') =>
  createApiClient<MePaths>({ baseUrl: 'http://admin.test', ...options(fetchImpl, token) });

const makeManagementClient = (
  fetchImpl: FakeFetch,
  token: string | undefined = 'tok',
  timeoutMs?: number,
) =>
  createApiClient<ManagementPaths>({
    baseUrl: 'http://default.test',
    ...options(fetchImpl, token, timeoutMs),
  });

const byRole = { params: { path: { id: 'r 1' } } };

/** Like `fetch`, rejects with an AbortError once the request's signal aborts. */
const hangUntilAborted: FakeFetch = (request) =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort);
  });

describe('createApiClient', () => {
  it('sends the bearer token and the language, and parses JSON', async () => {
    const fetchImpl = vi.fn<FakeFetch>(async () => jsonResponse(200, { id: 'u1' }));
    const client = makeMeClient(fetchImpl);
    await expect(client.get('/me')).resolves.toEqual({ id: 'u1' });
    const [request] = fetchImpl.mock.calls[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://admin.test/me');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('Accept-Language')).toBe('de');
  });

  it('fills path parameters, serializes the query and sends the body as JSON', async () => {
    const fetchImpl = vi.fn<FakeFetch>(async () => jsonResponse(200, []));
    const client = makeManagementClient(fetchImpl);
    await client.get('/api/resources', { params: { query: { includeScopes: 'true' } } });
    await client.patch('/api/roles/{id}', { ...byRole, body: { name: 'Editor' } });
    const [list, patch] = fetchImpl.mock.calls.map(([request]) => request);
    expect(list?.url).toBe('http://default.test/api/resources?includeScopes=true');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url).toBe('http://default.test/api/roles/r%201');
    expect(patch?.headers.get('Content-Type')).toBe('application/json');
    expect(await patch?.json()).toEqual({ name: 'Editor' });
  });

  it('turns `{ code, message, data }` bodies into typed ApiErrors', async () => {
    const client = makeMeClient(async () =>
      jsonResponse(422, {
        code: 'user.username_already_in_use',
        message: 'Taken.',
        data: { a: 1 },
      }),
    );
    const error = await client.patch('/me', { body: { username: 'x' } }).catch((e: unknown) => e);
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
    const client = makeMeClient(
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.get('/me')).rejects.toMatchObject({ status: 502, hasServerMessage: false });
  });

  it('fails with a 401-like error when there is no token, without calling the server', async () => {
    const fetchImpl = vi.fn<FakeFetch>();
    const client = makeMeClient(fetchImpl, '');
    await expect(client.get('/me')).rejects.toMatchObject({
      status: 401,
      code: clientErrorCodes.noToken,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('times out', async () => {
    const client = makeManagementClient(hangUntilAborted, 'tok', 20);
    await expect(client.get('/api/roles/{id}', byRole)).rejects.toMatchObject({
      status: 0,
      code: clientErrorCodes.timeout,
    });
  });

  it("passes the caller's own abort through untouched", async () => {
    const controller = new AbortController();
    const client = makeManagementClient(hangUntilAborted);
    const pending = client.get('/api/roles/{id}', { ...byRole, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers undefined for 204', async () => {
    const client = makeManagementClient(async () => new Response(null, { status: 204 }));
    await expect(client.delete('/api/roles/{id}', byRole)).resolves.toBeUndefined();
  });

  it('answers undefined for a success without a JSON body (201 Created as text)', async () => {
    const client = makeManagementClient(
      async () =>
        new Response('Created', { status: 201, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(
      client.post('/api/roles/{id}/users', { ...byRole, body: { userIds: ['u'] } }),
    ).resolves.toBeUndefined();
  });

  it('reads a page with its Total-Number, and fails when the header is missing', async () => {
    const fetchImpl = vi.fn<FakeFetch>(async () =>
      Response.json([{ id: 'a' }], { headers: { 'Total-Number': '7' } }),
    );
    const client = makeManagementClient(fetchImpl);
    await expect(
      client.getPage(
        '/api/roles',
        { page: 2, pageSize: 20, search: 'ad min' },
        {
          params: { query: { type: 'User' } },
        },
      ),
    ).resolves.toEqual({ rows: [{ id: 'a' }], total: 7 });
    const query = new URL(fetchImpl.mock.calls[0]![0].url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'User',
      page: '2',
      page_size: '20',
      search: '%ad min%',
    });
    const bare = makeManagementClient(async () => jsonResponse(200, []));
    await expect(bare.getPage('/api/roles', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      code: missingTotalNumberCode,
    });
  });
});
