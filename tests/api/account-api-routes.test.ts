import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';
import { forgeToken } from './helpers/tokens.ts';
import { passwordSignInAccessToken } from './helpers/user-access-token.ts';

/**
 * Issue 10, the Account API routes beyond account-center.test.ts: the public account center,
 * `mfa-settings`, backup codes bound, listed and renamed through the API, and which tokens the
 * API takes (the opaque token a client gets from sign-in; not a JWT, not one without `openid`).
 */
const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const web = { id: 'account-routes-web', secret: 'account-routes-web-secret-01234' };
const redirectUri = 'http://localhost:5178/callback';
const password = 'Correct-Horse-43!';

let server: RunningServer;
let client: ApiClient;
let config: oidcClient.Configuration;
let userId = '';
let token = '';

const asUser = async (
  bearer: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${server.mainUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && /^[[{]/.test(text) ? JSON.parse(text) : text) as Record<string, unknown>,
  };
};

const passwordRecord = async () => {
  const created = await asUser(token, 'POST', '/api/verifications/password', { password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { 'logto-verification-id': created.body.verificationRecordId as string };
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Account routes web app',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  config = await oidcClient.discovery(
    new URL(`${server.mainUrl}/oidc`),
    web.id,
    undefined,
    oidcClient.ClientSecretBasic(web.secret),
    { execute: [oidcClient.allowInsecureRequests] },
  );
  const created = await client.post<{ id: string }>('/api/users', {
    username: 'routes_grace',
    password,
  });
  expect(created.status).toBe(200);
  userId = created.body.id;
  const center = await client.patch('/api/account-center', {
    enabled: true,
    fields: { name: 'Edit', mfa: 'Edit' },
  });
  expect(center.status).toBe(200);
  token = await passwordSignInAccessToken(config, {
    redirectUri,
    scope: 'openid profile identities',
    username: 'routes_grace',
    password,
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/.well-known/account-center', () => {
  it('answers the settings without credentials, and follows a management change', async () => {
    const before = await fetch(`${server.mainUrl}/api/.well-known/account-center`);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ enabled: true, fields: { mfa: 'Edit' } });
    await client.patch('/api/account-center', { fields: { name: 'Edit', mfa: 'ReadOnly' } });
    const after = await fetch(`${server.mainUrl}/api/.well-known/account-center`);
    expect(await after.json()).toMatchObject({ fields: { mfa: 'ReadOnly' } });
    await client.patch('/api/account-center', { fields: { name: 'Edit', mfa: 'Edit' } });
  });
});

describe('which access tokens the Account API takes', () => {
  it('takes the opaque token of a sign-in', async () => {
    const me = await asUser(token, 'GET', '/api/my-account');
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.id).toBe(userId);
  });

  it('refuses a JWT signed with the tenant key (a resource token), and a token without openid', async () => {
    const jwt = await forgeToken(server, 'default', {
      sub: userId,
      aud: `${server.mainUrl}/oidc/me`,
      scope: 'openid identities',
      client_id: web.id,
    });
    expect((await asUser(jwt, 'GET', '/api/my-account')).status).toBe(401);
    const withoutOpenid = await passwordSignInAccessToken(config, {
      redirectUri,
      scope: 'profile identities',
      username: 'routes_grace',
      password,
    });
    const refused = await asUser(withoutOpenid, 'GET', '/api/my-account');
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
  });
});

describe('/api/my-account/mfa-settings', () => {
  it('reads and writes skipMfaOnSignIn, which logto-configs shows too', async () => {
    expect(await asUser(token, 'GET', '/api/my-account/mfa-settings')).toMatchObject({
      status: 200,
      body: { skipMfaOnSignIn: false },
    });
    const patched = await asUser(token, 'PATCH', '/api/my-account/mfa-settings', {
      skipMfaOnSignIn: true,
    });
    expect(patched).toMatchObject({ status: 200, body: { skipMfaOnSignIn: true } });
    const configs = await asUser(token, 'GET', '/api/my-account/logto-configs');
    expect(configs.body).toMatchObject({ mfa: { skipMfaOnSignIn: true } });
    const invalid = await asUser(token, 'PATCH', '/api/my-account/mfa-settings', {
      skipMfaOnSignIn: 'yes',
    });
    expect(invalid.status).toBe(400);
  });

  it('refuses a write while the mfa field is ReadOnly', async () => {
    await client.patch('/api/account-center', { fields: { name: 'Edit', mfa: 'ReadOnly' } });
    const refused = await asUser(token, 'PATCH', '/api/my-account/mfa-settings', {
      skipMfaOnSignIn: false,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'account_center.field_not_editable' },
    });
    expect((await asUser(token, 'GET', '/api/my-account/mfa-settings')).status).toBe(200);
    await client.patch('/api/account-center', { fields: { name: 'Edit', mfa: 'Edit' } });
  });
});

describe('backup codes and renaming through the Account API', () => {
  it('binds generated codes next to a TOTP, lists them with their use, renames an entry', async () => {
    const generated = await asUser(
      token,
      'POST',
      '/api/my-account/mfa-verifications/backup-codes/generate',
    );
    expect(generated.status).toBe(200);
    const codes = generated.body.codes as string[];
    expect(codes.length).toBeGreaterThan(0);
    // Backup codes alone are refused (they back up another factor).
    const alone = await asUser(
      token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'BackupCode', codes },
      await passwordRecord(),
    );
    expect(alone).toMatchObject({
      status: 422,
      body: { code: 'session.mfa.backup_code_can_not_be_alone' },
    });
    const { secret } = (
      await asUser(token, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate')
    ).body as { secret: string };
    const { TOTP } = await import('otpauth');
    const code = new TOTP({ secret }).generate();
    const totp = await asUser(
      token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'Totp', secret, code },
      await passwordRecord(),
    );
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);
    const bound = await asUser(
      token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'BackupCode', codes },
      await passwordRecord(),
    );
    expect(bound.status, JSON.stringify(bound.body)).toBe(204);

    // Reading the codes is sensitive: a verification record is needed.
    expect(
      (await asUser(token, 'GET', '/api/my-account/mfa-verifications/backup-codes')).status,
    ).toBeGreaterThanOrEqual(400);
    const listed = await asUser(
      token,
      'GET',
      '/api/my-account/mfa-verifications/backup-codes',
      undefined,
      await passwordRecord(),
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((listed.body.codes as { code: string }[]).map(({ code: value }) => value)).toEqual(
      codes,
    );

    const entries = (await asUser(token, 'GET', '/api/my-account/mfa-verifications'))
      .body as unknown as { id: string; type: string; name?: string }[];
    const totpEntry = entries.find(({ type }) => type === 'Totp')!;
    const renamed = await asUser(
      token,
      'PATCH',
      `/api/my-account/mfa-verifications/${totpEntry.id}/name`,
      { name: 'Phone app' },
      await passwordRecord(),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = (await asUser(token, 'GET', '/api/my-account/mfa-verifications'))
      .body as unknown as { id: string; name?: string }[];
    // MfaVerificationInfo shows a name for WebAuthn entries only (contract shape); the TOTP entry
    // is still there, unchanged otherwise.
    expect(after.find(({ id }) => id === totpEntry.id)).toMatchObject({ type: 'Totp' });
    const unknown = await asUser(
      token,
      'PATCH',
      '/api/my-account/mfa-verifications/no-such-entry/name',
      { name: 'x' },
      await passwordRecord(),
    );
    expect(unknown.status).toBe(404);
  });
});
