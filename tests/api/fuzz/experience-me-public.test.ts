import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../helpers/api-client.ts';
import { CookieJar } from '../helpers/browserless-flow.ts';
import type { RunningServer } from '../helpers/server.ts';
import { forgeToken } from '../helpers/tokens.ts';
import { emptyFindings, runCases, type Target } from './fuzz-runner.ts';
import { announceSeed, errorLogMessages, randomFor, startFuzzServer } from './fuzz-setup.ts';
import { casesFor, type Operation } from './openapi-cases.ts';

// The operations of GET /api/swagger.json outside the management API: the experience API (with a
// real interaction cookie), the console's Me API (admin port) and the public routes. Same rules
// as the management fuzz: no 5xx, no error-level log, no stored change after a failed write.

const seed = announceSeed('experience/me/public fuzz');
let server: RunningServer;
let setup: Awaited<ReturnType<typeof startFuzzServer>>;
const redirectUri = 'https://fuzz.example.com/callback';

/** Follows /oidc/auth to the sign-in page and returns the cookies of the interaction. */
const interactionCookies = async (clientId: string) => {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'fuzz',
  });
  let url = new URL(`${server.mainUrl}/oidc/auth?${query}`);
  for (let hop = 0; hop < 10 && url.origin === server.mainUrl; hop++) {
    if (['/sign-in', '/register'].includes(url.pathname)) break;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) break;
    url = new URL(location, url);
  }
  expect(url.pathname).toBe('/sign-in');
  const cookie = jar.header();
  const started = await fetch(`${server.mainUrl}/api/experience`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ interactionEvent: 'SignIn' }),
  });
  expect(started.status).toBe(204);
  return cookie;
};

const targets: Record<'experience' | 'me' | 'public', Target> = {
  experience: { origin: '', headers: {}, tenantId: 'default' },
  me: { origin: '', headers: {}, tenantId: 'admin' },
  public: { origin: '', headers: {}, tenantId: 'default' },
};

beforeAll(async () => {
  setup = await startFuzzServer();
  server = setup.server;
  const client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
  const app = await client.post<{ id: string }>('/api/applications', {
    name: 'Fuzz web',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  targets.experience = {
    origin: server.mainUrl,
    headers: { cookie: await interactionCookies(app.body.id) },
    tenantId: 'default',
  };
  const consoleUser = 'fuzzconsole1';
  await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
    tx.insert(users).values({ tenantId: 'admin', id: consoleUser, username: 'fuzz_console' }),
  );
  const meToken = await forgeToken(server, 'admin', {
    sub: consoleUser,
    aud: 'https://admin.logto.app/me',
    scope: 'all',
  });
  targets.me = {
    origin: server.adminUrl,
    headers: { authorization: `Bearer ${meToken}` },
    tenantId: 'admin',
  };
  targets.public = { origin: server.mainUrl, headers: {}, tenantId: 'default' };
});
afterAll(async () => {
  await server?.stop();
});

const audienceOf = (operation: Operation) => {
  if (operation.security.includes('interactionCookie')) return 'experience';
  if (operation.path === '/me' || operation.path.startsWith('/me/')) return 'me';
  if (operation.security.length === 0) return 'public';
  return undefined;
};

describe('fuzzing the experience, Me and public APIs from the OpenAPI document', () => {
  it('answers no hostile request with 5xx and stores nothing on a failed write', async () => {
    const findings = emptyFindings();
    const audiences = new Set<string>();
    for (const operation of setup.operations) {
      const audience = audienceOf(operation);
      if (!audience) continue;
      audiences.add(audience);
      const cases = casesFor(operation, {
        random: randomFor(seed, operation),
        realParameter: (_operation, name) => (name === 'tenantId' ? 'default' : undefined),
        bodyLimit: server.gatehouse.context.env.BODY_LIMIT,
      });
      await runCases(
        server.gatehouse.context.database.db,
        operation,
        cases,
        targets[audience],
        findings,
      );
    }
    console.info(`experience/me/public fuzz: ${findings.requests} requests`);
    expect([...audiences].sort()).toEqual(['experience', 'me', 'public']);
    expect(findings.serverErrors).toEqual([]);
    expect(findings.storedChanges).toEqual([]);
    expect(errorLogMessages(setup.errorLogs)).toEqual([]);
  }, 120_000);
});
