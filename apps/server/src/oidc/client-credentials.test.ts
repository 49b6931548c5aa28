import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { publishCacheChange } from '../services/cache-change.ts';
import { setUpOidcTestServer } from './oidc-test-kit.ts';

const tenantId = 'default';
const api = 'https://api.example.com';
const managementApi = `https://${tenantId}.logto.app/api`;
const legacySecret = 'legacy-secret-0123456789abcdefghij';
const rotatingSecret = 'rotating-secret-0123456789abcdefgh';
const expiredSecret = 'expired-secret-0123456789abcdefghi';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted on, not trusted
type Json = any;
const json = async (response: Response): Promise<Json> => response.json();

const seed = async (db: DatabaseHandle['db']) => {
  await db.insert(t.resources).values([
    { tenantId, id: 'api', name: 'API', indicator: api, accessTokenTtl: 600 },
    { tenantId, id: 'management-api', name: 'Logto Management API', indicator: managementApi },
  ]);
  await db.insert(t.scopes).values([
    { tenantId, id: 'read', resourceId: 'api', name: 'read' },
    { tenantId, id: 'write', resourceId: 'api', name: 'write' },
    { tenantId, id: 'all', resourceId: 'management-api', name: 'all' },
  ]);
  await db
    .insert(t.roles)
    .values({ tenantId, id: 'reader', name: 'Reader', description: 'r', type: 'MachineToMachine' });
  await db.insert(t.rolesScopes).values({ tenantId, roleId: 'reader', scopeId: 'read' });
  const m2m = {
    tenantId,
    type: 'MachineToMachine' as const,
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  };
  await db.insert(t.applications).values([
    { ...m2m, id: 'm2m-app', name: 'Machine', secret: legacySecret },
    { ...m2m, id: 'doomed-app', name: 'Doomed', secret: legacySecret },
  ]);
  await db.insert(t.applicationsRoles).values([
    { tenantId, applicationId: 'm2m-app', roleId: 'reader' },
    { tenantId, applicationId: 'doomed-app', roleId: 'reader' },
  ]);
  await db.insert(t.applicationSecrets).values([
    { tenantId, applicationId: 'm2m-app', name: 'rotating', value: rotatingSecret },
    {
      tenantId,
      applicationId: 'm2m-app',
      name: 'old',
      value: expiredSecret,
      expiresAt: new Date(Date.now() - 60_000),
    },
  ]);
};

const fixture = setUpOidcTestServer({ tenantId, seed });

const discover = (clientId: string, auth: client.ClientAuth) =>
  client.discovery(new URL(`${fixture.server.origin}/oidc`), clientId, undefined, auth, {
    execute: [client.allowInsecureRequests],
  });

const postToken = (
  body: Record<string, string>,
  init: { json?: boolean; headers?: Record<string, string> } = {},
) =>
  fetch(`${fixture.server.origin}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': init.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...init.headers,
    },
    body: init.json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });

describe('GET /oidc/.well-known/openid-configuration', () => {
  it('describes the tenant issuer, endpoints, ES384 keys, scopes and claims', async () => {
    const response = await fetch(`${fixture.server.origin}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await json(response);
    const oidc = `${fixture.server.origin}/oidc`;
    expect(discovery.issuer).toBe(oidc);
    expect(discovery).toMatchObject({
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      userinfo_endpoint: `${oidc}/me`,
      jwks_uri: `${oidc}/jwks`,
      end_session_endpoint: `${oidc}/session/end`,
      introspection_endpoint: `${oidc}/token/introspection`,
      revocation_endpoint: `${oidc}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      claims_parameter_supported: false,
      request_uri_parameter_supported: false,
      backchannel_logout_supported: true,
    });
    expect(discovery.id_token_signing_alg_values_supported).toContain('ES384');
    expect(discovery.scopes_supported).toEqual([
      'openid',
      'offline_access',
      'profile',
      'email',
      'phone',
      'address',
      'custom_data',
      'identities',
      'roles',
      'urn:logto:scope:organizations',
      'urn:logto:scope:organization_roles',
      'urn:logto:scope:sessions',
      'urn:logto:scope:trusted_devices',
    ]);
    expect(discovery.claims_supported).toEqual([
      'sub',
      'name',
      'family_name',
      'given_name',
      'middle_name',
      'nickname',
      'preferred_username',
      'profile',
      'picture',
      'website',
      'gender',
      'birthdate',
      'zoneinfo',
      'locale',
      'updated_at',
      'username',
      'created_at',
      'email',
      'email_verified',
      'phone_number',
      'phone_number_verified',
      'address',
      'custom_data',
      'identities',
      'sso_identities',
      'roles',
      'organizations',
      'organization_data',
      'organization_roles',
      'sid',
      'auth_time',
      'iss',
    ]);
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );

    const jwks = await json(await fetch(discovery.jwks_uri));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-384', alg: 'ES384', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('POST /oidc/token (client_credentials)', () => {
  const verify = async (accessToken: string) => {
    const jwks = createRemoteJWKSet(new URL(`${fixture.server.origin}/oidc/jwks`));
    return jwtVerify(accessToken, jwks, {
      issuer: `${fixture.server.origin}/oidc`,
      audience: api,
      typ: 'at+jwt',
    });
  };

  it('issues a JWT for the resource with client_secret_basic, scoped by the app roles', async () => {
    const config = await discover('m2m-app', client.ClientSecretBasic(legacySecret));
    const tokens = await client.clientCredentialsGrant(config, {
      resource: api,
      scope: 'read write',
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope).toBe('read');
    expect(tokens.expires_in).toBe(600);
    const { payload, protectedHeader } = await verify(tokens.access_token);
    expect(protectedHeader).toMatchObject({ alg: 'ES384', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      sub: 'm2m-app',
      client_id: 'm2m-app',
      scope: 'read',
      aud: api,
    });
  });

  it('accepts client_secret_post and a secret from application_secrets', async () => {
    const config = await discover('m2m-app', client.ClientSecretPost(rotatingSecret));
    const tokens = await client.clientCredentialsGrant(config, { resource: api, scope: 'read' });
    const { payload } = await verify(tokens.access_token);
    expect(payload.scope).toBe('read');
  });

  it('accepts a JSON body like a form', async () => {
    const response = await postToken(
      {
        grant_type: 'client_credentials',
        client_id: 'm2m-app',
        client_secret: legacySecret,
        resource: api,
        scope: 'read',
      },
      { json: true },
    );
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(decodeProtectedHeader(body.access_token).typ).toBe('at+jwt');
  });

  it('answers invalid_target for an unknown resource, in the Logto error shape', async () => {
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: 'm2m-app',
      client_secret: legacySecret,
      resource: 'https://unknown.example.com',
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ error: 'invalid_target', code: 'oidc.invalid_target' });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('keeps the raw OAuth body with ?parse_error=false', async () => {
    const response = await fetch(`${fixture.server.origin}/oidc/token?parse_error=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'nobody',
        client_secret: 'x',
      }),
    });
    const body = await json(response);
    expect(body.error).toBe('invalid_client');
    expect(body.code).toBeUndefined();
  });

  it('refuses an expired application secret with 400 invalid_request', async () => {
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: 'm2m-app',
      client_secret: expiredSecret,
      resource: api,
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: 'invalid_request',
      error_description: 'client secret has expired',
      code: 'oidc.invalid_request',
    });
  });

  it('rejects a wrong secret as invalid_client', async () => {
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: 'm2m-app',
      client_secret: 'nope',
      resource: api,
    });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe('oidc.invalid_client');
  });

  it('answers invalid_target without a resource (no default resource)', async () => {
    const response = await postToken({
      grant_type: 'client_credentials',
      client_id: 'm2m-app',
      client_secret: legacySecret,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('invalid_target');
  });

  it('rejects a deleted application on the next request once the change is announced', async () => {
    const body = {
      grant_type: 'client_credentials',
      client_id: 'doomed-app',
      client_secret: legacySecret,
      resource: api,
      scope: 'read',
    };
    expect((await postToken(body)).status).toBe(200);
    await fixture.database.db
      .delete(t.applications)
      .where(and(eq(t.applications.tenantId, tenantId), eq(t.applications.id, 'doomed-app')));
    await publishCacheChange(fixture.server.app.bus, {
      tenantId,
      kind: 'client',
      id: 'doomed-app',
    });
    const response = await postToken(body);
    expect(response.status).toBe(401);
    expect((await json(response)).error).toBe('invalid_client');
  });

  it('answers 404 in the OIDC shape for an unknown /oidc path', async () => {
    const response = await fetch(`${fixture.server.origin}/oidc/nothing-here`);
    expect(response.status).toBe(404);
    expect((await json(response)).code).toBe('oidc.invalid_request');
  });
});
