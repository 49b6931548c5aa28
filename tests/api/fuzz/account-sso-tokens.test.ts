import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../helpers/api-client.ts';
import type { RunningServer } from '../helpers/server.ts';
import { passwordSignInAccessToken } from '../helpers/user-access-token.ts';
import { emptyFindings, runCases, type Target } from './fuzz-runner.ts';
import { announceSeed, errorLogMessages, randomFor, startFuzzServer } from './fuzz-setup.ts';
import { casesFor } from './openapi-cases.ts';

// The Account API's SSO token read (issue 11) with a real user's token: hostile connector ids
// (from the OpenAPI document's path parameter) must never answer 5xx nor log at error level.

const seed = announceSeed('account SSO token fuzz');
const redirectUri = 'http://localhost:5179/callback';
const password = 'Fuzz-Pass-4321!';
let server: RunningServer;
let setup: Awaited<ReturnType<typeof startFuzzServer>>;
let target: Target;

beforeAll(async () => {
  setup = await startFuzzServer();
  server = setup.server;
  const client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
  const app = await client.post<{ id: string }>('/api/applications', {
    name: 'Fuzz account web',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  const secrets = await client.get<{ value: string }[]>(`/api/applications/${app.body.id}/secrets`);
  const config = await oidcClient.discovery(
    new URL(`${server.mainUrl}/oidc`),
    app.body.id,
    undefined,
    oidcClient.ClientSecretBasic(secrets.body[0]!.value),
    { execute: [oidcClient.allowInsecureRequests] },
  );
  expect((await client.post('/api/users', { username: 'fuzz_tokens', password })).status).toBe(200);
  expect(
    (
      await client.patch('/api/account-center', {
        enabled: true,
        fields: { name: 'Edit', social: 'ReadOnly' },
      })
    ).status,
  ).toBe(200);
  const token = await passwordSignInAccessToken(config, {
    redirectUri,
    scope: 'openid profile identities',
    username: 'fuzz_tokens',
    password,
  });
  target = {
    origin: server.mainUrl,
    headers: { authorization: `Bearer ${token}` },
    tenantId: 'default',
  };
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('fuzzing the Account API SSO token read', () => {
  it('answers no hostile request with 5xx', async () => {
    const operations = setup.operations.filter(({ path }) =>
      path.startsWith('/api/my-account/sso-identities/'),
    );
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/my-account/sso-identities/{connectorId}/access-token',
    ]);
    const findings = emptyFindings();
    for (const operation of operations) {
      const cases = casesFor(operation, {
        random: randomFor(seed, operation),
        realParameter: () => undefined,
        bodyLimit: server.gatehouse.context.env.BODY_LIMIT,
      });
      await runCases(server.gatehouse.context.database.db, operation, cases, target, findings);
    }
    console.info(`account SSO token fuzz: ${findings.requests} requests`);
    expect(findings.requests).toBeGreaterThan(0);
    expect(findings.serverErrors).toEqual([]);
    // And ids the generator may not draw: over-long, encoded separators, quotes, NUL, unicode.
    const hostile = [
      'x'.repeat(129),
      'x'.repeat(5000),
      '%2F..%2F..',
      "' or 1=1 --",
      '%00',
      '😀'.repeat(40),
      '%E0%A4%A',
    ];
    for (const id of hostile) {
      const response = await fetch(
        `${server.mainUrl}/api/my-account/sso-identities/${id}/access-token`,
        { headers: target.headers },
      );
      expect(response.status, id).toBeLessThan(500);
    }
    expect(errorLogMessages(setup.errorLogs)).toEqual([]);
  }, 120_000);
});
