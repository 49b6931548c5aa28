import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { setUpOidcTestServer } from './oidc-test-kit.ts';

const tenantId = 'default';
const api = 'https://orders.example.com';
const secret = 'org-m2m-secret-0123456789abcdefgh';

const seed = async (db: DatabaseHandle['db']) => {
  await db.insert(t.resources).values({ tenantId, id: 'orders', name: 'Orders', indicator: api });
  await db.insert(t.scopes).values([
    { tenantId, id: 'orders-read', resourceId: 'orders', name: 'read:orders' },
    { tenantId, id: 'orders-write', resourceId: 'orders', name: 'write:orders' },
    { tenantId, id: 'orders-own', resourceId: 'orders', name: 'own:orders' },
  ]);
  const m2m = {
    tenantId,
    type: 'MachineToMachine' as const,
    secret,
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  };
  await db.insert(t.applications).values([
    { ...m2m, id: 'org-bot', name: 'Org bot' },
    { ...m2m, id: 'outsider-bot', name: 'Outsider bot' },
  ]);
  // The bot's tenant-level role grants own:orders; organization tokens must not carry it.
  await db
    .insert(t.roles)
    .values({ tenantId, id: 'owner', name: 'Owner', description: 'o', type: 'MachineToMachine' });
  await db.insert(t.rolesScopes).values({ tenantId, roleId: 'owner', scopeId: 'orders-own' });
  await db
    .insert(t.applicationsRoles)
    .values({ tenantId, applicationId: 'org-bot', roleId: 'owner' });
  await db.insert(t.organizations).values([
    { tenantId, id: 'acme', name: 'Acme' },
    { tenantId, id: 'globex', name: 'Globex' },
  ]);
  await db.insert(t.organizationScopes).values([
    { tenantId, id: 'read-members', name: 'read:members' },
    { tenantId, id: 'invite-members', name: 'invite:members' },
    { tenantId, id: 'delete-org', name: 'delete:organization' },
  ]);
  await db.insert(t.organizationRoles).values([
    { tenantId, id: 'machine', name: 'machine', type: 'MachineToMachine' },
    { tenantId, id: 'root', name: 'root', type: 'MachineToMachine' },
  ]);
  await db.insert(t.organizationRoleScopes).values([
    { tenantId, organizationRoleId: 'machine', organizationScopeId: 'read-members' },
    { tenantId, organizationRoleId: 'machine', organizationScopeId: 'invite-members' },
    { tenantId, organizationRoleId: 'root', organizationScopeId: 'delete-org' },
  ]);
  await db.insert(t.organizationRoleResourceScopes).values([
    { tenantId, organizationRoleId: 'machine', scopeId: 'orders-read' },
    { tenantId, organizationRoleId: 'root', scopeId: 'orders-write' },
  ]);
  // org-bot belongs to acme (role machine) and to globex without a role.
  await db.insert(t.organizationApplications).values([
    { tenantId, organizationId: 'acme', applicationId: 'org-bot' },
    { tenantId, organizationId: 'globex', applicationId: 'org-bot' },
  ]);
  await db.insert(t.organizationRoleApplications).values({
    tenantId,
    organizationId: 'acme',
    organizationRoleId: 'machine',
    applicationId: 'org-bot',
  });
};

const fixture = setUpOidcTestServer({ tenantId, seed });

const token = async (clientId: string, params: Record<string, string>) => {
  const response = await fetch(`${fixture.server.origin}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...params }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('POST /oidc/token client_credentials with organization_id', () => {
  it('issues a signed organization token with the app’s organization-role scopes', async () => {
    const { status, body } = await token('org-bot', {
      organization_id: 'acme',
      scope: 'read:members invite:members delete:organization',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const jwks = createRemoteJWKSet(new URL(`${fixture.server.origin}/oidc/jwks`));
    const { payload, protectedHeader } = await jwtVerify(String(body.access_token), jwks, {
      issuer: `${fixture.server.origin}/oidc`,
      audience: 'urn:logto:organization:acme',
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ client_id: 'org-bot', sub: 'org-bot' });
    expect(String(payload.scope).split(' ').sort()).toEqual(['invite:members', 'read:members']);
    expect(body.scope).toBe(payload.scope);
    expect(payload.organization_id).toBeUndefined();
  });

  it('grants nothing that was not requested', async () => {
    const { status, body } = await token('org-bot', { organization_id: 'acme' });
    expect(status).toBe(200);
    expect(decodeJwt(String(body.access_token)).scope).toBeUndefined();
  });

  it('grants no scope in an organization where the app holds no role', async () => {
    const { status, body } = await token('org-bot', {
      organization_id: 'globex',
      scope: 'read:members',
    });
    expect(status).toBe(200);
    expect(decodeJwt(String(body.access_token)).aud).toBe('urn:logto:organization:globex');
    expect(decodeJwt(String(body.access_token)).scope).toBeUndefined();
  });

  it('answers 403 access_denied for an app that is not in the organization', async () => {
    const { status, body } = await token('outsider-bot', {
      organization_id: 'acme',
      scope: 'read:members',
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'access_denied',
      error_description: 'app has not associated with the organization',
    });
  });

  it('answers 403 for an organization that does not exist', async () => {
    const { status } = await token('org-bot', { organization_id: 'nope' });
    expect(status).toBe(403);
  });

  it('issues an API resource token scoped by the organization roles, with organization_id', async () => {
    const { status, body } = await token('org-bot', {
      organization_id: 'acme',
      resource: api,
      scope: 'read:orders write:orders own:orders',
    });
    expect(status).toBe(200);
    const claims = decodeJwt(String(body.access_token));
    expect(claims).toMatchObject({ aud: api, organization_id: 'acme', scope: 'read:orders' });
  });

  it('keeps plain client credentials unchanged (tenant roles, no organization_id)', async () => {
    const { status, body } = await token('org-bot', {
      resource: api,
      scope: 'read:orders own:orders',
    });
    expect(status).toBe(200);
    const claims = decodeJwt(String(body.access_token));
    expect(claims).toMatchObject({ aud: api, scope: 'own:orders' });
    expect(claims.organization_id).toBeUndefined();
  });

  it('answers invalid_target without resource and organization_id', async () => {
    const { status, body } = await token('org-bot', { scope: 'read:members' });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_target');
  });

  it('works through openid-client', async () => {
    const config = await client.discovery(
      new URL(`${fixture.server.origin}/oidc`),
      'org-bot',
      undefined,
      client.ClientSecretBasic(secret),
      { execute: [client.allowInsecureRequests] },
    );
    const tokens = await client.clientCredentialsGrant(config, {
      organization_id: 'acme',
      scope: 'read:members',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: 'urn:logto:organization:acme',
      scope: 'read:members',
    });
  });
});
