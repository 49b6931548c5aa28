import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as validator from '@authenio/samlify-node-xmllint';
import { generateSamlSigningCertificate } from '@gatehouse/server/src/services/saml-application-certificates.ts';
import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import * as samlify from 'samlify';
import { startSmtpReceiver } from '../api/helpers/message-receivers.ts';
import { blockingAxeFindings } from './fixtures/axe.ts';
import { expect, type RunningGatehouse, test } from './fixtures/gatehouse.ts';
import { startGatehouse } from './fixtures/gatehouse-process.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';
import { waitUntilStill } from './fixtures/still-page.ts';

// Issue 11, enterprise SSO in Chromium. An application of the worker's Gatehouse sends the person
// to its sign-in page; the e-mail typed there belongs to a domain an SSO connector claims, so the
// page offers single sign-on and the person signs in at the enterprise IdP, comes back through
// `/callback/sso/{id}`, is registered just in time and lands on the application signed in. The
// organizations that provision by this connector and by the e-mail's domain then list the new user
// with their JIT roles.
//  - OIDC: the IdP is a second Gatehouse (its `default` tenant: an application with the
//    connector's callback, a person with a password). The same server's `admin` tenant, which the
//    API test uses, cannot be given an application through any public API, and in a browser it
//    would share the host (and so the cookies) of the downstream sign-in.
//  - SAML: a samlify IdP run here on 127.0.0.1 answers the AuthnRequest (HTTP-Redirect) with a
//    page that posts a signed SAMLResponse to the connector's assertion consumer service.

samlify.setSchemaValidator(validator);

type Experience = Record<string, unknown>;
type Organization = { id: string; roleId: string };

const suffix = () => randomBytes(4).toString('hex');
const oidcDomain = `oidc-${suffix()}.test`;
const samlDomain = `saml-${suffix()}.test`;

let api: ManagementApi;
let upstream: RunningGatehouse;
let upstreamApi: ManagementApi;
let original: Experience;
let relyingParty: Server;
let rpOrigin: string;
let samlIdpServer: Server;
const connectorIds: string[] = [];
const organizationIds: string[] = [];
/** The person the SAML IdP signs in, whatever the AuthnRequest. */
let samlEmail = '';

/** Serious or critical axe findings (WCAG 2.x A/AA) on what the page shows now. */
const axeFindings = async (page: Page) => {
  await waitUntilStill(page);
  return blockingAxeFindings(page);
};

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

const html = (response: ServerResponse, body: string) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en">${body}</html>`);
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/**
 * The customer's web application (a confidential client of the worker's Gatehouse): `/login`
 * starts the authorization request with PKCE, `/callback` redeems the code with its secret and
 * shows who signed in.
 */
const startRelyingParty = async (gatehouse: RunningGatehouse) => {
  let app = { id: '', secret: '' };
  const pending = new Map<string, string>();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', rpOrigin);
    const redirectUri = `${rpOrigin}/callback`;
    if (url.pathname === '/login') {
      const state = suffix();
      const verifier = randomBytes(32).toString('base64url');
      pending.set(state, verifier);
      const authorization = new URL(`${gatehouse.mainUrl}/oidc/auth`);
      authorization.search = new URLSearchParams({
        client_id: app.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      response.writeHead(302, { location: authorization.href });
      response.end();
      return;
    }
    const verifier = pending.get(url.searchParams.get('state') ?? '');
    if (url.pathname !== '/callback' || !verifier) {
      response.writeHead(400).end();
      return;
    }
    const token = await fetch(`${gatehouse.mainUrl}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: url.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
    const tokens = (await token.json()) as { id_token?: string };
    if (!token.ok || !tokens.id_token) {
      html(response, `<title>Failed</title><h1>Sign-in failed</h1><p>${token.status}</p>`);
      return;
    }
    const claims = decodeJwt(tokens.id_token);
    html(
      response,
      `<title>Signed in</title><h1>Signed in</h1><p id="email">${escapeHtml(String(claims.email))}</p><p id="sub">${escapeHtml(String(claims.sub))}</p>`,
    );
  };
  relyingParty = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  rpOrigin = await listen(relyingParty);
  const created = await api.post<{ id: string }>('/applications', {
    name: 'SSO RP',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [`${rpOrigin}/callback`], postLogoutRedirectUris: [] },
  });
  expect(created.status).toBe(200);
  const secrets = await api.get<{ value: string }[]>(`/applications/${created.body.id}/secrets`);
  app = { id: created.body.id, secret: secrets.body[0]?.value ?? '' };
};

/** An organization with one JIT role, provisioning by these connectors and e-mail domains. */
const createJitOrganization = async (jit: {
  ssoConnectorIds?: string[];
  emailDomains?: string[];
}): Promise<Organization> => {
  const organization = await api.post<{ id: string }>('/organizations', {
    name: `SSO JIT ${suffix()}`,
  });
  expect(organization.status).toBe(201);
  const { id } = organization.body;
  organizationIds.push(id);
  const role = await api.post<{ id: string }>('/organization-roles', {
    name: `sso-member-${suffix()}`,
  });
  expect(role.status).toBe(201);
  const answers = [
    await api.post(`/organizations/${id}/jit/roles`, { organizationRoleIds: [role.body.id] }),
    ...(jit.ssoConnectorIds
      ? [await api.post(`/organizations/${id}/jit/sso-connectors`, jit)]
      : []),
    ...(jit.emailDomains ? [await api.put(`/organizations/${id}/jit/email-domains`, jit)] : []),
  ];
  for (const answer of answers)
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return { id, roleId: role.body.id };
};

/** The members of an organization, each with the ids of its organization roles. */
const membersOf = async (organizationId: string) => {
  const members = await api.get<{ id: string; organizationRoles: { id: string }[] }[]>(
    `/organizations/${organizationId}/users`,
  );
  expect(members.status).toBe(200);
  return members.body.map(({ id, organizationRoles }) => ({
    id,
    roles: organizationRoles.map((role) => role.id),
  }));
};

/** Opens the application, types the e-mail on the sign-in page and takes its single sign-on. */
const startSingleSignOn = async (page: Page, email: string, options: { axe?: boolean } = {}) => {
  await page.goto(`${rpOrigin}/login`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByRole('textbox', { name: 'Username or email' }).fill(email);
  const button = page.getByRole('button', { name: 'Single sign-on' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Single sign-on is enabled for this e-mail.')).toBeVisible();
  // The IdP signs the person in: no password is asked for here.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  if (options.axe) expect(await axeFindings(page)).toEqual([]);
  await button.click();
};

/** The application's page once the code was redeemed: who it says signed in. */
const expectSignedInAtApplication = async (page: Page, email: string) => {
  await page.waitForURL((url) => url.origin === rpOrigin && url.pathname === '/callback');
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  await expect(page.locator('#email')).toHaveText(email);
  return (await page.locator('#sub').textContent()) ?? '';
};

test.describe.configure({ mode: 'serial' });

const usernameMethod = {
  identifier: 'username',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};
/** How this spec's people sign in besides single sign-on. */
const passwordMethods = [
  usernameMethod,
  { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
];

test.beforeAll(async ({ gatehouse }, testInfo) => {
  test.setTimeout(120_000);
  api = createManagementApi(gatehouse);
  // Its own host name: the upstream's sign-in cookies must not overwrite the downstream's.
  const starting = startGatehouse({
    logFile: path.join(testInfo.project.outputDir, 'gatehouse-sso-upstream.log'),
    host: '127.0.0.1',
  });
  original = (await api.get<Experience>('/sign-in-exp')).body;
  await startRelyingParty(gatehouse);
  const experience = await api.patch('/sign-in-exp', {
    singleSignOnEnabled: true,
    signInMode: 'SignInAndRegister',
    signIn: { methods: passwordMethods },
  });
  expect(experience.status, JSON.stringify(experience.body)).toBe(200);
  upstream = await starting;
  upstreamApi = createManagementApi(upstream);
});

// The worker's instance is shared with other spec files: leave it as it was.
test.afterAll(async () => {
  if (original) {
    await api.patch('/sign-in-exp', {
      singleSignOnEnabled: original.singleSignOnEnabled,
      signInMode: original.signInMode,
      signIn: original.signIn,
      signUp: original.signUp,
    });
  }
  for (const id of organizationIds) await api.delete(`/organizations/${id}`);
  for (const id of connectorIds) await api.delete(`/sso-connectors/${id}`);
  await upstream?.stop();
  await closeServer(relyingParty);
  await closeServer(samlIdpServer);
});

test('an e-mail of the OIDC connector domain signs in at the IdP and joins by JIT', async ({
  page,
  gatehouse,
}) => {
  const connector = await api.post<{ id: string }>('/sso-connectors', {
    providerName: 'OIDC',
    connectorName: `Upstream OIDC ${suffix()}`,
    domains: [oidcDomain],
  });
  expect(connector.status).toBe(200);
  const connectorId = connector.body.id;
  connectorIds.push(connectorId);
  const idpApp = await upstreamApi.post<{ id: string }>('/applications', {
    name: 'Downstream Gatehouse SSO',
    type: 'Traditional',
    oidcClientMetadata: {
      redirectUris: [`${gatehouse.mainUrl}/callback/sso/${connectorId}`],
      postLogoutRedirectUris: [],
    },
  });
  expect(idpApp.status).toBe(200);
  const idpSecrets = await upstreamApi.get<{ value: string }[]>(
    `/applications/${idpApp.body.id}/secrets`,
  );
  const configured = await api.patch(`/sso-connectors/${connectorId}`, {
    config: {
      clientId: idpApp.body.id,
      clientSecret: idpSecrets.body[0]?.value,
      issuer: `${upstream.mainUrl}/oidc`,
    },
  });
  expect(configured.status, JSON.stringify(configured.body)).toBe(200);
  const byConnector = await createJitOrganization({ ssoConnectorIds: [connectorId] });
  const byDomain = await createJitOrganization({ emailDomains: [oidcDomain] });
  const person = {
    username: `sso_${suffix()}`,
    password: `Pw-${suffix()}-x9!`,
    email: `jane-${suffix()}@${oidcDomain}`,
  };
  const created = await upstreamApi.post('/users', {
    username: person.username,
    password: person.password,
    primaryEmail: person.email,
  });
  expect(created.status).toBe(200);

  await startSingleSignOn(page, person.email, { axe: true });
  // The IdP's own sign-in page.
  await page.waitForURL((url) => url.origin === upstream.mainUrl);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const userId = await expectSignedInAtApplication(page, person.email);

  const identity = await api.get<{ ssoIdentity: { issuer: string; identityId: string } }>(
    `/users/${userId}/sso-identities/${connectorId}`,
  );
  expect(identity.status).toBe(200);
  expect(identity.body.ssoIdentity.issuer).toBe(`${upstream.mainUrl}/oidc`);
  expect(await membersOf(byConnector.id)).toEqual([{ id: userId, roles: [byConnector.roleId] }]);
  expect(await membersOf(byDomain.id)).toEqual([{ id: userId, roles: [byDomain.roleId] }]);
});

test('an e-mail of the SAML connector domain signs in at a samlify IdP and joins by JIT', async ({
  page,
}) => {
  const key = await generateSamlSigningCertificate('E2E SAML IdP', 1);
  samlIdpServer = createServer();
  const idpOrigin = await listen(samlIdpServer);
  const idpEntityId = `${idpOrigin}/metadata`;
  const connector = await api.post<{ id: string }>('/sso-connectors', {
    providerName: 'SAML',
    connectorName: `SAML IdP ${suffix()}`,
    domains: [samlDomain],
    config: {
      entityId: idpEntityId,
      signInEndpoint: `${idpOrigin}/sso`,
      x509Certificate: key.certificate,
    },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  const connectorId = connector.body.id;
  connectorIds.push(connectorId);
  const detail = await api.get<{
    providerConfig: { serviceProvider: { entityId: string; assertionConsumerServiceUrl: string } };
  }>(`/sso-connectors/${connectorId}`);
  const { entityId, assertionConsumerServiceUrl: acs } = detail.body.providerConfig.serviceProvider;
  const sp = samlify.ServiceProvider({
    entityID: entityId,
    assertionConsumerService: [
      { Binding: samlify.Constants.namespace.binding.post, Location: acs },
    ],
    wantAssertionsSigned: true,
  });
  const idp = samlify.IdentityProvider({
    entityID: idpEntityId,
    privateKey: key.privateKey,
    signingCert: key.certificate,
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: `${idpOrigin}/sso` },
    ],
    // Not used here; without one samlify prints a warning on every run.
    singleLogoutService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: `${idpOrigin}/slo` },
    ],
    loginResponseTemplate: {
      context: samlify.SamlLib.defaultLoginResponseTemplate.context,
      attributes: [
        {
          name: 'email',
          valueTag: 'email',
          nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
          valueXsiType: 'xs:string',
        },
        {
          name: 'name',
          valueTag: 'name',
          nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
          valueXsiType: 'xs:string',
        },
      ],
    },
  });
  const person = { email: `sam-${suffix()}@${samlDomain}`, name: 'Sam Saml' };
  samlEmail = person.email;
  const byConnector = await createJitOrganization({ ssoConnectorIds: [connectorId] });
  const byDomain = await createJitOrganization({ emailDomains: [samlDomain] });

  // The IdP "signs the person in" at once and answers with a page that posts the signed
  // response to the assertion consumer service, as an IdP's HTTP-POST binding does.
  let received: { id?: string; relayState?: string } = {};
  samlIdpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', idpOrigin);
    if (url.pathname !== '/sso') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const query = Object.fromEntries(url.searchParams);
      const { extract } = await idp.parseLoginRequest(sp, 'redirect', { query });
      const requestId = String(extract.request?.id);
      received = { id: requestId, relayState: query.RelayState };
      const { context: samlResponse } = await idp.createLoginResponse(
        sp,
        { extract: { request: { id: requestId } } },
        'post',
        { email: person.email },
        (template: string) => {
          const id = `_${randomUUID()}`;
          const now = new Date();
          const later = new Date(now.getTime() + 5 * 60_000).toISOString();
          return {
            id,
            context: samlify.SamlLib.replaceTagsByValue(template, {
              ID: id,
              AssertionID: `_${randomUUID()}`,
              Destination: acs,
              Audience: entityId,
              EntityID: entityId,
              SubjectRecipient: acs,
              Issuer: idpEntityId,
              IssueInstant: now.toISOString(),
              AssertionConsumerServiceURL: acs,
              StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
              ConditionsNotBefore: now.toISOString(),
              ConditionsNotOnOrAfter: later,
              SubjectConfirmationDataNotOnOrAfter: later,
              NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
              NameID: person.email,
              InResponseTo: requestId,
              AuthnStatement: '',
              attrEmail: person.email,
              attrName: person.name,
            }),
          };
        },
      );
      html(
        response,
        `<title>SAML IdP</title><body><form method="post" action="${escapeHtml(acs)}">` +
          `<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">` +
          `<input type="hidden" name="RelayState" value="${escapeHtml(query.RelayState ?? '')}">` +
          '<noscript><button>Continue</button></noscript></form>' +
          '<script>document.forms[0].submit()</script></body>',
      );
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  await startSingleSignOn(page, person.email);
  const userId = await expectSignedInAtApplication(page, person.email);
  // The AuthnRequest reached the IdP with the RelayState the sign-in app keeps.
  expect(received.id).toBeTruthy();
  expect(received.relayState).toBeTruthy();

  const user = await api.get<{ primaryEmail: string; name: string | null }>(`/users/${userId}`);
  expect(user.body).toMatchObject({ primaryEmail: person.email, name: person.name });
  const identity = await api.get<{ ssoIdentity: { issuer: string; identityId: string } }>(
    `/users/${userId}/sso-identities/${connectorId}`,
  );
  expect(identity.body.ssoIdentity).toMatchObject({
    issuer: idpEntityId,
    identityId: person.email,
  });
  expect(await membersOf(byConnector.id)).toEqual([{ id: userId, roles: [byConnector.roleId] }]);
  expect(await membersOf(byDomain.id)).toEqual([{ id: userId, roles: [byDomain.roleId] }]);
});

test('the register page routes an e-mail of a connector domain to single sign-on', async ({
  browser,
}) => {
  // E-mail registration asks for a code (hence a mail connector; no mail is sent here): the
  // server refuses one for this domain (422 `session.sso_enabled`), so the page must send the
  // person to the IdP instead.
  const smtp = await startSmtpReceiver({ user: 'mailer', pass: 'smtp-pass-e2e-sso' });
  const mailer = await api.post<{ id: string }>('/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: { user: 'mailer', pass: 'smtp-pass-e2e-sso' },
      fromEmail: 'no-reply@gatehouse.test',
    },
  });
  expect(mailer.status, JSON.stringify(mailer.body)).toBe(200);
  // A browser without the earlier sign-in's session, so that the sign-in page is shown.
  const context = await browser.newContext();
  try {
    const signUp = await api.patch('/sign-in-exp', {
      signUp: { identifiers: ['email'], password: false, verify: true },
      signIn: {
        methods: [
          usernameMethod,
          { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
        ],
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const page = await context.newPage();
    await page.goto(`${rpOrigin}/login`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('textbox', { name: 'Email' }).fill(samlEmail);
    const button = page.getByRole('button', { name: 'Single sign-on' });
    await expect(button).toBeVisible();
    await expect(page.getByText('Single sign-on is enabled for this e-mail.')).toBeVisible();
    await button.click();
    // The SAML IdP answers at once; the identity registered by the test before signs in.
    await expectSignedInAtApplication(page, samlEmail);
    expect(smtp.mails).toEqual([]);
  } finally {
    await context.close();
    await api.patch('/sign-in-exp', {
      signUp: original.signUp,
      signIn: { methods: passwordMethods },
    });
    await api.delete(`/connectors/${mailer.body.id}`);
    await smtp.close();
  }
});

test('a single sign-on callback this tab did not start is refused, accessibly', async ({
  page,
  gatehouse,
}) => {
  await page.goto(`${gatehouse.mainUrl}/callback/sso/${connectorIds[0]}?code=stolen&state=forged`);
  await expect(page.getByRole('heading', { name: 'Single sign-on did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('could not be confirmed');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});
