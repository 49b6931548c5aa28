import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// A confidential web app: its refresh tokens do not rotate, so every test can reuse one.
const app = { id: 'org-web', secret: 'org-web-secret-0123456789' };
const redirectUri = 'http://localhost:5174/callback';
const itemsApi = 'https://items.example.com';
const organizationsResource = 'urn:logto:resource:organizations';
const password = 'Corr3ct-Horse!Battery';

let server: RunningServer;
let config: client.Configuration;
let userId: string;
/** Refresh token whose grant holds `urn:logto:scope:organizations` and the org scopes. */
let organizationRefreshToken: string;

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

const signIn = async (username: string, scope: string, resources: string[], register: boolean) => {
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
  });
  for (const resource of resources) url.searchParams.append('resource', resource);
  const callback = await authorizeWithoutBrowser(
    url.href,
    { username, password },
    { register, redirectUri },
  );
  return client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    idTokenExpected: true,
  });
};

/** Raw token request, for answers openid-client turns into exceptions. */
const tokenRequest = async (params: Record<string, string>) => {
  const response = await fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

beforeAll(async () => {
  server = await useServer();
  await run(async (tx) => {
    await tx.insert(t.applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'Org web app',
      secret: app.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    await tx.insert(t.resources).values({
      tenantId: 'default',
      id: 'items',
      name: 'Items',
      indicator: itemsApi,
    });
    await tx.insert(t.scopes).values({
      tenantId: 'default',
      id: 'items-read',
      resourceId: 'items',
      name: 'read:items',
    });
    await tx.insert(t.organizations).values([
      { tenantId: 'default', id: 'org-a', name: 'Org A', description: 'first' },
      { tenantId: 'default', id: 'org-b', name: 'Org B' },
      { tenantId: 'default', id: 'org-mfa', name: 'Org MFA', isMfaRequired: true },
    ]);
    await tx.insert(t.organizationScopes).values(
      ['read:data', 'write:data', 'delete:data'].map((name) => ({
        tenantId: 'default',
        id: name.replace(':', '-'),
        name,
      })),
    );
    await tx.insert(t.organizationRoles).values([
      { tenantId: 'default', id: 'editor', name: 'editor' },
      { tenantId: 'default', id: 'admin', name: 'admin' },
    ]);
    await tx.insert(t.organizationRoleScopes).values([
      { tenantId: 'default', organizationRoleId: 'editor', organizationScopeId: 'read-data' },
      { tenantId: 'default', organizationRoleId: 'editor', organizationScopeId: 'write-data' },
      { tenantId: 'default', organizationRoleId: 'admin', organizationScopeId: 'delete-data' },
    ]);
  });
  config = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    app.id,
    undefined,
    client.ClientSecretBasic(app.secret),
    { execute: [client.allowInsecureRequests] },
  );

  const scope =
    'openid offline_access urn:logto:scope:organizations urn:logto:scope:organization_roles read:data write:data delete:data read:items';
  const registered = await signIn('ada', scope, [organizationsResource, itemsApi], true);
  userId = registered.claims()!.sub;
  // Membership: editor of org-a, member without role of org-mfa, nothing in org-b.
  await run(async (tx) => {
    await tx.insert(t.organizationUsers).values([
      { tenantId: 'default', organizationId: 'org-a', userId },
      { tenantId: 'default', organizationId: 'org-mfa', userId },
    ]);
    await tx.insert(t.organizationRoleUsers).values({
      tenantId: 'default',
      organizationId: 'org-a',
      organizationRoleId: 'editor',
      userId,
    });
    await tx.insert(t.roles).values({
      tenantId: 'default',
      id: 'items-reader',
      name: 'items reader',
      description: 'reads items',
    });
    await tx.insert(t.rolesScopes).values({
      tenantId: 'default',
      roleId: 'items-reader',
      scopeId: 'items-read',
    });
    await tx.insert(t.usersRoles).values({ tenantId: 'default', userId, roleId: 'items-reader' });
  });
  // Signed in again now that the user holds a role: the new grant includes read:items.
  organizationRefreshToken = (await signIn('ada', scope, [organizationsResource, itemsApi], false))
    .refresh_token!;
});
afterAll(async () => {
  await server?.stop();
});

describe('organization token (refresh_token + organization_id)', () => {
  it('issues a JWT for urn:logto:organization:<id> with the user’s organization-role scopes', async () => {
    const tokens = await client.refreshTokenGrant(config, organizationRefreshToken, {
      organization_id: 'org-a',
    });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      aud: 'urn:logto:organization:org-a',
      sub: userId,
      client_id: app.id,
      iss: `${server.mainUrl}/oidc`,
    });
    // Requested = the refresh token's scopes; delete:data is not granted by the editor role.
    expect(String(claims.scope).split(' ').sort()).toEqual(['read:data', 'write:data']);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.organization_id).toBeUndefined();
  });

  it('narrows the scope to the requested ones', async () => {
    const tokens = await client.refreshTokenGrant(config, organizationRefreshToken, {
      organization_id: 'org-a',
      scope: 'read:data delete:data',
    });
    expect(decodeJwt(tokens.access_token).scope).toBe('read:data');
  });

  it('answers 403 access_denied when the user is not a member of the organization', async () => {
    const { status, body } = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: organizationRefreshToken,
      organization_id: 'org-b',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'access_denied',
      error_description: 'user is not a member of the organization',
      code: 'oidc.access_denied',
    });
  });

  it('answers 403 when the organization requires MFA and the user has none', async () => {
    const { status, body } = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: organizationRefreshToken,
      organization_id: 'org-mfa',
    });
    expect(status).toBe(403);
    expect(body.error).toBe('access_denied');
  });

  it('answers insufficient_scope when the refresh token lacks urn:logto:scope:organizations', async () => {
    const tokens = await signIn('ada', 'openid offline_access', [], false);
    const { status, body } = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      organization_id: 'org-a',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'insufficient_scope',
      scope: 'urn:logto:scope:organizations',
    });
  });

  it('still answers invalid_grant for an unknown refresh token', async () => {
    const { status, body } = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: 'not-a-token',
      organization_id: 'org-a',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });
});

describe('organization API resource token (organization_id + resource)', () => {
  it('grants only scopes of the organization’s roles and adds organization_id', async () => {
    const plain = await client.refreshTokenGrant(config, organizationRefreshToken, {
      resource: itemsApi,
    });
    expect(decodeJwt(plain.access_token)).toMatchObject({ aud: itemsApi, scope: 'read:items' });

    const scoped = await client.refreshTokenGrant(config, organizationRefreshToken, {
      resource: itemsApi,
      organization_id: 'org-a',
    });
    const claims = decodeJwt(scoped.access_token);
    expect(claims).toMatchObject({ aud: itemsApi, organization_id: 'org-a', sub: userId });
    // The user's own role grants read:items, but organization roles grant nothing on this API.
    expect(claims.scope ?? '').toBe('');
  });
});

describe('reserved resource urn:logto:resource:organizations', () => {
  it('issues a JWT carrying the organization scopes the grant holds', async () => {
    const tokens = await client.refreshTokenGrant(config, organizationRefreshToken, {
      resource: organizationsResource,
    });
    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe(organizationsResource);
    expect(String(claims.scope).split(' ').sort()).toEqual([
      'delete:data',
      'read:data',
      'write:data',
    ]);
    expect(claims.exp! - claims.iat!).toBe(3600);
  });
});

describe('organization claims', () => {
  it('userinfo lists organizations, organization_data and organization_roles', async () => {
    const tokens = await client.refreshTokenGrant(config, organizationRefreshToken);
    const info = await client.fetchUserInfo(config, tokens.access_token, userId);
    expect([...(info.organizations as string[])].sort()).toEqual(['org-a', 'org-mfa']);
    expect(info.organization_data).toEqual(
      expect.arrayContaining([
        { id: 'org-a', name: 'Org A', description: 'first' },
        { id: 'org-mfa', name: 'Org MFA', description: null },
      ]),
    );
    expect(info.organization_roles).toEqual(['org-a:editor']);
    // Seeded idToken.enabledExtendedClaims lists organizations and organization_roles.
    const idClaims = tokens.claims()!;
    expect([...(idClaims.organizations as string[])].sort()).toEqual(['org-a', 'org-mfa']);
    expect(idClaims.organization_roles).toEqual(['org-a:editor']);
  });
});
