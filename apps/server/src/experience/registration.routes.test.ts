import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationRoleUsers, organizationUsers } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { findUserRoleNames } from '../queries/oidc-accounts.ts';
import { findSignInExperience, updateSignInExperience } from '../queries/sign-in-experiences.ts';
import { findUserByUsername } from '../queries/users.ts';
import { type Browser, createBrowser } from './testing/browser-client.ts';
import {
  createTestUser,
  type Harness,
  startHarness,
  testClientId,
} from './testing/experience-harness.ts';
import { logPayloads } from './testing/log-payloads.ts';

const breachedPassword = 'Breached-Password-42';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

let harness: Harness;
let pwnedServer: Server;
let pwnedOrigin: string;
const pwnedRequests: string[] = [];

beforeAll(async () => {
  // A local stand-in for the Pwned Passwords range API; `/broken/*` fails like an outage.
  pwnedServer = createServer((req, res) => {
    pwnedRequests.push(req.url ?? '');
    if (req.url?.startsWith('/broken/')) {
      res.writeHead(503).end();
      return;
    }
    const hash = sha1(breachedPassword);
    const prefix = req.url?.split('/range/')[1] ?? '';
    const lines = [
      '0018A45C4D1DEF81644B54AB7F969B88D65:1',
      '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2',
    ];
    if (prefix === hash.slice(0, 5)) lines.push(`${hash.slice(5)}:3303003`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  await new Promise<void>((resolve) => pwnedServer.listen(0, '127.0.0.1', resolve));
  pwnedOrigin = `http://127.0.0.1:${(pwnedServer.address() as AddressInfo).port}`;
  harness = await startHarness({ PWNED_PASSWORDS_URL: pwnedOrigin });
  await createTestUser(harness, 'default', {
    id: 'alice0000001',
    username: 'alice',
    password: 'Correct-Horse-9',
  });
});

afterAll(async () => {
  await harness?.close();
  await new Promise((resolve) => pwnedServer?.close(resolve));
});

const startRegistration = async (origin: string, clientId = testClientId) => {
  const browser = createBrowser(origin);
  await browser.startAuthorization(clientId);
  const started = await browser.request('/api/experience', {
    method: 'PUT',
    json: { interactionEvent: 'Register' },
  });
  expect(started.status).toBe(204);
  return browser;
};

const newIdentity = (browser: Browser, username: string, password: string) =>
  browser.request('/api/experience/verification/new-password-identity', {
    method: 'POST',
    json: { identifier: { type: 'username', value: username }, password },
  });

const setTenant = (tenantId: string, patch: Parameters<typeof updateSignInExperience>[1]) =>
  withTenant(harness.database.db, tenantId, (tx) => updateSignInExperience(tx, patch));

/** Registers `username` through the whole flow and returns the client callback URL. */
const register = async (browser: Browser, username: string, password: string) => {
  const verified = await newIdentity(browser, username, password);
  expect(verified.status).toBe(200);
  const { verificationId } = (await verified.json()) as { verificationId: string };
  const identified = await browser.request('/api/experience/identification', {
    method: 'POST',
    json: { verificationId },
  });
  expect(identified.status).toBe(201);
  const submitted = await browser.request('/api/experience/submit', { method: 'POST' });
  expect(submitted.status).toBe(200);
  const { redirectTo } = (await submitted.json()) as { redirectTo: string };
  return browser.followToCallback(redirectTo);
};

describe('experience registration with username and password', () => {
  it('creates the user with an Argon2id password and signs them in', async () => {
    const browser = await startRegistration(harness.main.origin);
    const callback = await register(browser, 'new_user', 'Fresh-Meadow-71');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const user = await withTenant(harness.database.db, 'default', (tx) =>
      findUserByUsername(tx, 'new_user'),
    );
    expect(user?.id).toMatch(/^[\da-z]{12}$/);
    expect(user?.passwordEncryptionMethod).toBe('Argon2id');
    expect(user?.passwordEncrypted).toMatch(/^\$argon2id\$/);
    expect(user?.applicationId).toBe(testClientId);
    expect(await logPayloads(harness, 'Interaction.Register.Submit')).toContainEqual(
      expect.objectContaining({ result: 'Success', userId: user?.id, applicationId: testClientId }),
    );
  });

  it('answers 422 user.username_already_in_use for a taken username', async () => {
    const browser = await startRegistration(harness.main.origin);
    const response = await newIdentity(browser, 'alice', 'Fresh-Meadow-71');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'user.username_already_in_use' });
  });

  it('answers 400 guard.invalid_input for a username that breaks the username rule', async () => {
    const browser = await startRegistration(harness.main.origin);
    const response = await newIdentity(browser, '1alice', 'Fresh-Meadow-71');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guard.invalid_input' });
  });

  it.each([
    ['too_short', 'Ab1!', { code: 'password_rejected.too_short', interpolation: { min: 8 } }],
    [
      'too_long',
      `${'Kx7-Pq2+Wm9'.repeat(24)}Zz`,
      { code: 'password_rejected.too_long', interpolation: { max: 256 } },
    ],
    [
      'unsupported_characters',
      'Pässwörd-Long-9',
      { code: 'password_rejected.unsupported_characters' },
    ],
    [
      'character_types',
      'correcthorsebattery',
      { code: 'password_rejected.character_types', interpolation: { min: 2 } },
    ],
    ['restricted.repetition', 'Aaaaaaaaaaaa', { code: 'password_rejected.restricted.repetition' }],
    ['restricted.sequence', 'Abcdefghijkl', { code: 'password_rejected.restricted.sequence' }],
    ['restricted.words', 'Gatehouse-1', { code: 'password_rejected.restricted.words' }],
    ['restricted.user_info', 'Maryanne-1', { code: 'password_rejected.restricted.user_info' }],
    ['pwned', breachedPassword, { code: 'password_rejected.pwned' }],
  ])('answers 422 password.rejected with the %s issue', async (_name, password, issue) => {
    await setTenant('default', {
      passwordPolicy: { characterTypes: { min: 2 }, rejects: { words: ['gatehouse'] } },
    });
    try {
      const browser = await startRegistration(harness.main.origin);
      const response = await newIdentity(browser, 'Maryanne', password);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { code: string; data: { issues: unknown[] } };
      expect(body.code).toBe('password.rejected');
      expect(body.data.issues).toContainEqual(issue);
    } finally {
      await setTenant('default', { passwordPolicy: {} });
    }
  });

  it('skips the breached check when the policy turns it off', async () => {
    await setTenant('default', { passwordPolicy: { rejects: { pwned: false } } });
    try {
      const before = pwnedRequests.length;
      const browser = await startRegistration(harness.main.origin);
      const response = await newIdentity(browser, 'unchecked', breachedPassword);
      expect(response.status).toBe(200);
      expect(pwnedRequests.length).toBe(before);
    } finally {
      await setTenant('default', { passwordPolicy: {} });
    }
  });

  it('accepts the password and logs a warning when the breached-password service fails', async () => {
    harness.app.env.PWNED_PASSWORDS_URL = `${pwnedOrigin}/broken`;
    try {
      const browser = await startRegistration(harness.main.origin);
      const response = await newIdentity(browser, 'during_outage', breachedPassword);
      expect(response.status).toBe(200);
      expect(harness.warnings.join('\n')).toContain('breached-password check failed');
    } finally {
      harness.app.env.PWNED_PASSWORDS_URL = pwnedOrigin;
    }
  });

  it.each([
    { event: 'Register', mode: 'SignIn', code: 'session.registration_disabled' },
    { event: 'SignIn', mode: 'Register', code: 'session.sign_in_disabled' },
  ] as const)(
    'refuses $event with 403 $code when the mode is $mode',
    async ({ event, mode, code }) => {
      await setTenant('default', { signInMode: mode });
      try {
        const browser = createBrowser(harness.main.origin);
        await browser.startAuthorization(testClientId);
        const response = await browser.request('/api/experience', {
          method: 'PUT',
          json: { interactionEvent: event },
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code });
      } finally {
        await setTenant('default', { signInMode: 'SignInAndRegister' });
      }
    },
  );
});

describe('the first account of the admin tenant', () => {
  it('becomes administrator of tenant default and closes registration', async () => {
    const browser = await startRegistration(harness.admin.origin, 'admin-console');
    const callback = await register(browser, 'admin', 'Fresh-Meadow-71');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const { user, roles, memberships, organizationRoles, experience } = await withTenant(
      harness.database.db,
      'admin',
      async (tx) => {
        const found = await findUserByUsername(tx, 'admin');
        const userId = found?.id ?? '';
        return {
          user: found,
          roles: (await findUserRoleNames(tx, userId)).sort(),
          memberships: await tx
            .select()
            .from(organizationUsers)
            .where(eq(organizationUsers.userId, userId)),
          organizationRoles: await tx
            .select()
            .from(organizationRoleUsers)
            .where(eq(organizationRoleUsers.userId, userId)),
          experience: await findSignInExperience(tx),
        };
      },
    );
    expect(user).toBeDefined();
    expect(roles).toEqual(['default:admin', 'user']);
    expect(memberships.map(({ organizationId }) => organizationId)).toEqual(['t-default']);
    expect(organizationRoles).toEqual([
      expect.objectContaining({ organizationId: 't-default', organizationRoleId: 'admin' }),
    ]);
    expect(experience?.signInMode).toBe('SignIn');
  });

  it('refuses any later registration with 403 session.registration_disabled', async () => {
    const browser = createBrowser(harness.admin.origin);
    await browser.startAuthorization('admin-console');
    const response = await browser.request('/api/experience', {
      method: 'PUT',
      json: { interactionEvent: 'Register' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session.registration_disabled' });
  });

  it('still refuses registration when the mode is opened again by hand', async () => {
    await setTenant('admin', { signInMode: 'SignInAndRegister' });
    try {
      const browser = await (async () => {
        const b = createBrowser(harness.admin.origin);
        await b.startAuthorization('admin-console');
        return b;
      })();
      const response = await browser.request('/api/experience', {
        method: 'PUT',
        json: { interactionEvent: 'Register' },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'session.registration_disabled' });
    } finally {
      await setTenant('admin', { signInMode: 'SignIn' });
    }
  });
});
