import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-scope.ts';
import { findUserById, insertUser } from '../queries/users.ts';
import { createBrowser } from './testing/browser-client.ts';
import {
  createTestUser,
  type Harness,
  startHarness,
  testClientId,
} from './testing/experience-harness.ts';
import { logPayloads } from './testing/log-payloads.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await createTestUser(harness, 'default', {
    id: 'alice0000001',
    username: 'alice',
    password: 'Correct-Horse-9',
  });
  await createTestUser(harness, 'default', {
    id: 'suspended001',
    username: 'mallory',
    password: 'Correct-Horse-9',
    isSuspended: true,
  });
});

afterAll(async () => {
  await harness?.close();
});

/** A browser with a fresh interaction, its event set to SignIn. */
const startSignIn = async () => {
  const browser = createBrowser(harness.main.origin);
  const location = await browser.startAuthorization(testClientId);
  expect(new URL(location, harness.main.origin).pathname).toBe('/sign-in');
  const started = await browser.request('/api/experience', {
    method: 'PUT',
    json: { interactionEvent: 'SignIn' },
  });
  expect(started.status).toBe(204);
  return browser;
};

const verifyPassword = (
  browser: ReturnType<typeof createBrowser>,
  username: string,
  password: string,
) =>
  browser.request('/api/experience/verification/password', {
    method: 'POST',
    json: { identifier: { type: 'username', value: username }, password },
  });

describe('experience sign-in with username and password', () => {
  it('signs in, follows the provider through auto-consent and lands on the callback with a code', async () => {
    const browser = await startSignIn();
    const verified = await verifyPassword(browser, 'alice', 'Correct-Horse-9');
    expect(verified.status).toBe(200);
    const { verificationId } = (await verified.json()) as { verificationId: string };

    const identified = await browser.request('/api/experience/identification', {
      method: 'POST',
      json: { verificationId },
    });
    expect(identified.status).toBe(204);

    const state = await browser.request('/api/experience/interaction');
    expect(await state.json()).toEqual({
      interactionEvent: 'SignIn',
      userId: 'alice0000001',
      profile: {},
      verificationRecords: [
        {
          id: verificationId,
          type: 'Password',
          identifier: { type: 'username', value: 'alice' },
          verified: true,
        },
      ],
    });

    const submitted = await browser.request('/api/experience/submit', { method: 'POST' });
    expect(submitted.status).toBe(200);
    const { redirectTo } = (await submitted.json()) as { redirectTo: string };
    expect(redirectTo).toContain('/oidc/auth/');

    const callback = await browser.followToCallback(redirectTo);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('test-state');

    const user = await withTenant(harness.database.db, 'default', (tx) =>
      findUserById(tx, 'alice0000001'),
    );
    expect(user?.lastSignInAt).toBeInstanceOf(Date);
    expect(await logPayloads(harness, 'Interaction.SignIn.Submit')).toContainEqual(
      expect.objectContaining({
        result: 'Success',
        userId: 'alice0000001',
        applicationId: testClientId,
        ip: expect.any(String),
      }),
    );
  });

  it('answers the same 422 session.invalid_credentials for an unknown user and a wrong password', async () => {
    const browser = await startSignIn();
    const unknown = await verifyPassword(browser, 'nobody', 'Correct-Horse-9');
    const wrong = await verifyPassword(browser, 'alice', 'Wrong-Horse-9');
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    const [unknownBody, wrongBody] = await Promise.all([unknown.json(), wrong.json()]);
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownBody).toMatchObject({ code: 'session.invalid_credentials' });

    expect(await logPayloads(harness, 'Interaction.SignIn.Submit')).toContainEqual(
      expect.objectContaining({
        result: 'Error',
        error: 'session.invalid_credentials',
        userId: 'alice0000001',
      }),
    );
  });

  it('upgrades an imported SHA-256 digest to Argon2id on sign-in', async () => {
    await withTenant(harness.database.db, 'default', (tx) =>
      insertUser(tx, {
        id: 'imported0001',
        username: 'imported',
        passwordEncrypted: createHash('sha256').update('Legacy-Pass-42').digest('hex'),
        passwordEncryptionMethod: 'SHA256',
      }),
    );
    const browser = await startSignIn();
    const response = await verifyPassword(browser, 'imported', 'Legacy-Pass-42');
    expect(response.status).toBe(200);
    const user = await withTenant(harness.database.db, 'default', (tx) =>
      findUserById(tx, 'imported0001'),
    );
    expect(user?.passwordEncryptionMethod).toBe('Argon2id');
    expect(user?.passwordEncrypted).toMatch(/^\$argon2id\$/);
  });

  it('refuses a suspended user with 401 user.suspended after a correct password', async () => {
    const browser = await startSignIn();
    const response = await verifyPassword(browser, 'mallory', 'Correct-Horse-9');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'user.suspended' });
  });

  it('answers 400 session.not_found without an interaction cookie', async () => {
    const browser = createBrowser(harness.main.origin);
    for (const [path, method, json] of [
      ['/api/experience', 'PUT', { interactionEvent: 'SignIn' }],
      ['/api/experience/interaction', 'GET', undefined],
      ['/api/experience/submit', 'POST', undefined],
    ] as const) {
      const response = await browser.request(path, { method, json });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'session.not_found' });
    }
  });

  it('answers 404 session.identifier_not_found when submitting before identification', async () => {
    const browser = await startSignIn();
    const response = await browser.request('/api/experience/submit', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'session.identifier_not_found' });
  });

  it('answers 400 guard.invalid_input for an empty password', async () => {
    const browser = await startSignIn();
    const response = await verifyPassword(browser, 'alice', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guard.invalid_input' });
  });
});

describe('GET /api/.well-known/sign-in-exp', () => {
  it('returns the tenant row as a PublicSignInExperience', async () => {
    const response = await fetch(`${harness.main.origin}/api/.well-known/sign-in-exp`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      tenantId: 'default',
      id: 'default',
      signInMode: 'SignInAndRegister',
      signUp: { identifiers: ['username'], password: true, verify: false },
      passwordPolicy: {},
      socialConnectors: [],
      ssoConnectors: [],
      forgotPassword: { phone: false, email: false },
      isDevelopmentTenant: false,
    });
    expect(body).not.toHaveProperty('forgotPasswordMethods');
    expect(body).not.toHaveProperty('emailBlocklistPolicy');
  });
});
