import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { count, eq } from 'drizzle-orm';
import type * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { createMachineToMachineApp, uniqueSuffix } from './helpers/management-fixtures.ts';
import { bootstrap, startManagementServer } from './helpers/management-server.ts';
import {
  postToAcs as postSamlToAcs,
  serviceProviderOfConnector,
  signedSamlResponse,
  startSamlIdp,
  type TestSamlIdp,
} from './helpers/saml-idp.ts';
import type { RunningServer } from './helpers/server.ts';
import { createUpstreamUser, upstreamTenant } from './helpers/social-provider.ts';
import { createUpstreamOidcConnector } from './helpers/sso-world.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

/**
 * SSO "test connection" (issue 11; decision 017, addition): a real round trip with the IdP that
 * shows the administrator the mapped claims and signs nobody in. OIDC: the `admin` tenant of the
 * same server is the IdP; SAML: a samlify IdentityProvider run by the test posts a signed
 * response to the ACS. After each test the `default` tenant has no new user and no identity.
 */

const defaultApi = 'https://default.logto.app/api';

let server: RunningServer;
let management: ApiClient;
const db = () => server.gatehouse.context.database.db;

beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const tenantCounts = () =>
  withTenant(db(), 'default', async (tx) => ({
    users: (await tx.select({ n: count() }).from(t.users))[0]!.n,
    identities: (await tx.select({ n: count() }).from(t.userSsoIdentities))[0]!.n,
  }));

/** The page the callback answers (what the administrator's popup shows), without cookies. */
const openCallback = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), headers: response.headers };
};

type TestResult = {
  status: 'pending' | 'succeeded' | 'failed';
  issuer?: string;
  userInfo?: Record<string, unknown>;
  error?: { code: string; message: string };
};

describe('test connection with an OIDC IdP', () => {
  let connectorId: string;

  beforeAll(async () => {
    ({ id: connectorId } = await createUpstreamOidcConnector(server, management, {
      connectorName: `Test OIDC ${uniqueSuffix()}`,
    }));
  });

  it('runs the round trip and shows the mapped claims, creating no user', async () => {
    const person = await createUpstreamUser(server, `tess-${uniqueSuffix()}@oidc-test.test`);
    await withTenant(db(), upstreamTenant, (tx) =>
      tx.update(t.users).set({ name: 'Tess Tester' }).where(eq(t.users.id, person.id)),
    );
    const before = await tenantCounts();
    const started = await management.post<{ testId: string; authorizationUri: string }>(
      `/api/sso-connectors/${connectorId}/test`,
      {},
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const authorizationUri = new URL(started.body.authorizationUri);
    expect(authorizationUri.origin).toBe(server.adminUrl);
    expect(authorizationUri.searchParams.get('state')).toMatch(/^ssotest_/);
    const resultPath = `/api/sso-connectors/${connectorId}/test/${started.body.testId}`;
    expect((await management.get<TestResult>(resultPath)).body).toEqual({ status: 'pending' });

    const redirectUri = `${server.mainUrl}/callback/sso/${connectorId}`;
    const callback = await authorizeWithoutBrowser(authorizationUri.href, person, { redirectUri });
    const page = await openCallback(callback.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('The connection test is finished');
    // The page carries no claims: only the administrator's API call reads them.
    expect(page.text).not.toContain(person.email);

    const result = await management.get<TestResult>(resultPath);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'succeeded',
      issuer: `${server.adminUrl}/oidc`,
      userInfo: { id: person.id, email: person.email, name: 'Tess Tester' },
    });
    expect(await tenantCounts()).toEqual(before);

    // One-time: the same callback again finds no test waiting, and changes nothing.
    const replay = await openCallback(callback.href);
    expect(replay.status).toBe(404);
    expect((await management.get<TestResult>(resultPath)).body.status).toBe('succeeded');
  });

  it('records the IdP refusal as a translated error', async () => {
    const started = await management.post<{ testId: string; authorizationUri: string }>(
      `/api/sso-connectors/${connectorId}/test`,
      {},
    );
    const state = new URL(started.body.authorizationUri).searchParams.get('state')!;
    const page = await openCallback(
      `${server.mainUrl}/callback/sso/${connectorId}?state=${state}&error=access_denied`,
    );
    expect(page.status).toBe(200);
    // Translated when read, in the administrator's language.
    const token = await clientCredentialsToken(server.mainUrl, bootstrap, defaultApi);
    const response = await fetch(
      `${server.mainUrl}/api/sso-connectors/${connectorId}/test/${started.body.testId}`,
      { headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' } },
    );
    const result = (await response.json()) as TestResult;
    expect(result.status).toBe('failed');
    expect(result.error?.code).toBe('connector.authorization_failed');
    expect(result.error?.message).toBeTruthy();
    expect(result.error?.message).not.toBe('The provider did not authorize the sign-in.');
    const english = await management.get<TestResult>(
      `/api/sso-connectors/${connectorId}/test/${started.body.testId}`,
    );
    expect(english.body.error?.message).toBe('The provider did not authorize the sign-in.');
  });

  it('binds the result to the administrator who started the test', async () => {
    const started = await management.post<{ testId: string }>(
      `/api/sso-connectors/${connectorId}/test`,
      {},
    );
    const resultPath = `/api/sso-connectors/${connectorId}/test/${started.body.testId}`;
    // Another management caller (an M2M app holding the same management role) sees nothing.
    const held = await management.get<{ id: string }[]>(
      `/api/applications/${bootstrap.clientId}/roles?page=1&page_size=20`,
    );
    const robot = await createMachineToMachineApp(management, 'Other administrator');
    const assigned = await management.post(`/api/applications/${robot.clientId}/roles`, {
      roleIds: [held.body[0]!.id],
    });
    expect(assigned.status).toBe(201);
    const other = createApiClient({
      origin: server.mainUrl,
      token: await clientCredentialsToken(server.mainUrl, robot, defaultApi),
    });
    expect((await other.get(`/api/sso-connectors/${connectorId}`)).status).toBe(200);
    expect((await other.get(resultPath)).status).toBe(404);
    expect((await management.get(resultPath)).status).toBe(200);
  });

  it('does not take over an ordinary sign-in callback, and 404s an unknown connector', async () => {
    const ordinary = await fetch(`${server.mainUrl}/callback/sso/${connectorId}?state=abc&code=x`);
    expect(ordinary.status).toBe(200);
    expect(await ordinary.text()).not.toContain('connection test');
    expect((await management.post('/api/sso-connectors/nope/test', {})).status).toBe(404);
  });
});

describe('test connection with a SAML IdP (samlify)', () => {
  let connectorId: string;
  let samlIdp: TestSamlIdp;
  const idpEntityId = 'https://saml-idp.test-connection.test/metadata';
  const ssoUrl = 'https://saml-idp.test-connection.test/sso';

  beforeAll(async () => {
    samlIdp = await startSamlIdp(idpEntityId, ssoUrl, 'Test connection IdP');
    const connector = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: `Test SAML ${uniqueSuffix()}`,
      config: {
        entityId: idpEntityId,
        signInEndpoint: ssoUrl,
        x509Certificate: samlIdp.certificate,
      },
    });
    expect(connector.status).toBe(200);
    connectorId = connector.body.id;
  });

  const serviceProvider = () => serviceProviderOfConnector(management, connectorId);
  const signedResponse = (
    sp: samlify.ServiceProviderInstance,
    requestId: string,
    person: { email: string; name: string },
  ) => signedSamlResponse(samlIdp, sp, person, requestId);
  const postToAcs = (fields: Record<string, string>) => postSamlToAcs(server, connectorId, fields);

  it('runs the round trip through the ACS and shows the mapped claims, creating no user', async () => {
    const before = await tenantCounts();
    const started = await management.post<{ testId: string; authorizationUri: string }>(
      `/api/sso-connectors/${connectorId}/test`,
      {},
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const uri = new URL(started.body.authorizationUri);
    expect(uri.origin + uri.pathname).toBe(ssoUrl);
    const relayState = uri.searchParams.get('RelayState')!;
    expect(relayState).toMatch(/^ssotest_/);
    const sp = await serviceProvider();
    const { extract } = await samlIdp.idp.parseLoginRequest(sp, 'redirect', {
      query: Object.fromEntries(uri.searchParams),
    });
    const person = { email: `sam-${uniqueSuffix()}@saml-test.test`, name: 'Sam Tester' };
    const posted = await postToAcs({
      SAMLResponse: await signedResponse(sp, extract.request?.id as string, person),
      RelayState: relayState,
    });
    expect(posted.status).toBe(302);
    const page = await openCallback(posted.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('The connection test is finished');

    const result = await management.get<TestResult>(
      `/api/sso-connectors/${connectorId}/test/${started.body.testId}`,
    );
    expect(result.body).toMatchObject({
      status: 'succeeded',
      issuer: idpEntityId,
      userInfo: { id: person.email, email: person.email, name: person.name },
    });
    expect(await tenantCounts()).toEqual(before);
  });

  it('fails the test when the response answers another request', async () => {
    const started = await management.post<{ testId: string; authorizationUri: string }>(
      `/api/sso-connectors/${connectorId}/test`,
      {},
    );
    const relayState = new URL(started.body.authorizationUri).searchParams.get('RelayState')!;
    const sp = await serviceProvider();
    const posted = await postToAcs({
      SAMLResponse: await signedResponse(sp, `_other-${uniqueSuffix()}`, {
        email: `x-${uniqueSuffix()}@saml-test.test`,
        name: 'X',
      }),
      RelayState: relayState,
    });
    expect(posted.status).toBe(302);
    await openCallback(posted.location!);
    const result = await management.get<TestResult>(
      `/api/sso-connectors/${connectorId}/test/${started.body.testId}`,
    );
    expect(result.body).toMatchObject({
      status: 'failed',
      error: { code: 'connector.authorization_failed', message: expect.any(String) },
    });
  });
});
