import { generateKeyPairSync } from 'node:crypto';
import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { forgeToken } from './helpers/tokens.ts';

let server: RunningServer;
// A machine-to-machine app that exists and holds the management role: app tokens are checked
// against it on every request, so forged ones must name a real app.
const robot = 'bootstrap-m2m';
beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: robot,
    BOOTSTRAP_CLIENT_SECRET: 'bootstrap-secret-0123456789abcdef',
  });
});
afterAll(async () => {
  await server?.stop();
});

const defaultApi = 'https://default.logto.app/api';
const concretePath = (path: string) => path.replace(/:(\w+)/g, 'some-id');

const call = (base: string, method: string, path: string, authorization?: string) =>
  fetch(`${base}${concretePath(path)}`, {
    method: method.toUpperCase(),
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
    ...(['post', 'put', 'patch'].includes(method) ? { body: '{}' } : {}),
  });

const insertUser = (tenantId: string, id: string) =>
  withTenant(server.gatehouse.context.database.db, tenantId, (tx) =>
    tx.insert(users).values({ tenantId, id, username: id }),
  );

const foreignToken = async () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  return new SignJWT({ scope: 'all', client_id: 'x' })
    .setProtectedHeader({ alg: 'ES384' })
    .setIssuer(server.gatehouse.context.tenantUrls('default').issuer)
    .setSubject('intruder')
    .setAudience(defaultApi)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
};

describe('management API authentication', () => {
  it('has management routes to check', () => {
    expect(server.gatehouse.managementRoutes.length).toBeGreaterThan(0);
  });

  it('rejects every route without, or with a bad, token', async () => {
    const cases: {
      name: string;
      header: () => Promise<string | undefined>;
      status: number;
      code: string;
    }[] = [
      {
        name: 'missing',
        header: async () => undefined,
        status: 401,
        code: 'auth.authorization_header_missing',
      },
      {
        name: 'not bearer',
        header: async () => 'Basic dXNlcjpwYXNz',
        status: 401,
        code: 'auth.authorization_token_type_not_supported',
      },
      {
        name: 'malformed',
        header: async () => 'Bearer not.a.jwt',
        status: 401,
        code: 'auth.unauthorized',
      },
      {
        name: 'expired',
        header: async () =>
          `Bearer ${await forgeToken(server, 'default', { sub: 'app', client_id: 'app', aud: defaultApi, scope: 'all', expiresIn: -120 })}`,
        status: 401,
        code: 'auth.unauthorized',
      },
      {
        name: 'wrong audience',
        header: async () =>
          `Bearer ${await forgeToken(server, 'default', { sub: 'app', client_id: 'app', aud: 'https://admin.logto.app/api', scope: 'all' })}`,
        status: 401,
        code: 'auth.unauthorized',
      },
      {
        name: 'wrong tenant (foreign signing key)',
        header: async () => `Bearer ${await foreignToken()}`,
        status: 401,
        code: 'auth.unauthorized',
      },
      {
        name: 'without the all scope',
        header: async () =>
          `Bearer ${await forgeToken(server, 'default', { sub: 'app', client_id: 'app', aud: defaultApi, scope: 'read' })}`,
        status: 403,
        code: 'auth.forbidden',
      },
    ];
    for (const route of server.gatehouse.managementRoutes) {
      for (const testCase of cases) {
        const response = await call(
          server.mainUrl,
          route.method,
          route.path,
          await testCase.header(),
        );
        const body = (await response.json()) as { code: string };
        expect({
          route: `${route.method} ${route.path}`,
          case: testCase.name,
          status: response.status,
          code: body.code,
        }).toEqual({
          route: `${route.method} ${route.path}`,
          case: testCase.name,
          status: testCase.status,
          code: testCase.code,
        });
      }
    }
  });

  it('accepts a token signed by the admin tenant for the default tenant API (the console)', async () => {
    await insertUser('admin', 'console-user');
    const token = await forgeToken(server, 'admin', {
      sub: 'console-user',
      aud: defaultApi,
      scope: 'all',
    });
    const response = await call(
      server.mainUrl,
      'get',
      '/api/dashboard/users/total',
      `Bearer ${token}`,
    );
    expect(response.status).toBe(200);
  });

  it('stops accepting a remembered token when it expires', async () => {
    // Verified tokens are remembered; the memory must not outlive the token.
    const token = await forgeToken(server, 'default', {
      sub: robot,
      client_id: robot,
      aud: defaultApi,
      scope: 'all',
      expiresIn: 4,
    });
    const path = '/api/dashboard/users/total';
    expect((await call(server.mainUrl, 'get', path, `Bearer ${token}`)).status).toBe(200);
    expect((await call(server.mainUrl, 'get', path, `Bearer ${token}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const expired = await call(server.mainUrl, 'get', path, `Bearer ${token}`);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { code: string }).code).toBe('auth.unauthorized');
  });

  it('refuses a user token from the next request after its user is suspended or deleted', async () => {
    await insertUser('default', 'suspend-me');
    const userToken = `Bearer ${await forgeToken(server, 'default', {
      sub: 'suspend-me',
      client_id: 'some-spa',
      aud: defaultApi,
      scope: 'all',
    })}`;
    const appToken = `Bearer ${await forgeToken(server, 'default', {
      sub: robot,
      client_id: robot,
      aud: defaultApi,
      scope: 'all',
    })}`;
    const read = () => call(server.mainUrl, 'get', '/api/dashboard/users/total', userToken);
    const suspend = (isSuspended: boolean) =>
      fetch(`${server.mainUrl}/api/users/suspend-me/is-suspended`, {
        method: 'PATCH',
        headers: { authorization: appToken, 'content-type': 'application/json' },
        body: JSON.stringify({ isSuspended }),
      });

    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await suspend(true)).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('user.suspended');
    expect((await suspend(false)).status).toBe(200);
    expect((await read()).status).toBe(200);
    const deleted = await fetch(`${server.mainUrl}/api/users/suspend-me`, {
      method: 'DELETE',
      headers: { authorization: appToken },
    });
    expect(deleted.status).toBe(204);
    const gone = await read();
    expect(gone.status).toBe(401);
    expect(((await gone.json()) as { code: string }).code).toBe('auth.unauthorized');
  });

  it('rejects a token of the default tenant on the admin tenant API', async () => {
    const token = await forgeToken(server, 'default', {
      sub: 'x',
      client_id: 'x',
      aud: 'https://admin.logto.app/api',
      scope: 'all',
    });
    const response = await call(
      server.adminUrl,
      'get',
      '/api/dashboard/users/total',
      `Bearer ${token}`,
    );
    expect(response.status).toBe(401);
  });
});

describe('Me API authentication', () => {
  it('rejects missing tokens, app tokens and tokens of another audience', async () => {
    const missing = await call(server.adminUrl, 'get', '/me');
    expect(missing.status).toBe(401);
    const appToken = await forgeToken(server, 'admin', {
      sub: 'm-admin',
      client_id: 'm-admin',
      aud: 'https://admin.logto.app/me',
      scope: 'all',
    });
    expect((await call(server.adminUrl, 'get', '/me', `Bearer ${appToken}`)).status).toBe(403);
    const wrongAudience = await forgeToken(server, 'admin', {
      sub: 'u',
      aud: defaultApi,
      scope: 'all',
    });
    expect((await call(server.adminUrl, 'get', '/me', `Bearer ${wrongAudience}`)).status).toBe(401);
  });
});
