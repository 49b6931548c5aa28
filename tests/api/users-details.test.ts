import { createHash, pbkdf2Sync } from 'node:crypto';
import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const web = { id: 'users-web', secret: 'users-web-secret-0123456789' };
const redirectUri = 'http://localhost:5175/callback';

let server: RunningServer;
let client: ApiClient;

type UserBody = { id: string; [key: string]: unknown };

const create = async (body: Record<string, unknown>) => {
  const response = await client.post('/api/users', body);
  expect(response.status).toBe(200);
  return response.body as UserBody;
};

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

const storedPassword = (id: string) =>
  run((tx) =>
    tx
      .select({ digest: users.passwordEncrypted, method: users.passwordEncryptionMethod })
      .from(users)
      .where(eq(users.id, id)),
  ).then(([row]) => row!);

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await run((tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Users web app',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('custom data and profile', () => {
  it('reads and replaces custom data (GET/PATCH /custom-data)', async () => {
    const user = await create({ customData: { a: 1, nested: { x: true } } });
    expect((await client.get(`/api/users/${user.id}/custom-data`)).body).toEqual({
      a: 1,
      nested: { x: true },
    });
    const patched = await client.patch(`/api/users/${user.id}/custom-data`, {
      customData: { b: 2, nested: { y: false } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ b: 2, nested: { y: false } });
  });

  it('answers 400 for custom data that is not an object and 404 for unknown users', async () => {
    const user = await create({});
    const invalid = await client.patch(`/api/users/${user.id}/custom-data`, { customData: [1] });
    expect(invalid.status).toBe(400);
    expect((await client.get('/api/users/nobody/custom-data')).status).toBe(404);
    expect((await client.patch('/api/users/nobody/custom-data', { customData: {} })).status).toBe(
      404,
    );
  });

  it('updates the profile (PATCH /profile) keeping fields not given', async () => {
    const user = await create({ profile: { givenName: 'Grace', familyName: 'Hopper' } });
    const response = await client.patch(`/api/users/${user.id}/profile`, {
      profile: { nickname: 'Amazing Grace', familyName: 'Murray Hopper' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      givenName: 'Grace',
      familyName: 'Murray Hopper',
      nickname: 'Amazing Grace',
    });
    expect((await client.patch('/api/users/nobody/profile', { profile: {} })).status).toBe(404);
  });
});

describe('logto-configs', () => {
  it('answers defaults, then merges MFA and passkey flags', async () => {
    const user = await create({});
    expect((await client.get(`/api/users/${user.id}/logto-configs`)).body).toEqual({
      mfa: { skipped: false, skipMfaOnSignIn: false },
      passkeySignIn: { skipped: false },
    });
    await client.patch(`/api/users/${user.id}/logto-configs`, { mfa: { skipped: true } });
    const response = await client.patch(`/api/users/${user.id}/logto-configs`, {
      mfa: { enabled: true },
      passkeySignIn: { skipped: true },
    });
    expect(response.body).toEqual({
      mfa: { enabled: true, skipped: true, skipMfaOnSignIn: false },
      passkeySignIn: { skipped: true },
    });
  });

  it('answers 404 for an unknown user and 400 for a wrong flag type', async () => {
    expect((await client.get('/api/users/nobody/logto-configs')).status).toBe(404);
    const user = await create({});
    const invalid = await client.patch(`/api/users/${user.id}/logto-configs`, {
      mfa: { skipped: 'yes' },
    });
    expect(invalid.status).toBe(400);
  });
});

describe('passwords', () => {
  it('sets a password without the policy (PATCH /password) and reports has-password', async () => {
    const user = await create({});
    expect((await client.get(`/api/users/${user.id}/has-password`)).body).toEqual({
      hasPassword: false,
    });
    const response = await client.patch(`/api/users/${user.id}/password`, { password: 'a' });
    expect(response.status).toBe(200);
    expect(response.body.hasPassword).toBe(true);
    expect((await storedPassword(user.id)).method).toBe('Argon2id');
    expect(
      (await client.post(`/api/users/${user.id}/password/verify`, { password: 'a' })).status,
    ).toBe(204);
  });

  it('answers 422 session.invalid_credentials for a wrong password or none at all', async () => {
    const withPassword = await create({ password: 'Right-one-1' });
    const wrong = await client.post(`/api/users/${withPassword.id}/password/verify`, {
      password: 'Wrong-one-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    const without = await create({});
    const none = await client.post(`/api/users/${without.id}/password/verify`, { password: 'x' });
    expect(none.status).toBe(422);
  });

  it('answers 404 for unknown users and 400 for an empty password', async () => {
    expect((await client.patch('/api/users/nobody/password', { password: 'x' })).status).toBe(404);
    expect((await client.post('/api/users/nobody/password/verify', { password: 'x' })).status).toBe(
      404,
    );
    expect((await client.get('/api/users/nobody/has-password')).status).toBe(404);
    const user = await create({});
    const empty = await client.patch(`/api/users/${user.id}/password`, { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('guard.invalid_input');
  });

  const salt = 'c0ffee';
  it.each([
    ['MD5', hex('md5', 'Imported-1')],
    ['SHA1', hex('sha1', 'Imported-1')],
    ['SHA256', hex('sha256', 'Imported-1')],
    // bcrypt('Imported-1', cost 4)
    ['Bcrypt', '$2b$04$vWSAoMVu2UVP8d9Ksz83XudDrebT0i1ObOuU8edvfnrZj2lCFsBUi'],
    ['Legacy', JSON.stringify(['sha512', ['pepper', '@'], hex('sha512', 'pepperImported-1')])],
    [
      'Legacy',
      JSON.stringify([
        'pbkdf2',
        [`hex:${salt}`, '100', '20', 'sha256', '@'],
        pbkdf2Sync('Imported-1', Buffer.from(salt, 'hex'), 100, 20, 'sha256').toString('hex'),
      ]),
    ],
  ])('verifies an imported %s digest and upgrades it to Argon2id', async (algorithm, digest) => {
    const user = await create({ passwordDigest: digest, passwordAlgorithm: algorithm });
    const wrong = await client.post(`/api/users/${user.id}/password/verify`, {
      password: 'Imported-2',
    });
    expect(wrong.status).toBe(422);
    expect((await storedPassword(user.id)).method).toBe(algorithm);
    const right = await client.post(`/api/users/${user.id}/password/verify`, {
      password: 'Imported-1',
    });
    expect(right.status).toBe(204);
    expect((await storedPassword(user.id)).method).toBe('Argon2id');
    const again = await client.post(`/api/users/${user.id}/password/verify`, {
      password: 'Imported-1',
    });
    expect(again.status).toBe(204);
  });

  it('marks a password expired and fresh again (PATCH /password/expiration)', async () => {
    const user = await create({ password: 'Expiring-1' });
    const expired = await client.patch(`/api/users/${user.id}/password/expiration`, {
      isExpired: true,
    });
    expect(expired.status).toBe(200);
    const [row] = await run((tx) =>
      tx.select({ expired: users.isPasswordExpired }).from(users).where(eq(users.id, user.id)),
    );
    expect(row?.expired).toBe(true);
    await client.patch(`/api/users/${user.id}/password`, { password: 'Renewed-1' });
    const [renewed] = await run((tx) =>
      tx.select({ expired: users.isPasswordExpired }).from(users).where(eq(users.id, user.id)),
    );
    expect(renewed?.expired).toBe(false);
    const missing = await client.patch('/api/users/nobody/password/expiration', {
      isExpired: true,
    });
    expect(missing.status).toBe(404);
  });
});

describe('PATCH /api/users/{userId}/is-suspended', () => {
  let config: oidcClient.Configuration;
  const signIn = async (username: string, password: string) => {
    const verifier = oidcClient.randomPKCECodeVerifier();
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username, password },
      { redirectUri },
    );
    return oidcClient.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
  };
  const refresh = async (refreshToken: string) => {
    const response = await fetch(`${server.mainUrl}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${web.id}:${web.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  beforeAll(async () => {
    config = await oidcClient.discovery(
      new URL(`${server.mainUrl}/oidc`),
      web.id,
      undefined,
      oidcClient.ClientSecretBasic(web.secret),
      { execute: [oidcClient.allowInsecureRequests] },
    );
  });

  it('records the sign-in time, then suspension revokes refresh tokens and blocks sign-in', async () => {
    const user = await create({ username: 'suspect', password: 'Suspect-pass-1' });
    const tokens = await signIn('suspect', 'Suspect-pass-1');
    expect(tokens.refresh_token).toBeTruthy();
    const signedIn = await client.get(`/api/users/${user.id}`);
    expect(signedIn.body.lastSignInAt).toEqual(expect.any(Number));
    expect((await refresh(tokens.refresh_token!)).status).toBe(200);

    const suspended = await client.patch(`/api/users/${user.id}/is-suspended`, {
      isSuspended: true,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.isSuspended).toBe(true);
    const refused = await refresh(tokens.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    await expect(signIn('suspect', 'Suspect-pass-1')).rejects.toThrow(/401.*user\.suspended/);

    const lifted = await client.patch(`/api/users/${user.id}/is-suspended`, { isSuspended: false });
    expect(lifted.body.isSuspended).toBe(false);
    expect((await signIn('suspect', 'Suspect-pass-1')).access_token).toBeTruthy();
  });

  it('answers 404 for an unknown user and 400 without a boolean', async () => {
    expect(
      (await client.patch('/api/users/nobody/is-suspended', { isSuspended: true })).status,
    ).toBe(404);
    const user = await create({});
    expect((await client.patch(`/api/users/${user.id}/is-suspended`, {})).status).toBe(400);
  });

  it('signs a deleted user out too', async () => {
    const user = await create({ username: 'leaver', password: 'Leaver-pass-1' });
    const tokens = await signIn('leaver', 'Leaver-pass-1');
    expect((await client.delete(`/api/users/${user.id}`)).status).toBe(204);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
  });
});

describe('identities', () => {
  it('adds (201), replaces (200), reads and removes a social identity', async () => {
    const user = await create({});
    const added = await client.put(`/api/users/${user.id}/identities/github`, {
      userId: 'gh-1',
      details: { login: 'octo' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ github: { userId: 'gh-1', details: { login: 'octo' } } });
    const replaced = await client.put(`/api/users/${user.id}/identities/github`, {
      userId: 'gh-2',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ github: { userId: 'gh-2' } });
    const read = await client.get(`/api/users/${user.id}/identities/github`);
    expect(read.body).toEqual({ identity: { userId: 'gh-2' } });
    const removed = await client.delete(`/api/users/${user.id}/identities/github`);
    expect(removed.status).toBe(200);
    expect(removed.body.identities).toEqual({});
  });

  it('answers 404 user.identity_not_exist for a target the user is not linked to', async () => {
    const user = await create({});
    const read = await client.get(`/api/users/${user.id}/identities/google`);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('user.identity_not_exist');
    const removed = await client.delete(`/api/users/${user.id}/identities/google`);
    expect(removed.status).toBe(404);
    expect((await client.put('/api/users/nobody/identities/github', { userId: 'x' })).status).toBe(
      404,
    );
  });

  it('answers 404 for linking through a connector (none exist yet) and 400 without data', async () => {
    const user = await create({});
    const linked = await client.post(`/api/users/${user.id}/identities`, {
      connectorId: 'github-connector',
      connectorData: { code: 'x' },
    });
    expect(linked.status).toBe(404);
    expect(linked.body.code).toBe('entity.not_exists_with_id');
    expect((await client.post(`/api/users/${user.id}/identities`, {})).status).toBe(400);
  });
});

describe('mfa-verifications', () => {
  it('lists verifications without secrets and deletes one', async () => {
    const user = await create({});
    await run((tx) =>
      tx
        .update(users)
        .set({
          mfaVerifications: [
            { id: 'totp-1', type: 'Totp', key: 'SECRET', createdAt: '2024-01-01T00:00:00.000Z' },
            {
              id: 'codes-1',
              type: 'BackupCode',
              createdAt: '2024-01-02T00:00:00.000Z',
              codes: [{ code: 'a' }, { code: 'b', usedAt: '2024-01-03T00:00:00.000Z' }],
            },
            {
              id: 'key-1',
              type: 'WebAuthn',
              createdAt: '2024-01-04T00:00:00.000Z',
              lastUsedAt: '2024-01-05T00:00:00.000Z',
              credentialId: 'c',
              publicKey: 'p',
              counter: 0,
              agent: 'Firefox',
              name: 'Laptop',
            },
          ],
        })
        .where(eq(users.id, user.id)),
    );
    const listed = await client.get(`/api/users/${user.id}/mfa-verifications`);
    expect(listed.body).toEqual([
      { id: 'totp-1', type: 'Totp', createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 'codes-1', type: 'BackupCode', createdAt: '2024-01-02T00:00:00.000Z', remainCodes: 1 },
      {
        id: 'key-1',
        type: 'WebAuthn',
        createdAt: '2024-01-04T00:00:00.000Z',
        lastUsedAt: '2024-01-05T00:00:00.000Z',
        agent: 'Firefox',
        name: 'Laptop',
      },
    ]);
    expect((await client.delete(`/api/users/${user.id}/mfa-verifications/totp-1`)).status).toBe(
      204,
    );
    const after = await client.get(`/api/users/${user.id}/mfa-verifications`);
    expect(after.body.map(({ id }: { id: string }) => id)).toEqual(['codes-1', 'key-1']);
    const missing = await client.delete(`/api/users/${user.id}/mfa-verifications/totp-1`);
    expect(missing.status).toBe(404);
    expect((await client.get('/api/users/nobody/mfa-verifications')).status).toBe(404);
  });
});
