import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import * as oidcClient from 'openid-client';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../helpers/api-client.ts';
import type { RunningServer } from '../helpers/server.ts';
import { passwordSignInAccessToken } from '../helpers/user-access-token.ts';
import { emptyFindings, runCases, type Target } from './fuzz-runner.ts';
import { announceSeed, errorLogMessages, randomFor, startFuzzServer } from './fuzz-setup.ts';
import { casesFor, type FuzzCase, type Operation } from './openapi-cases.ts';

// The Account and Verifications APIs (`/api/my-account/*`, `/api/verifications/*`) from
// GET /api/swagger.json, as a real user: the bearer token is the one a real sign-in gives
// (openid-client, authorization code + PKCE), and every operation also gets a fresh
// `logto-verification-id` so its sensitive writes get past the permission check to the work.
// No 5xx, no error-level log, no leak of stack or SQL, no stored change after a failed write,
// and a malformed body answers 400 (413 over the size limit), as the contract's guard does.

const seed = announceSeed('account API fuzz');
const redirectUri = 'https://fuzz.example.com/account-callback';
const password = 'Fuzz-Account-pass-1234';
const web = { id: 'fuzz-account-web', secret: 'fuzz-account-web-secret-0123456' };

let server: RunningServer;
let setup: Awaited<ReturnType<typeof startFuzzServer>>;
let client: ApiClient;
let userId = '';
let token = '';
let totpEntryId = '';

const isAccountApi = (operation: Operation) =>
  operation.path.startsWith('/api/my-account') || operation.path.startsWith('/api/verifications');

const asUser = async (method: string, path: string, body?: unknown, headers = {}) => {
  const response = await fetch(`${server.mainUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, string>,
  };
};

/**
 * A permission record for the next sensitive change. The password is set back first: a valid
 * `POST /api/my-account/password` case may have changed it.
 */
const freshPermission = async () => {
  const reset = await client.patch(`/api/users/${userId}/password`, { password });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const record = await asUser('POST', '/api/verifications/password', { password });
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  return record.body.verificationRecordId!;
};

beforeAll(async () => {
  setup = await startFuzzServer();
  server = setup.server;
  client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Fuzz account web',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  const center = await client.patch('/api/account-center', {
    enabled: true,
    fields: Object.fromEntries(
      ['name', 'avatar', 'profile', 'email', 'phone', 'password', 'username', 'social']
        .concat(['customData', 'mfa', 'passkey'])
        .map((field) => [field, 'Edit']),
    ),
  });
  expect(center.status, JSON.stringify(center.body)).toBe(200);
  const user = await client.post<{ id: string }>('/api/users', {
    username: 'fuzz_account',
    password,
    primaryEmail: 'fuzz.account@example.com',
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  userId = user.body.id;
  const config = await oidcClient.discovery(
    new URL(`${server.mainUrl}/oidc`),
    web.id,
    undefined,
    oidcClient.ClientSecretBasic(web.secret),
    { execute: [oidcClient.allowInsecureRequests] },
  );
  token = await passwordSignInAccessToken(config, {
    redirectUri,
    scope: 'openid profile email phone identities custom_data',
    username: 'fuzz_account',
    password,
  });
  // A bound factor, so the routes naming one have a real id to work on.
  const { secret } = (
    await asUser('POST', '/api/my-account/mfa-verifications/totp-secret/generate')
  ).body as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const bound = await asUser(
    'POST',
    '/api/my-account/mfa-verifications',
    { type: 'Totp', secret, code },
    { 'logto-verification-id': await freshPermission() },
  );
  expect(bound.status, JSON.stringify(bound.body)).toBe(204);
  const entries = (await asUser('GET', '/api/my-account/mfa-verifications')).body as unknown as {
    id: string;
  }[];
  totpEntryId = entries[0]!.id;
});
afterAll(async () => {
  await server?.stop();
});

/** Whole-body faults the route's guard answers before any work: 400, or 413 over the limit. */
const malformedBodyStatus = (fuzzCase: FuzzCase) => {
  if (fuzzCase.label === 'body: over BODY_LIMIT') return 413;
  if (fuzzCase.label.startsWith('body: ')) return 400;
  return undefined;
};

// Password verification last: its failures count towards the sentinel's lockout of the user.
const byLockoutRisk = (left: Operation, right: Operation) =>
  Number(left.path === '/api/verifications/password') -
  Number(right.path === '/api/verifications/password');

describe('fuzzing the Account and Verifications APIs with a real user token', () => {
  it('answers no hostile request with 5xx, leaks nothing, and refuses malformed bodies with 400', async () => {
    const operations = setup.operations.filter(isAccountApi).sort(byLockoutRisk);
    // Every route of the account router is in the document (strict registry), so this is all of them.
    for (const expected of [
      'GET /api/my-account',
      'POST /api/my-account/mfa-verifications',
      'PATCH /api/my-account/mfa-verifications/{verificationId}/name',
      'DELETE /api/my-account/mfa-verifications/{verificationId}',
      'POST /api/verifications/password',
      'POST /api/verifications/web-authn/registration',
      'POST /api/verifications/web-authn/registration/verify',
    ])
      expect(operations.map(({ method, path }) => `${method} ${path}`)).toContain(expected);
    const findings = emptyFindings();
    const wrongStatuses: string[] = [];
    for (const operation of operations) {
      const target: Target = {
        origin: server.mainUrl,
        headers: {
          authorization: `Bearer ${token}`,
          'logto-verification-id': await freshPermission(),
        },
        tenantId: 'default',
      };
      const cases = casesFor(operation, {
        random: randomFor(seed, operation),
        realParameter: (_operation, name) =>
          ({ verificationId: totpEntryId, target: 'fuzz-connector' })[name],
        bodyLimit: server.gatehouse.context.env.BODY_LIMIT,
      });
      await runCases(
        server.gatehouse.context.database.db,
        operation,
        cases,
        target,
        findings,
        (fuzzCase, { status, text }) => {
          const expected = malformedBodyStatus(fuzzCase);
          if (expected !== undefined && status !== expected)
            wrongStatuses.push(
              `${operation.method} ${operation.path} [${fuzzCase.label}] → ${status} ${text.slice(0, 120)}`,
            );
        },
      );
    }
    console.info(
      `account API fuzz: ${findings.requests} requests, ${operations.length} operations`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(findings.serverErrors).toEqual([]);
    expect(findings.leaks).toEqual([]);
    expect(wrongStatuses).toEqual([]);
    expect(findings.storedChanges).toEqual([]);
    expect(errorLogMessages(setup.errorLogs)).toEqual([]);
    // The token still works: nothing the fuzz sent broke the account.
    expect((await asUser('GET', '/api/my-account')).status).toBe(200);
  }, 300_000);

  it('answers hostile verification ids and tokens with 4xx, never 5xx', async () => {
    const hostileIds = ['x'.repeat(10_000), 'no-such-record', "'; drop table users; --", '%00'];
    const problems: string[] = [];
    for (const id of hostileIds) {
      for (const [method, path, body] of [
        ['POST', '/api/my-account/password', { password: 'Another-pass-5678' }],
        ['DELETE', `/api/my-account/mfa-verifications/${totpEntryId}`, undefined],
        ['GET', '/api/my-account/mfa-verifications/backup-codes', undefined],
      ] as const) {
        const answer = await asUser(method, path, body, { 'logto-verification-id': id });
        if (answer.status !== 401)
          problems.push(`${method} ${path} with ${id.slice(0, 20)} → ${answer.status}`);
      }
    }
    for (const bearer of ['x'.repeat(10_000), 'a.b.c', `${token}x`]) {
      const response = await fetch(`${server.mainUrl}/api/my-account`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      if (response.status !== 401)
        problems.push(`bearer ${bearer.slice(0, 12)} → ${response.status}`);
    }
    expect(problems).toEqual([]);
    // The factor is still there: no hostile id allowed its removal.
    const entries = (await asUser('GET', '/api/my-account/mfa-verifications')).body as unknown as {
      id: string;
    }[];
    expect(entries.map(({ id }) => id)).toContain(totpEntryId);
  });
});
