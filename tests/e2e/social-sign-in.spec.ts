import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/gatehouse.ts';
import { type RunningGatehouse, startGatehouse } from './fixtures/gatehouse-process.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 13: social sign-in through the sign-in app in Chromium. The provider is a second
// Gatehouse (its own keys, users and sign-in page); the worker's Gatehouse signs people in with
// it through the generic OIDC connector: the button, the provider's page, `/callback/{id}`,
// registration of a new person, and linking to an account with the same e-mail after asking.

const connectorId = 'e2e-upstream';
let appRedirect: string;
const suffix = () => randomBytes(4).toString('hex');

let upstream: RunningGatehouse;
let relyingParty: Server;
let upstreamApi: ManagementApi;
let api: ManagementApi;
let appId: string;

test.beforeAll(async ({ gatehouse }, testInfo) => {
  test.setTimeout(120_000);
  // The application's redirect URI: a real page, since the browser arrives there by redirects
  // (which Playwright's request routing does not see).
  relyingParty = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('signed in');
  });
  await new Promise<void>((resolve) => relyingParty.listen(0, '127.0.0.1', resolve));
  appRedirect = `http://127.0.0.1:${(relyingParty.address() as AddressInfo).port}/callback`;
  // Its own host name: a provider on the same host would share (and overwrite) the browser's
  // cookies of the downstream sign-in, which a real provider on its own domain never does.
  upstream = await startGatehouse({
    logFile: path.join(testInfo.project.outputDir, 'gatehouse-upstream.log'),
    host: '127.0.0.1',
  });
  upstreamApi = createManagementApi(upstream);
  api = createManagementApi(gatehouse);

  const upstreamApp = await upstreamApi.post<{ id: string }>('/applications', {
    name: 'Downstream Gatehouse',
    type: 'Traditional',
    oidcClientMetadata: {
      redirectUris: [`${gatehouse.mainUrl}/callback/${connectorId}`],
      postLogoutRedirectUris: [],
    },
  });
  expect(upstreamApp.status).toBe(200);
  const secrets = await upstreamApi.get<{ value: string }[]>(
    `/applications/${upstreamApp.body.id}/secrets`,
  );
  const connector = await api.post('/connectors', {
    id: connectorId,
    connectorId: 'oidc',
    config: {
      clientId: upstreamApp.body.id,
      clientSecret: secrets.body[0]?.value,
      issuer: `${upstream.mainUrl}/oidc`,
    },
    metadata: { target: 'e2e-upstream', name: { en: 'Upstream ID' } },
  });
  expect(connector.status).toBe(200);
  expect(
    (await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['e2e-upstream'] })).status,
  ).toBe(200);

  const app = await api.post<{ id: string }>('/applications', {
    name: 'Social RP',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  appId = app.body.id;
});

// The worker's instance is shared with other spec files: leave its sign-in experience as it was.
test.afterAll(async () => {
  await api?.patch('/sign-in-exp', { socialSignInConnectorTargets: [] });
  await api?.delete(`/connectors/${connectorId}`);
  await upstream?.stop();
  await new Promise<void>((resolve) =>
    relyingParty ? relyingParty.close(() => resolve()) : resolve(),
  );
});

/** A person at the provider, with a password and an e-mail address. */
const createUpstreamPerson = async (email: string) => {
  const person = { username: `up_${suffix()}`, password: `Pw-${suffix()}-x9!`, email };
  const created = await upstreamApi.post('/users', {
    username: person.username,
    password: person.password,
    primaryEmail: email,
  });
  expect(created.status).toBe(200);
  return person;
};

/** Opens the application's sign-in (its authorization request). */
const openApplicationSignIn = async (page: Page, gatehouse: RunningGatehouse) => {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${gatehouse.mainUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: appId,
    redirect_uri: appRedirect,
    response_type: 'code',
    scope: 'openid profile email',
    state: suffix(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(url.href);
};

/** Clicks the provider's button and signs in on the provider's own page. */
const signInAtUpstream = async (page: Page, person: { username: string; password: string }) => {
  await page.getByRole('button', { name: 'Continue with Upstream ID' }).click();
  await page.waitForURL((url) => url.origin === upstream.mainUrl);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** The downstream user with this primary e-mail (the newest users come first). */
const findDownstreamUserByEmail = async (email: string) => {
  const found =
    await api.get<
      { primaryEmail: string | null; identities: Record<string, { userId: string }> }[]
    >('/users?page_size=100');
  return found.body.find((user) => user.primaryEmail === email);
};

test('a new person signs in with the provider and gets an account', async ({ page, gatehouse }) => {
  const person = await createUpstreamPerson(`new-${suffix()}@example.com`);
  await openApplicationSignIn(page, gatehouse);
  await signInAtUpstream(page, person);
  // Back through /callback/{connectorId}: registered, submitted, returned to the application.
  await page.waitForURL((url) => url.href.startsWith(appRedirect));
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  const user = await findDownstreamUserByEmail(person.email);
  expect(user?.identities['e2e-upstream']?.userId).toBeTruthy();
});

test('an account with the same e-mail is linked after the person agrees', async ({
  page,
  gatehouse,
}) => {
  const email = `linked-${suffix()}@example.com`;
  const existing = await api.post<{ id: string }>('/users', {
    username: `existing_${suffix()}`,
    primaryEmail: email,
  });
  expect(existing.status).toBe(200);
  const person = await createUpstreamPerson(email);

  await openApplicationSignIn(page, gatehouse);
  await signInAtUpstream(page, person);
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Nothing is linked before the person agrees.
  expect(
    (await api.get<{ identities: object }>(`/users/${existing.body.id}`)).body.identities,
  ).toEqual({});
  await page.getByRole('button', { name: 'Link and continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(appRedirect));

  const linked = await api.get<{ identities: Record<string, { userId: string }> }>(
    `/users/${existing.body.id}`,
  );
  expect(Object.keys(linked.body.identities)).toEqual(['e2e-upstream']);
});

test('a callback that this tab did not start is refused', async ({ page, gatehouse }) => {
  await page.goto(`${gatehouse.mainUrl}/callback/${connectorId}?code=stolen&state=forged`);
  await expect(page.getByRole('heading', { name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('could not be confirmed');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});
