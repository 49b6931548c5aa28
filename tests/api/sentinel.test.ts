import { createHash, randomBytes } from 'node:crypto';
import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { argon2CallCount } from '@gatehouse/server/src/services/passwords.ts';
import {
  redisServerAvailable,
  startTestRedis,
  type TestRedis,
} from '@gatehouse/server/src/test-utils/redis-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { CookieJar } from './helpers/browserless-flow.ts';
import { bootstrap } from './helpers/management-server.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// Issue 10, account protection: the sentinel locks an identifier after the policy's failures
// (whatever password follows), the management API unlocks it, and a per-IP limit answers 429
// before the server spends any Argon2 work, shared by two nodes through Redis.

const web = { id: 'sentinel-web', secret: 'sentinel-web-secret-0123456789' };
const redirectUri = 'http://localhost:5175/callback';
const password = 'Correct-Horse-Battery-9';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startWithApp = async (env: Record<string, string>) => {
  const server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
    ...env,
  });
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Sentinel web app',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  return { server, client: await createManagementClient(server, bootstrap) };
};

/** A browser-like session with a SignIn interaction started on `server`. */
const startSignIn = async (server: RunningServer) => {
  const jar = new CookieJar();
  const challenge = createHash('sha256')
    .update(randomBytes(32).toString('base64url'))
    .digest('base64url');
  let url = new URL(`${server.mainUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: web.id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  for (let hop = 0; hop < 10 && url.pathname !== '/sign-in'; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${response.status}`);
    url = new URL(location, url);
  }
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, server.mainUrl), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as { code?: string; verificationId?: string },
    };
  };
  expect((await call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  return {
    verifyPassword: (username: string, secret: string) =>
      call('POST', '/api/experience/verification/password', {
        identifier: { type: 'username', value: username },
        password: secret,
      }),
  };
};

const createUser = async (client: ApiClient, username: string) => {
  const created = await client.post('/api/users', { username, password });
  expect(created.status).toBe(200);
};

const setSentinelPolicy = async (
  client: ApiClient,
  sentinelPolicy: { maxAttempts?: number; lockoutDuration?: number },
) => {
  const patched = await client.patch('/api/sign-in-exp', { sentinelPolicy });
  expect(patched.status).toBe(200);
};

describe('sentinel lockout', () => {
  let server: RunningServer;
  let client: ApiClient;

  beforeAll(async () => {
    // The IP limit is off here: these tests count failures on one identifier.
    ({ server, client } = await startWithApp({ SIGN_IN_RATE_LIMIT: '0' }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('locks after 100 wrong passwords by default and refuses the right one without hashing', async () => {
    await createUser(client, 'hundred');
    const browser = await startSignIn(server);
    for (let attempt = 1; attempt < 100; attempt++) {
      const wrong = await browser.verifyPassword('hundred', `wrong-${attempt}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('session.invalid_credentials');
    }
    const hundredth = await browser.verifyPassword('hundred', 'wrong-100');
    expect(hundredth.status).toBe(400);
    expect(hundredth.body.code).toBe('session.verification_blocked_too_many_attempts');

    const hashesBefore = argon2CallCount();
    const right = await browser.verifyPassword('hundred', password);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('session.verification_blocked_too_many_attempts');
    expect(argon2CallCount()).toBe(hashesBefore);
    // A fresh interaction is no way around it.
    const other = await startSignIn(server);
    expect((await other.verifyPassword('hundred', password)).status).toBe(400);
    // 100 Argon2 verifications: minutes on a busy 2-core machine.
  }, 240_000);

  it('unlocks through POST /api/sentinel-activities/delete', async () => {
    await createUser(client, 'unlockme');
    await setSentinelPolicy(client, { maxAttempts: 3, lockoutDuration: 60 });
    const browser = await startSignIn(server);
    for (const attempt of [1, 2]) {
      expect((await browser.verifyPassword('unlockme', `nope-${attempt}`)).status).toBe(422);
    }
    expect((await browser.verifyPassword('unlockme', 'nope-3')).body.code).toBe(
      'session.verification_blocked_too_many_attempts',
    );
    expect((await browser.verifyPassword('unlockme', password)).status).toBe(400);

    const unlocked = await client.post('/api/sentinel-activities/delete', {
      targetType: 'User',
      targets: ['unlockme'],
    });
    expect(unlocked.status).toBe(204);
    expect((await browser.verifyPassword('unlockme', password)).status).toBe(200);
  });

  it('releases the lock once the configured duration has passed', async () => {
    await createUser(client, 'expires');
    // 0.04 minutes = 2.4 s.
    await setSentinelPolicy(client, { maxAttempts: 2, lockoutDuration: 0.04 });
    const browser = await startSignIn(server);
    expect((await browser.verifyPassword('expires', 'bad-1')).status).toBe(422);
    expect((await browser.verifyPassword('expires', 'bad-2')).status).toBe(400);
    expect((await browser.verifyPassword('expires', password)).status).toBe(400);
    await sleep(2600);
    expect((await browser.verifyPassword('expires', password)).status).toBe(200);
  });

  it('counts unknown identifiers like known ones and resets the count on success', async () => {
    await setSentinelPolicy(client, { maxAttempts: 2, lockoutDuration: 60 });
    const browser = await startSignIn(server);
    expect((await browser.verifyPassword('ghost', 'x1')).status).toBe(422);
    expect((await browser.verifyPassword('ghost', 'x2')).body.code).toBe(
      'session.verification_blocked_too_many_attempts',
    );

    await createUser(client, 'resets');
    expect((await browser.verifyPassword('resets', 'x1')).status).toBe(422);
    expect((await browser.verifyPassword('resets', password)).status).toBe(200);
    expect((await browser.verifyPassword('resets', 'x2')).status).toBe(422);
  });
});

type UserLock = { isLocked: boolean; lockedUntil: number | null; identifiers: string[] };

// Gatehouse's own read of a user's lock (the console's user page); Logto has none. Its OpenAPI
// row is listed as Gatehouse's own in conformance/operations.conformance.test.ts, its answers are
// rows of conformance/account-cases.ts, and fuzz/management-sign-in-configuration.test.ts fuzzes
// it with the rest of the `sentinel-activities` area.
describe('GET /api/sentinel-activities/users/{userId}/lock', () => {
  let server: RunningServer;
  let client: ApiClient;

  beforeAll(async () => {
    ({ server, client } = await startWithApp({ SIGN_IN_RATE_LIMIT: '0' }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const lockOf = (userId: string) =>
    client.get<UserLock>(`/api/sentinel-activities/users/${userId}/lock`);

  it('answers the lock state: locked after failures, free again after the unlock', async () => {
    const created = await client.post<{ id: string }>('/api/users', {
      username: 'lockstate',
      password,
    });
    expect(created.status).toBe(200);
    const userId = created.body.id;
    await setSentinelPolicy(client, { maxAttempts: 2, lockoutDuration: 30 });
    expect(await lockOf(userId)).toMatchObject({
      status: 200,
      body: { isLocked: false, lockedUntil: null, identifiers: [] },
    });

    const browser = await startSignIn(server);
    const before = Date.now();
    expect((await browser.verifyPassword('lockstate', 'wrong-1')).status).toBe(422);
    // One failure short of the limit is no lock yet.
    expect((await lockOf(userId)).body.isLocked).toBe(false);
    expect((await browser.verifyPassword('lockstate', 'wrong-2')).status).toBe(400);
    const after = Date.now();

    const locked = await lockOf(userId);
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ isLocked: true, identifiers: ['lockstate'] });
    // Locked for the policy's 30 minutes from the failure that reached the limit.
    const thirtyMinutes = 30 * 60 * 1000;
    expect(locked.body.lockedUntil).toBeGreaterThanOrEqual(before + thirtyMinutes - 1000);
    expect(locked.body.lockedUntil).toBeLessThanOrEqual(after + thirtyMinutes + 1000);

    const unlocked = await client.post('/api/sentinel-activities/delete', {
      targetType: 'User',
      targets: ['lockstate'],
    });
    expect(unlocked.status).toBe(204);
    expect(await lockOf(userId)).toMatchObject({
      status: 200,
      body: { isLocked: false, lockedUntil: null, identifiers: [] },
    });
    expect((await browser.verifyPassword('lockstate', password)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await lockOf('no-such-user-id');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'entity.not_exists_with_id' });
  });

  it('answers 401 without a token', async () => {
    const created = await client.post<{ id: string }>('/api/users', { username: 'lockanon' });
    expect(created.status).toBe(200);
    const response = await fetch(
      `${server.mainUrl}/api/sentinel-activities/users/${created.body.id}/lock`,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'auth.authorization_header_missing' });
  });
});

describe('per-IP limit on the password endpoint', () => {
  let server: RunningServer;
  let client: ApiClient;

  beforeAll(async () => {
    ({ server, client } = await startWithApp({
      SIGN_IN_RATE_LIMIT: '5',
      SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '3600',
    }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 with Retry-After past the limit and spends no Argon2 hash on refused guesses', async () => {
    await createUser(client, 'target');
    const browser = await startSignIn(server);
    for (let guess = 1; guess <= 5; guess++) {
      expect((await browser.verifyPassword('target', `guess-${guess}`)).status).toBe(422);
    }
    const hashesBefore = argon2CallCount();
    const cpuBefore = process.cpuUsage();
    const refused = [];
    for (let guess = 6; guess <= 200; guess++) {
      refused.push(await browser.verifyPassword('target', `guess-${guess}`));
    }
    const cpu = process.cpuUsage(cpuBefore);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    const [first] = refused;
    expect(first?.body.code).toBe('request.rate_limited');
    const retryAfter = Number(first?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A sliding-window count: six hits of this hour (five allowed, one refused) weigh on the next
    // hour too, until fewer than five of them remain in its share. So the wait is at least a third
    // of the window (1,200 s) and, late in the hour, reaches into the next one (up to 4,800 s).
    expect(retryAfter).toBeGreaterThanOrEqual(1_200);
    expect(retryAfter).toBeLessThanOrEqual(4_800);
    expect(argon2CallCount()).toBe(hashesBefore);
    // 195 Argon2 verifications take seconds of CPU; the refusals took a small fraction of that.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000);
    // Even the right password waits for the window: the limit does not look at the body.
    expect((await browser.verifyPassword('target', password)).status).toBe(429);
  });
});

const hasRedis = redisServerAvailable();
if (!hasRedis) console.warn('shared rate-limit test skipped: redis-server is not installed');

describe.skipIf(!hasRedis)('per-IP limit shared by two nodes through Redis', () => {
  let redis: TestRedis;
  let nodeA: RunningServer;
  let nodeB: RunningServer;

  beforeAll(async () => {
    redis = await startTestRedis();
    const env = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `sentinel-${crypto.randomUUID()}`,
      SIGN_IN_RATE_LIMIT: '4',
      SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '3600',
    };
    ({ server: nodeA } = await startWithApp(env));
    ({ server: nodeB } = await startWithApp(env));
  });
  afterAll(async () => {
    await nodeA?.stop();
    await nodeB?.stop();
    await redis?.stop();
  });

  it('counts the requests of one IP on both nodes together', async () => {
    const onA = await startSignIn(nodeA);
    const onB = await startSignIn(nodeB);
    expect((await onA.verifyPassword('nobody', 'a1')).status).toBe(422);
    expect((await onB.verifyPassword('nobody', 'b1')).status).toBe(422);
    expect((await onA.verifyPassword('nobody', 'a2')).status).toBe(422);
    expect((await onB.verifyPassword('nobody', 'b2')).status).toBe(422);
    // The fifth request of this IP, wherever it lands, is one too many.
    const fifth = await onA.verifyPassword('nobody', 'a3');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await onB.verifyPassword('nobody', 'b3')).status).toBe(429);
  });
});
