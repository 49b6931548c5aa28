import * as xmllint from '@authenio/samlify-node-xmllint';
import { generateSamlSigningCertificate } from '@gatehouse/server/src/services/saml-application-certificates.ts';
import * as saml from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { CookieJar, followUntil } from './helpers/browserless-flow.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

/**
 * A SAML service provider run by the test (samlify, schema-validated with libxml2) signs a user in
 * through a SAML application of Gatehouse: SP-initiated AuthnRequest by HTTP-Redirect, the real
 * sign-in (Experience API), and the auto-posted SAMLResponse the SP verifies with the IdP
 * metadata.
 */
saml.setSchemaValidator(xmllint);

const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const spEntityId = 'https://sp.example.test/metadata';
const acsUrl = 'https://sp.example.test/acs';

let server: RunningServer;
let client: ApiClient;
const password = 'Saml-Sign-In-42!';
let user: { id: string; username: string; primaryEmail: string };

const spOf = (options: { encPrivateKey?: string } = {}) =>
  saml.ServiceProvider({
    entityID: spEntityId,
    assertionConsumerService: [{ Binding: postBinding, Location: acsUrl }],
    wantAssertionsSigned: true,
    ...(options.encPrivateKey ? { encPrivateKey: options.encPrivateKey } : {}),
  });

const metadataOf = async (appId: string) => {
  const response = await fetch(`${server.mainUrl}/api/saml-applications/${appId}/metadata`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('xml');
  return response.text();
};

const htmlValue = (html: string, name: string) => {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
};

/** The browser's part: AuthnRequest → sign-in (unless a session exists) → callback page. */
const signInThroughSp = async (
  appId: string,
  sp: ReturnType<typeof spOf>,
  idp: ReturnType<typeof saml.IdentityProvider>,
  jar = new CookieJar(),
) => {
  const { context: requestUrl } = sp.createLoginRequest(idp, 'redirect', {
    relayState: 'back-to=/wiki/home',
  });
  expect(requestUrl.startsWith(`${server.mainUrl}/api/saml/${appId}/authn?`)).toBe(true);
  const isCallback = (url: URL) => url.pathname === `/api/saml-applications/${appId}/callback`;
  let landing = await followUntil(
    jar,
    requestUrl,
    (url) => url.pathname === '/sign-in' || isCallback(url),
  );
  if (!isCallback(landing)) {
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(new URL(path, landing), {
        method,
        headers: { cookie: jar.header(), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      jar.store(response);
      const text = await response.text();
      expect(response.ok, `${method} ${path} → ${response.status} ${text}`).toBe(true);
      return (text ? JSON.parse(text) : {}) as Record<string, string>;
    };
    await api('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const { verificationId } = await api('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: user.username },
      password,
    });
    await api('POST', '/api/experience/identification', { verificationId });
    const { redirectTo } = await api('POST', '/api/experience/submit');
    landing = await followUntil(jar, redirectTo!, isCallback);
  }
  const page = await fetch(landing, { headers: { cookie: jar.header() } });
  jar.store(page);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  return { html, headers: page.headers, jar };
};

const createApp = async (body: Record<string, unknown> = {}) => {
  const created = await client.post('/api/saml-applications', {
    name: 'Team wiki',
    entityId: spEntityId,
    acsUrl: { binding: postBinding, url: acsUrl },
    attributeMapping: { sub: 'uid', email: 'mail', username: 'login', name: 'displayName' },
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
  const suffix = crypto.randomUUID().slice(0, 8);
  const created = await client.post('/api/users', {
    username: `saml_${suffix}`,
    password,
    primaryEmail: `saml.${suffix}@example.com`,
    name: 'Ada Lovelace',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  user = created.body;
});
afterAll(async () => {
  await server?.stop();
});

describe('SAML application SSO (SP-initiated, HTTP-Redirect → HTTP-POST)', () => {
  it('signs a user in to the SP: signed response, NameID and mapped attributes, RelayState', async () => {
    const appId = await createApp();
    const idp = saml.IdentityProvider({ metadata: await metadataOf(appId) });
    const sp = spOf();
    const { html, headers } = await signInThroughSp(appId, sp, idp);

    // The auto-post page runs under its own CSP: a nonce for its one script, posts to the ACS only.
    const policy = headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(policy).toContain('form-action https://sp.example.test');
    expect(html).toContain(`action="${acsUrl}"`);

    const SAMLResponse = htmlValue(html, 'SAMLResponse');
    const RelayState = htmlValue(html, 'RelayState');
    expect(RelayState).toBe('back-to=/wiki/home');
    const { extract } = await sp.parseLoginResponse(idp, 'post', {
      body: { SAMLResponse, RelayState },
    });
    expect(extract.nameID).toBe(user.id);
    expect(extract.attributes).toMatchObject({
      uid: user.id,
      mail: user.primaryEmail,
      login: user.username,
      displayName: 'Ada Lovelace',
    });
    expect(extract.response?.inResponseTo).toBeTruthy();
    expect(extract.audience).toBe(spEntityId);
  });

  it('answers the e-mail address as NameID with the emailAddress format', async () => {
    const appId = await createApp({
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    });
    const idp = saml.IdentityProvider({ metadata: await metadataOf(appId) });
    const sp = spOf();
    const { html } = await signInThroughSp(appId, sp, idp);
    const { extract } = await sp.parseLoginResponse(idp, 'post', {
      body: { SAMLResponse: htmlValue(html, 'SAMLResponse') },
    });
    expect(extract.nameID).toBe(user.primaryEmail);
  });

  it('encrypts the assertion for the SP when encryption is configured', async () => {
    const spKey = await generateSamlSigningCertificate('sp.example.test', 1);
    const appId = await createApp({
      encryption: {
        encryptAssertion: true,
        encryptThenSign: false,
        certificate: spKey.certificate,
      },
    });
    const idp = saml.IdentityProvider({
      metadata: await metadataOf(appId),
      isAssertionEncrypted: true,
    });
    const sp = spOf({ encPrivateKey: spKey.privateKey });
    const { html } = await signInThroughSp(appId, sp, idp);
    const SAMLResponse = htmlValue(html, 'SAMLResponse')!;
    const xml = Buffer.from(SAMLResponse, 'base64').toString('utf8');
    expect(xml).toContain('EncryptedAssertion');
    expect(xml).not.toContain(user.primaryEmail);
    const { extract } = await sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse } });
    expect(extract.nameID).toBe(user.id);
    expect(extract.attributes).toMatchObject({ mail: user.primaryEmail });
  });

  it('signs with the newly activated certificate after rotation', async () => {
    const appId = await createApp();
    const before = await metadataOf(appId);
    const oldIdp = saml.IdentityProvider({ metadata: before });
    const added = await client.post(`/api/saml-applications/${appId}/secrets`, {
      lifeSpanInYears: 1,
    });
    expect(added.status).toBe(201);
    const activated = await client.patch(
      `/api/saml-applications/${appId}/secrets/${added.body.id}`,
      { active: true },
    );
    expect(activated.status).toBe(200);

    const after = await metadataOf(appId);
    const body = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
    expect(after).toContain(body(added.body.certificate));
    expect(after).not.toEqual(before);

    const newIdp = saml.IdentityProvider({ metadata: after });
    const sp = spOf();
    const { html } = await signInThroughSp(appId, sp, newIdp);
    const SAMLResponse = htmlValue(html, 'SAMLResponse');
    const { extract } = await sp.parseLoginResponse(newIdp, 'post', { body: { SAMLResponse } });
    expect(extract.nameID).toBe(user.id);
    // The SP that still trusts the old certificate refuses the new signature.
    await expect(
      sp.parseLoginResponse(oldIdp, 'post', { body: { SAMLResponse } }),
    ).rejects.toThrow();
  });

  it('refuses an AuthnRequest whose issuer is not the configured entity ID', async () => {
    const appId = await createApp({ entityId: 'https://other-sp.example.test' });
    const idp = saml.IdentityProvider({ metadata: await metadataOf(appId) });
    const { context } = spOf().createLoginRequest(idp, 'redirect');
    const response = await fetch(context, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('application.saml.auth_request_issuer_not_match');
  });

  it('refuses a callback without the SAML session cookie, and unknown applications', async () => {
    const appId = await createApp();
    const response = await fetch(
      `${server.mainUrl}/api/saml-applications/${appId}/callback?code=x&state=y`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(
      'application.saml.sp_initiated_saml_sso_session_not_found_in_cookies',
    );
    expect((await fetch(`${server.mainUrl}/api/saml-applications/nope/metadata`)).status).toBe(404);
    const garbage = await fetch(`${server.mainUrl}/api/saml/${appId}/authn?SAMLRequest=abc`, {
      redirect: 'manual',
    });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).code).toBe('application.saml.invalid_saml_request');
  });

  it('accepts the AuthnRequest by HTTP-POST, form-encoded', async () => {
    const appId = await createApp();
    const idp = saml.IdentityProvider({ metadata: await metadataOf(appId) });
    const request = spOf().createLoginRequest(idp, 'post') as { context: string };
    const response = await fetch(`${server.mainUrl}/api/saml/${appId}/authn`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLRequest: request.context, RelayState: 'r' }),
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('client_id')).toBe(appId);
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.mainUrl}/api/saml-applications/${appId}/callback`,
    );
  });
});
