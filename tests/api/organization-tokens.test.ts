import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import LogtoClient, { UserScope } from '@logto/node';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser, CookieJar, followUntil } from './helpers/browserless-flow.ts';
import {
  signInPageCaller,
  signInUpToConsent,
  submitPasswordSignIn,
} from './helpers/consent-sign-in.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// Organization tokens with the clients Logto's users use: @logto/node's getOrganizationToken /
// getAccessToken(resource, organizationId) for a user, openid-client's client credentials for a
// machine-to-machine application, and the consent page's organization choice for a third-party
// application. `GATEHOUSE_TEST_DB=postgres` runs the same file on PostgreSQL.

const tenantId = 'default';
const webApp = { id: 'org-node-web', secret: 'org-node-web-secret-0123456789' };
const m2mApp = { id: 'org-robot', secret: 'org-robot-secret-0123456789abc' };
const strangerApp = { id: 'stranger-robot', secret: 'stranger-robot-secret-012345678' };
const thirdParty = { id: 'partner-app', secret: 'partner-app-secret-0123456789ab' };
const partnerCallback = 'http://127.0.0.1:5999/callback';
const projectsApi = 'https://projects.example.com';
const password = 'Corr3ct-Horse!Battery';

let server: RunningServer;
let web: Server;
let webOrigin: string;
let userId: string;

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, tenantId, work);

/** A node:http app on @logto/node: `/sign-in`, `/callback`, `/org-token`, `/org-api-token`. */
const startWebApp = async () => {
  const sessions = new Map<string, Map<string, string>>();
  const clientFor = (request: IncomingMessage, response: ServerResponse) => {
    const sid = /(?:^|; )sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
    response.setHeader('set-cookie', `sid=${sid}; Path=/; HttpOnly`);
    const items = sessions.get(sid) ?? new Map<string, string>();
    sessions.set(sid, items);
    return new LogtoClient(
      {
        endpoint: server.mainUrl,
        appId: webApp.id,
        appSecret: webApp.secret,
        scopes: [
          UserScope.Organizations,
          UserScope.OrganizationRoles,
          'read:members',
          'invite:members',
          'read:projects',
          'write:projects',
        ],
        resources: [projectsApi],
      },
      {
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
      },
    );
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', webOrigin);
    const logto = clientFor(request, response);
    const organizationId = url.searchParams.get('organization') ?? '';
    const answer = async (produce: () => Promise<unknown>) => {
      try {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ value: await produce() }));
      } catch (error: unknown) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: String(error) }));
      }
    };
    if (url.pathname === '/sign-in') {
      await logto.signIn(`${webOrigin}/callback`);
    } else if (url.pathname === '/callback') {
      await logto.handleSignInCallback(url.href);
      response.statusCode = 302;
      response.setHeader('location', '/');
    } else if (url.pathname === '/org-token') {
      return answer(() => logto.getOrganizationToken(organizationId));
    } else if (url.pathname === '/org-api-token') {
      return answer(() => logto.getAccessToken(projectsApi, organizationId));
    } else if (url.pathname === '/claims') {
      return answer(() => logto.getIdTokenClaims());
    } else if (url.pathname === '/refresh-token') {
      return answer(() => logto.getRefreshToken());
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

/** Signs in through the web app; the returned cookie is that browser's @logto/node session. */
const signInToWebApp = async (register: boolean, username = 'orgmember') => {
  const start = await fetch(`${webOrigin}/sign-in`, { redirect: 'manual' });
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const callback = await authorizeWithoutBrowser(
    start.headers.get('location')!,
    { username, password },
    { register, redirectUri: `${webOrigin}/callback` },
  );
  const finished = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  expect(finished.status).toBe(302);
  return cookie;
};

const fromWebApp = async (path: string, cookie: string) => {
  const response = await fetch(`${webOrigin}${path}`, { headers: { cookie } });
  return (await response.json()) as { value?: unknown; error?: string };
};

const tokenRequest = async (
  credentials: { id: string; secret: string },
  params: Record<string, string>,
) => {
  const response = await fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  server = await useServer();
  web = await startWebApp();
  await run(async (tx) => {
    const noUris = { redirectUris: [], postLogoutRedirectUris: [] };
    await tx.insert(t.applications).values([
      {
        tenantId,
        ...webApp,
        name: 'Org node web',
        type: 'Traditional',
        oidcClientMetadata: { redirectUris: [`${webOrigin}/callback`], postLogoutRedirectUris: [] },
      },
      { tenantId, ...m2mApp, name: 'Robot', type: 'MachineToMachine', oidcClientMetadata: noUris },
      {
        tenantId,
        ...strangerApp,
        name: 'Stranger',
        type: 'MachineToMachine',
        oidcClientMetadata: noUris,
      },
      {
        tenantId,
        ...thirdParty,
        name: 'Partner',
        type: 'Traditional',
        isThirdParty: true,
        oidcClientMetadata: { redirectUris: [partnerCallback], postLogoutRedirectUris: [] },
      },
    ]);
    await tx
      .insert(t.resources)
      .values({ tenantId, id: 'projects', name: 'Projects', indicator: projectsApi });
    await tx.insert(t.scopes).values([
      { tenantId, id: 'projects-read', resourceId: 'projects', name: 'read:projects' },
      { tenantId, id: 'projects-write', resourceId: 'projects', name: 'write:projects' },
    ]);
    await tx.insert(t.organizations).values([
      { tenantId, id: 'acme', name: 'Acme' },
      { tenantId, id: 'globex', name: 'Globex' },
      { tenantId, id: 'initech', name: 'Initech' },
      { tenantId, id: 'vault', name: 'Vault', isMfaRequired: true },
    ]);
    await tx.insert(t.organizationScopes).values([
      { tenantId, id: 'read-members', name: 'read:members' },
      { tenantId, id: 'invite-members', name: 'invite:members' },
    ]);
    await tx.insert(t.organizationRoles).values([
      { tenantId, id: 'viewer', name: 'viewer' },
      { tenantId, id: 'manager', name: 'manager' },
      { tenantId, id: 'robot', name: 'robot', type: 'MachineToMachine' },
    ]);
    await tx.insert(t.organizationRoleScopes).values([
      { tenantId, organizationRoleId: 'viewer', organizationScopeId: 'read-members' },
      { tenantId, organizationRoleId: 'manager', organizationScopeId: 'read-members' },
      { tenantId, organizationRoleId: 'manager', organizationScopeId: 'invite-members' },
      { tenantId, organizationRoleId: 'robot', organizationScopeId: 'read-members' },
    ]);
    await tx.insert(t.organizationRoleResourceScopes).values([
      { tenantId, organizationRoleId: 'viewer', scopeId: 'projects-read' },
      { tenantId, organizationRoleId: 'manager', scopeId: 'projects-read' },
      { tenantId, organizationRoleId: 'manager', scopeId: 'projects-write' },
      { tenantId, organizationRoleId: 'robot', scopeId: 'projects-read' },
    ]);
    await tx
      .insert(t.organizationApplications)
      .values({ tenantId, organizationId: 'acme', applicationId: m2mApp.id });
    await tx.insert(t.organizationRoleApplications).values({
      tenantId,
      organizationId: 'acme',
      organizationRoleId: 'robot',
      applicationId: m2mApp.id,
    });
  });

  // Registered first; the organization roles are given before the sign-in whose grant is used.
  const first = await signInToWebApp(true);
  userId = ((await fromWebApp('/claims', first)).value as { sub: string }).sub;
  await run(async (tx) => {
    await tx.insert(t.organizationUsers).values([
      { tenantId, organizationId: 'acme', userId },
      { tenantId, organizationId: 'globex', userId },
    ]);
    await tx.insert(t.organizationRoleUsers).values([
      { tenantId, organizationId: 'acme', organizationRoleId: 'manager', userId },
      { tenantId, organizationId: 'globex', organizationRoleId: 'viewer', userId },
    ]);
  });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => web?.close(resolve));
});

describe('@logto/node organization tokens for a user', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInToWebApp(false);
  });

  it('getOrganizationToken gives a verified JWT for the organization with its role scopes', async () => {
    const { value } = await fromWebApp('/org-token?organization=acme', cookie);
    const jwks = createRemoteJWKSet(new URL(`${server.mainUrl}/oidc/jwks`));
    const { payload } = await jwtVerify(String(value), jwks, {
      issuer: `${server.mainUrl}/oidc`,
      audience: 'urn:logto:organization:acme',
    });
    expect(payload).toMatchObject({ sub: userId, client_id: webApp.id });
    expect(String(payload.scope).split(' ').sort()).toEqual(['invite:members', 'read:members']);
    expect(payload.organization_id).toBeUndefined();

    const viewer = decodeJwt(
      String((await fromWebApp('/org-token?organization=globex', cookie)).value),
    );
    expect(viewer).toMatchObject({ aud: 'urn:logto:organization:globex', scope: 'read:members' });
  });

  it('getAccessToken(resource, organizationId) gives the organization roles’ API scopes', async () => {
    const acme = decodeJwt(
      String((await fromWebApp('/org-api-token?organization=acme', cookie)).value),
    );
    expect(acme).toMatchObject({ aud: projectsApi, organization_id: 'acme', sub: userId });
    expect(String(acme.scope).split(' ').sort()).toEqual(['read:projects', 'write:projects']);

    const globex = decodeJwt(
      String((await fromWebApp('/org-api-token?organization=globex', cookie)).value),
    );
    expect(globex).toMatchObject({
      aud: projectsApi,
      organization_id: 'globex',
      scope: 'read:projects',
    });
  });

  it('lists organizations and organization roles in the ID token', async () => {
    const claims = (await fromWebApp('/claims', cookie)).value as Record<string, unknown>;
    expect([...(claims.organizations as string[])].sort()).toEqual(['acme', 'globex']);
    expect([...(claims.organization_roles as string[])].sort()).toEqual([
      'acme:manager',
      'globex:viewer',
    ]);
  });

  it('refuses a non-member: the SDK fails and the token endpoint answers 403 access_denied', async () => {
    const { error } = await fromWebApp('/org-token?organization=initech', cookie);
    expect(error).toBeDefined();
    const refreshToken = String((await fromWebApp('/refresh-token', cookie)).value);
    const { status, body } = await tokenRequest(webApp, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      organization_id: 'initech',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'access_denied',
      error_description: 'user is not a member of the organization',
    });
    const resourceRefusal = await tokenRequest(webApp, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      organization_id: 'initech',
      resource: projectsApi,
    });
    expect(resourceRefusal.status).toBe(403);
  });
});

describe('client credentials with organization_id (openid-client)', () => {
  const discover = (credentials: { id: string; secret: string }) =>
    client.discovery(
      new URL(`${server.mainUrl}/oidc`),
      credentials.id,
      undefined,
      client.ClientSecretBasic(credentials.secret),
      { execute: [client.allowInsecureRequests] },
    );

  it('gives an organization token with the app’s organization-role scopes', async () => {
    const tokens = await client.clientCredentialsGrant(await discover(m2mApp), {
      organization_id: 'acme',
      scope: 'read:members invite:members',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: 'urn:logto:organization:acme',
      sub: m2mApp.id,
      scope: 'read:members',
    });
  });

  it('gives an API resource token scoped by the organization roles, with organization_id', async () => {
    const tokens = await client.clientCredentialsGrant(await discover(m2mApp), {
      organization_id: 'acme',
      resource: projectsApi,
      scope: 'read:projects write:projects',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: projectsApi,
      organization_id: 'acme',
      scope: 'read:projects',
    });
  });

  it('refuses an application that does not belong to the organization (403)', async () => {
    const { status, body } = await tokenRequest(strangerApp, {
      grant_type: 'client_credentials',
      organization_id: 'acme',
      scope: 'read:members',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'access_denied',
      error_description: 'app has not associated with the organization',
      code: 'oidc.access_denied',
    });
  });
});

describe('third-party consent with organizations', () => {
  it('offers the user’s organizations, keeps the chosen ones, and issues tokens only for them', async () => {
    const {
      config,
      call: api,
      finish,
    } = await signInUpToConsent(server, {
      application: thirdParty,
      redirectUri: partnerCallback,
      scope: 'openid offline_access urn:logto:scope:organizations read:members',
      username: 'orgmember',
      password,
    });

    const consent = await api('GET', '/api/experience/consent');
    expect(consent.status).toBe(200);
    expect(consent.body.application).toEqual({ id: thirdParty.id, name: 'Partner' });
    expect(consent.body.organizations).toEqual([
      { id: 'acme', name: 'Acme', isConsented: false },
      { id: 'globex', name: 'Globex', isConsented: false },
    ]);

    const refused = await api('POST', '/api/experience/consent', { organizationIds: ['initech'] });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('organization.require_membership');

    const granted = await api('POST', '/api/experience/consent', { organizationIds: ['acme'] });
    expect(granted.status).toBe(200);
    const tokens = await finish(granted.body.redirectTo);

    const acme = await client.refreshTokenGrant(config, tokens.refresh_token!, {
      organization_id: 'acme',
    });
    expect(decodeJwt(acme.access_token)).toMatchObject({
      aud: 'urn:logto:organization:acme',
      scope: 'read:members',
    });
    const { status, body } = await tokenRequest(thirdParty, {
      grant_type: 'refresh_token',
      refresh_token: acme.refresh_token ?? tokens.refresh_token!,
      organization_id: 'globex',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'access_denied',
      error_description: 'organization access is not granted to the application',
    });
  });
});

describe('organization MFA requirement at sign-in', () => {
  it('makes a member of an MFA-requiring organization set up MFA under a non-mandatory policy', async () => {
    await signInToWebApp(true, 'vaultmember');
    await run(async (tx) => {
      const [user] = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(eq(t.users.username, 'vaultmember'));
      await tx
        .insert(t.organizationUsers)
        .values({ tenantId, organizationId: 'vault', userId: user!.id });
      await tx.update(t.signInExperiences).set({ mfa: { policy: 'NoPrompt', factors: ['Totp'] } });
    });
    try {
      const start = await fetch(`${webOrigin}/sign-in`, { redirect: 'manual' });
      const jar = new CookieJar();
      const signInPage = await followUntil(
        jar,
        start.headers.get('location')!,
        (next) => next.pathname === '/sign-in',
      );
      const submitted = await submitPasswordSignIn(
        signInPageCaller(jar, signInPage),
        'vaultmember',
        password,
      );
      expect(submitted.status).toBe(422);
      expect(submitted.body).toMatchObject({
        code: 'user.missing_mfa',
        data: { availableFactors: ['Totp'], skippable: false },
      });
      // orgmember (no MFA-requiring organization) still signs in under the same policy.
      await signInToWebApp(false);
    } finally {
      await run((tx) =>
        tx.update(t.signInExperiences).set({ mfa: { policy: 'UserControlled', factors: [] } }),
      );
    }
  });
});
