import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { startExperience } from './helpers/experience-driver.ts';
import { codeInMail, startSmtpReceiver } from './helpers/message-receivers.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

/**
 * Issue 10, account center: the management settings, the Account API with a real user token from
 * the OIDC flow (field access Off / ReadOnly / Edit, sensitive changes behind a verification
 * record, a new e-mail proved by a code that really arrives over SMTP), and the captcha of
 * `PUT /api/experience` checked against a local verify endpoint that says yes or no.
 */
const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const web = { id: 'account-web', secret: 'account-web-secret-0123456789ab' };
const redirectUri = 'http://localhost:5177/callback';
const password = 'Correct-Horse-42!';
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-account-1' };

let server: RunningServer;
let client: ApiClient;
let config: oidcClient.Configuration;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const verifier = { tokens: [] as string[], close: () => {} };
let verifierUrl = '';

/** A fake Turnstile siteverify: `good-token` passes, anything else fails. */
const startCaptchaVerifier = async () => {
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      verifier.tokens.push(form.get('response') ?? '');
      const success =
        form.get('secret') === 'turnstile-secret' && form.get('response') === 'good-token';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  verifier.close = () => http.close();
  verifierUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/siteverify`;
};

const createUser = async (username: string, email?: string) => {
  const response = await client.post('/api/users', {
    username,
    password,
    ...(email ? { primaryEmail: email } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { id: string }).id;
};

/** Signs the user in through /oidc/auth and the experience API: the user's opaque access token. */
const userToken = async (username: string, captchaToken?: string) => {
  const codeVerifier = oidcClient.randomPKCECodeVerifier();
  const url = oidcClient.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email custom_data identities',
    code_challenge: await oidcClient.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const flow = await startExperience(url.href);
  const started = await flow.call('PUT', '/api/experience', {
    interactionEvent: 'SignIn',
    ...(captchaToken ? { captchaToken } : {}),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(204);
  const verified = await flow.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status).toBe(200);
  expect(
    (
      await flow.call('POST', '/api/experience/identification', {
        verificationId: verified.body.verificationId,
      })
    ).status,
  ).toBe(204);
  const submitted = await flow.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const callback = await flow.finish(submitted.body.redirectTo as string, redirectUri);
  const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: codeVerifier,
  });
  return tokens.access_token;
};

/** A call of the Account / Verifications API with a user token. */
const asUser = async (
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${server.mainUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && /^[[{]/.test(text) ? JSON.parse(text) : text) as Record<string, unknown>,
  };
};

const passwordRecord = async (token: string) => {
  const created = await asUser(token, 'POST', '/api/verifications/password', { password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.verificationRecordId as string;
};

beforeAll(async () => {
  await startCaptchaVerifier();
  smtp = await startSmtpReceiver(smtpLogin);
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
    CAPTCHA_TURNSTILE_VERIFY_URL: verifierUrl,
  });
  client = await createManagementClient(server, bootstrap);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Account web app',
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
  const connector = await client.post('/api/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: smtpLogin,
      fromEmail: 'no-reply@gatehouse.test',
    },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  verifier.close();
});

describe('account center settings (management API)', () => {
  it('answers the defaults before any write, then stores a patch', async () => {
    const initial = await client.get('/api/account-center');
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ id: 'default', enabled: false, fields: {} });
    const patched = await client.patch('/api/account-center', {
      enabled: true,
      fields: { name: 'Edit', username: 'ReadOnly', email: 'Edit', password: 'Edit', mfa: 'Edit' },
      webauthnRelatedOrigins: ['https://accounts.example.com'],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await client.get('/api/account-center')).body).toMatchObject({
      enabled: true,
      fields: { name: 'Edit', username: 'ReadOnly' },
      webauthnRelatedOrigins: ['https://accounts.example.com'],
    });
    const invalid = await client.patch('/api/account-center', { fields: { name: 'Sometimes' } });
    expect(invalid.status).toBe(400);
  });
});

describe('Account API with a user token', () => {
  let token = '';
  let userId = '';
  beforeAll(async () => {
    userId = await createUser('acct_ada', 'ada@example.com');
    token = await userToken('acct_ada');
  });

  it('refuses requests without a valid user token', async () => {
    const anonymous = await fetch(`${server.mainUrl}/api/my-account`);
    expect(anonymous.status).toBe(401);
    expect((await asUser('not-a-token', 'GET', '/api/my-account')).status).toBe(401);
  });

  it('reads the account and edits a field set to Edit', async () => {
    const me = await asUser(token, 'GET', '/api/my-account');
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({ id: userId, username: 'acct_ada' });
    // avatar is Off: not shown.
    expect(me.body).not.toHaveProperty('avatar');
    const renamed = await asUser(token, 'PATCH', '/api/my-account', { name: 'Ada L.' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('Ada L.');
  });

  it('refuses a ReadOnly field and an Off field', async () => {
    const username = await asUser(token, 'PATCH', '/api/my-account', { username: 'ada_new' });
    expect({ status: username.status, code: username.body.code }).toEqual({
      status: 400,
      code: 'account_center.field_not_editable',
    });
    const avatar = await asUser(token, 'PATCH', '/api/my-account', {
      avatar: 'https://example.com/a.png',
    });
    expect(avatar.body.code).toBe('account_center.field_not_enabled');
    const stored = await client.get(`/api/users/${userId}`);
    expect((stored.body as { username: string }).username).toBe('acct_ada');
  });

  it('changes the password only with a fresh verification record, used once', async () => {
    const without = await asUser(token, 'POST', '/api/my-account/password', {
      password: 'Another-Horse-43!',
    });
    expect({ status: without.status, code: without.body.code }).toEqual({
      status: 401,
      code: 'verification_record.permission_denied',
    });
    const wrong = await asUser(token, 'POST', '/api/verifications/password', {
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(422);
    const recordId = await passwordRecord(token);
    const changed = await asUser(
      token,
      'POST',
      '/api/my-account/password',
      { password: 'Another-Horse-43!' },
      { 'logto-verification-id': recordId },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    const again = await asUser(
      token,
      'POST',
      '/api/my-account/password',
      { password: password },
      { 'logto-verification-id': recordId },
    );
    expect(again.status).toBe(401);
    const check = await client.post(`/api/users/${userId}/password/verify`, {
      password: 'Another-Horse-43!',
    });
    expect(check.status).toBe(204);
    // Back to the shared password (through the management API) for the next tests.
    expect((await client.patch(`/api/users/${userId}/password`, { password })).status).toBe(200);
  });

  it('changes the primary e-mail with a code that arrived by SMTP', async () => {
    const newEmail = 'ada.new@example.com';
    const sent = await asUser(token, 'POST', '/api/verifications/verification-code', {
      identifier: { type: 'email', value: newEmail },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = smtp.mails.filter(({ to }) => to.includes(newEmail)).at(-1);
    const code = codeInMail(mail!)!;
    const badCode = code === '000000' ? '111111' : '000000';
    const wrong = await asUser(token, 'POST', '/api/verifications/verification-code/verify', {
      identifier: { type: 'email', value: newEmail },
      verificationId: sent.body.verificationRecordId,
      code: badCode,
    });
    expect(wrong.status).toBe(400);
    const verified = await asUser(token, 'POST', '/api/verifications/verification-code/verify', {
      identifier: { type: 'email', value: newEmail },
      verificationId: sent.body.verificationRecordId,
      code,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const changed = await asUser(
      token,
      'POST',
      '/api/my-account/primary-email',
      { email: newEmail, newIdentifierVerificationRecordId: verified.body.verificationRecordId },
      { 'logto-verification-id': await passwordRecord(token) },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    const stored = await client.get(`/api/users/${userId}`);
    expect((stored.body as { primaryEmail: string }).primaryEmail).toBe(newEmail);
  });

  it('adds a TOTP proved by a code, lists and removes it', async () => {
    const { secret } = (
      await asUser(token, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate')
    ).body as { secret: string };
    const { TOTP, Secret } = await import('otpauth');
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const totp = await asUser(
      token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'Totp', secret, code },
      { 'logto-verification-id': await passwordRecord(token) },
    );
    expect(totp.status, JSON.stringify(totp.body)).toBe(204);
    const listed = await asUser(token, 'GET', '/api/my-account/mfa-verifications');
    expect(listed.status).toBe(200);
    const entries = listed.body as unknown as { id: string; type: string }[];
    expect(entries.map(({ type }) => type)).toEqual(['Totp']);
    const removed = await asUser(
      token,
      'DELETE',
      `/api/my-account/mfa-verifications/${entries[0]!.id}`,
      undefined,
      { 'logto-verification-id': await passwordRecord(token) },
    );
    expect(removed.status).toBe(204);
  });

  it('refuses everything while the account center is off', async () => {
    await client.patch('/api/account-center', { enabled: false });
    const me = await asUser(token, 'GET', '/api/my-account');
    expect({ status: me.status, code: me.body.code }).toEqual({
      status: 400,
      code: 'account_center.not_enabled',
    });
    await client.patch('/api/account-center', { enabled: true });
  });
});

describe('captcha at PUT /api/experience', () => {
  it('stores the provider with its secret sealed, answers it to the management API', async () => {
    const put = await client.put('/api/captcha-provider', {
      config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'turnstile-secret' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await client.get('/api/captcha-provider')).body).toMatchObject({
      config: { type: 'Turnstile', secretKey: 'turnstile-secret' },
    });
    const raw = await server.gatehouse.context.database.db.execute(
      'select config from captcha_providers' as never,
    );
    expect(JSON.stringify(raw)).not.toContain('turnstile-secret');
  });

  it('refuses a missing or bad token and accepts one the verifier passes', async () => {
    await createUser('captcha_cy');
    expect(
      (await client.patch('/api/sign-in-exp', { captchaPolicy: { enabled: true } })).status,
    ).toBe(200);
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(
        oidcClient.randomPKCECodeVerifier(),
      ),
      code_challenge_method: 'S256',
    });
    const flow = await startExperience(url.href);
    const missing = await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 422,
      code: 'session.captcha_required',
    });
    const bad = await flow.call('PUT', '/api/experience', {
      interactionEvent: 'SignIn',
      captchaToken: 'bad-token',
    });
    expect({ status: bad.status, code: bad.body.code }).toEqual({
      status: 422,
      code: 'session.captcha_failed',
    });
    expect(verifier.tokens).toContain('bad-token');
    // The sign-in page is told which widget to show, and nothing secret.
    const experience = await flow.call('GET', '/api/.well-known/sign-in-exp');
    expect(experience.body.captchaConfig).toEqual({
      type: 'Turnstile',
      siteKey: 'site-key',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    });
    expect(JSON.stringify(experience.body)).not.toContain('turnstile-secret');
    // A whole sign-in with a passing token.
    expect(await userToken('captcha_cy', 'good-token')).toBeTruthy();
    expect((await client.delete('/api/captcha-provider')).status).toBe(204);
    expect((await client.get('/api/captcha-provider')).status).toBe(404);
    await client.patch('/api/sign-in-exp', { captchaPolicy: { enabled: false } });
    // With the policy off (or no provider) the page shows no widget, as no token is asked for.
    const off = await flow.call('GET', '/api/.well-known/sign-in-exp');
    expect(off.body).not.toHaveProperty('captchaConfig');
  });
});
