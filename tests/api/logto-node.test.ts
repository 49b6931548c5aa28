import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import LogtoClient, { type LogtoConfig, UserScope } from '@logto/node';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const app = { id: 'node-web', secret: 'node-web-secret-0123456789' };
let server: RunningServer;
let webApp: Server;
let webOrigin: string;

/**
 * The smallest web app @logto/node needs, on node:http: a memory storage per browser session
 * (cookie `sid`), `/sign-in`, `/callback`, and `/me` answering the SDK's view of the user.
 */
const startWebApp = async (config: () => LogtoConfig) => {
  const sessions = new Map<string, Map<string, string>>();
  const clientFor = (request: IncomingMessage, response: ServerResponse) => {
    const sid = /(?:^|; )sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
    response.setHeader('set-cookie', `sid=${sid}; Path=/; HttpOnly`);
    const items = sessions.get(sid) ?? new Map<string, string>();
    sessions.set(sid, items);
    return new LogtoClient(config(), {
      storage: {
        getItem: async (key) => items.get(key) ?? null,
        setItem: async (key, value) => {
          items.set(key, value);
        },
        removeItem: async (key) => {
          items.delete(key);
        },
      },
      navigate: (url) => {
        response.statusCode = 302;
        response.setHeader('location', url);
      },
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', webOrigin);
    const client = clientFor(request, response);
    if (url.pathname === '/sign-in') {
      await client.signIn(`${webOrigin}/callback`);
    } else if (url.pathname === '/callback') {
      await client.handleSignInCallback(url.href);
      response.statusCode = 302;
      response.setHeader('location', '/me');
    } else if (url.pathname === '/me') {
      const organizationId = url.searchParams.get('organization');
      const body = {
        isAuthenticated: await client.isAuthenticated(),
        claims: await client.getIdTokenClaims(),
        userInfo: await client.fetchUserInfo(),
        ...(organizationId
          ? { organizationToken: await client.getOrganizationToken(organizationId) }
          : {}),
      };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
      return;
    } else {
      response.statusCode = 404;
    }
    response.end();
  };

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  webOrigin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return httpServer;
};

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

beforeAll(async () => {
  server = await useServer();
  webApp = await startWebApp(() => ({
    endpoint: server.mainUrl,
    appId: app.id,
    appSecret: app.secret,
    scopes: [UserScope.Email, UserScope.Organizations, 'read:data'],
  }));
  await run(async (tx) => {
    await tx.insert(t.applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'Node web app',
      secret: app.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [`${webOrigin}/callback`], postLogoutRedirectUris: [] },
    });
    await tx.insert(t.organizations).values({ tenantId: 'default', id: 'acme', name: 'Acme' });
    await tx
      .insert(t.organizationScopes)
      .values({ tenantId: 'default', id: 'read-data', name: 'read:data' });
    await tx
      .insert(t.organizationRoles)
      .values({ tenantId: 'default', id: 'member', name: 'member' });
    await tx.insert(t.organizationRoleScopes).values({
      tenantId: 'default',
      organizationRoleId: 'member',
      organizationScopeId: 'read-data',
    });
  });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => webApp?.close(resolve));
});

describe('@logto/node in a node:http app', () => {
  it('signs a user in, reads ID token claims and userinfo, and gets an organization token', async () => {
    const start = await fetch(`${webOrigin}/sign-in`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const authorizationUrl = start.headers.get('location')!;
    expect(authorizationUrl.startsWith(`${server.mainUrl}/oidc/auth?`)).toBe(true);

    const callback = await authorizeWithoutBrowser(
      authorizationUrl,
      { username: 'nodeuser', password: 'Corr3ct-Horse!Battery' },
      { register: true, redirectUri: `${webOrigin}/callback` },
    );
    const finished = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(finished.status).toBe(302);

    const me = await fetch(`${webOrigin}/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      isAuthenticated: boolean;
      claims: Record<string, unknown>;
      userInfo: Record<string, unknown>;
    };
    expect(body.isAuthenticated).toBe(true);
    expect(body.claims).toMatchObject({
      iss: `${server.mainUrl}/oidc`,
      aud: app.id,
      username: 'nodeuser',
      organizations: [],
    });
    const userId = body.claims.sub as string;
    expect(body.userInfo).toMatchObject({
      sub: userId,
      username: 'nodeuser',
      email: null,
      email_verified: false,
      organizations: [],
    });

    // Member of Acme now: the SDK's organization token (refresh_token + organization_id).
    await run(async (tx) => {
      await tx
        .insert(t.organizationUsers)
        .values({ tenantId: 'default', organizationId: 'acme', userId });
      await tx.insert(t.organizationRoleUsers).values({
        tenantId: 'default',
        organizationId: 'acme',
        organizationRoleId: 'member',
        userId,
      });
    });
    const withOrganization = await fetch(`${webOrigin}/me?organization=acme`, {
      headers: { cookie },
    });
    expect(withOrganization.status).toBe(200);
    const { organizationToken, userInfo } = (await withOrganization.json()) as {
      organizationToken: string;
      userInfo: Record<string, unknown>;
    };
    expect(userInfo.organizations).toEqual(['acme']);
    expect(decodeJwt(organizationToken)).toMatchObject({
      aud: 'urn:logto:organization:acme',
      sub: userId,
      scope: 'read:data',
    });
  });
});
