import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../helpers/api-client.ts';
import { startExperienceFlow } from '../helpers/experience-flow.ts';
import { startHttpReceiver } from '../helpers/message-receivers.ts';
import type { RunningServer } from '../helpers/server.ts';
import { emptyFindings, runCases, type Target } from './fuzz-runner.ts';
import { announceSeed, errorLogMessages, randomFor, startFuzzServer } from './fuzz-setup.ts';
import { casesFor } from './openapi-cases.ts';

// The MFA code routes (issue 10) fuzzed past identification: the general experience fuzz
// reaches them only before a user is identified (404), so here a user with a primary e-mail
// signed in with a password and the e-mail factor is on, and the hostile bodies meet the code
// sending (a real HTTP e-mail webhook) and checking. Same rules: no 5xx, no error-level log, no
// stored change after a failed write.

const seed = announceSeed('experience MFA code fuzz');
const redirectUri = 'https://fuzz-mfa.example.com/callback';
const paths = [
  '/api/experience/verification/mfa-verification-code',
  '/api/experience/verification/mfa-verification-code/verify',
];
let setup: Awaited<ReturnType<typeof startFuzzServer>>;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startHttpReceiver>>;
let target: Target;

beforeAll(async () => {
  [setup, mail] = await Promise.all([startFuzzServer(), startHttpReceiver()]);
  server = setup.server;
  const client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
  const app = await client.post<{ id: string }>('/api/applications', {
    name: 'Fuzz MFA codes',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  const connector = await client.post('/api/connectors', {
    connectorId: 'http-email',
    config: { endpoint: mail.url },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  const patched = await client.patch('/api/sign-in-exp', {
    mfa: { policy: 'UserControlled', factors: ['EmailVerificationCode'] },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const password = 'Fuzz-Mfa-Codes-42!';
  const user = await client.post('/api/users', {
    username: 'fuzz_mfa',
    password,
    primaryEmail: 'fuzz.mfa@example.com',
  });
  expect(user.status).toBe(200);

  const flow = await startExperienceFlow(server.mainUrl, app.body.id, redirectUri);
  await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await flow.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: 'fuzz_mfa' },
    password,
  });
  expect(verified.status).toBe(200);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.status).toBe(204);
  target = { origin: server.mainUrl, headers: { cookie: flow.jar.header() }, tenantId: 'default' };
});
afterAll(async () => {
  await Promise.all([server?.stop(), mail?.close()]);
});

describe('fuzzing the MFA code routes of an identified interaction', () => {
  it('answers no hostile request with 5xx and stores nothing on a failed write', async () => {
    const findings = emptyFindings();
    const operations = setup.operations.filter(
      ({ method, path }) => method === 'POST' && paths.includes(path),
    );
    expect(operations.map(({ path }) => path).sort()).toEqual(paths);
    for (const operation of operations) {
      const cases = casesFor(operation, {
        random: randomFor(seed, operation),
        realParameter: () => undefined,
        bodyLimit: server.gatehouse.context.env.BODY_LIMIT,
      });
      await runCases(server.gatehouse.context.database.db, operation, cases, target, findings);
    }
    console.info(`experience MFA code fuzz: ${findings.requests} requests`);
    expect(findings.requests).toBeGreaterThan(20);
    // The valid case got through to the connector: the fuzz ran past identification.
    expect(mail.requests.length).toBeGreaterThan(0);
    expect(findings.serverErrors).toEqual([]);
    expect(findings.storedChanges).toEqual([]);
    expect(errorLogMessages(setup.errorLogs)).toEqual([]);
  }, 120_000);
});
