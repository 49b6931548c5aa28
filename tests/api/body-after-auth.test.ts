import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from './helpers/management-server.ts';
import { type RunningServer, useServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

// Management and /me requests are authenticated before their body is read: an anonymous caller
// gets 401 whatever it sends, and cannot make the server wait for, buffer or parse a body.
const bodyLimit = 1024;
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
    BODY_LIMIT: String(bodyLimit),
  });
  token = await clientCredentialsToken(server.mainUrl, bootstrap, 'https://default.logto.app/api');
});
afterAll(async () => {
  await server?.stop();
});

const concretePath = (path: string) => path.replace(/:(\w+)/g, 'some-id');
const mutations = () =>
  server.gatehouse.routes.management
    .filter(({ method }) => ['post', 'put', 'patch'].includes(method))
    .map(({ method, path }) => ({ method: method.toUpperCase(), path: concretePath(path) }));

const send = (path: string, method: string, body: string, authorization?: string) =>
  fetch(`${server.mainUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body,
  });

/**
 * Declares a body of `declared` bytes, sends only its first kilobyte and resolves with the status
 * of the answer, which therefore comes before the server could have read the body.
 */
const startSlowUpload = (url: string, method: string, declared: number) =>
  new Promise<{ status: number; sent: number }>((resolve, reject) => {
    const target = new URL(url);
    const firstChunk = `{"name":"${'x'.repeat(1000)}`;
    const upload = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        headers: { 'content-type': 'application/json', 'content-length': String(declared) },
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, sent: firstChunk.length });
        response.resume();
        upload.destroy();
      },
    );
    upload.on('error', (error) => {
      if (!upload.destroyed) reject(error);
    });
    upload.write(firstChunk);
  });

describe('an anonymous request with a body', () => {
  it('gets 401, not 400, for a malformed JSON body on every management write', async () => {
    const routes = mutations();
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      const response = await send(path, method, '{"not json');
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(await response.json()).toMatchObject({ code: 'auth.authorization_header_missing' });
    }
  });

  it('gets 401, not 413, for a body over the limit', async () => {
    const response = await send(
      '/api/roles',
      'POST',
      JSON.stringify({ n: 'x'.repeat(4 * bodyLimit) }),
    );
    expect(response.status).toBe(401);
    const me = await fetch(`${server.adminUrl}/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "',
    });
    expect(me.status).toBe(401);
  });

  it('is answered 401 before its upload finishes (management and /me)', async () => {
    // Within the limit, so only authentication can end the request before the body is complete.
    for (const [url, method] of [
      [`${server.mainUrl}/api/roles`, 'POST'],
      [`${server.mainUrl}/api/users/some-id`, 'PATCH'],
      [`${server.adminUrl}/me/custom-data`, 'PATCH'],
    ] as const) {
      const { status, sent } = await startSlowUpload(url, method, bodyLimit - 1);
      expect({ url, status }).toEqual({ url, status: 401 });
      expect(sent).toBeLessThan(bodyLimit - 1);
    }
    const { status } = await startSlowUpload(`${server.mainUrl}/api/roles`, 'POST', 50 * bodyLimit);
    expect(status).toBe(401);
  });
});

describe('an authenticated request with a body', () => {
  it('is still parsed and checked: 400 for malformed JSON, 413 over the limit', async () => {
    const authorization = `Bearer ${token}`;
    const malformed = await send('/api/roles', 'POST', '{"not json', authorization);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'request.invalid_json' });
    const large = await send(
      '/api/roles',
      'POST',
      JSON.stringify({ name: 'x'.repeat(4 * bodyLimit) }),
      authorization,
    );
    expect(large.status).toBe(413);
    const created = await send(
      '/api/roles',
      'POST',
      JSON.stringify({ name: 'parsed-after-auth', description: 'A role' }),
      authorization,
    );
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ name: 'parsed-after-auth' });
  });

  it('leaves the anonymous routes parsing as before (experience API)', async () => {
    const response = await send('/api/experience', 'PUT', '{"not json');
    expect(response.status).toBe(400);
  });
});
