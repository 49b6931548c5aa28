import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import type * as client from 'openid-client';
import * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import {
  postToAcs as postSamlToAcs,
  serviceProviderOf,
  signedSamlResponse,
  startSamlIdp,
  type TestSamlIdp,
} from './helpers/saml-idp.ts';
import type { RunningServer } from './helpers/server.ts';
import { createUpstreamUser, upstreamTenant } from './helpers/social-provider.ts';
import {
  createUpstreamOidcConnector,
  openApplicationSignIn,
  startSsoWorld,
} from './helpers/sso-world.ts';

/**
 * Enterprise SSO end to end. The OIDC IdP is another tenant (`admin`) of the same Gatehouse: real
 * discovery, code flow with PKCE, id_token verified against that tenant's JWKS. The SAML IdP is a
 * samlify IdentityProvider run by this test with its own key and certificate, whose signed
 * SAMLResponse is posted to the assertion consumer service. The downstream application is a real
 * openid-client relying party of the `default` tenant.
 */

const appRedirect = 'http://localhost:4998/callback';
const companyDomain = 'acme-sso.test';
let server: RunningServer;
let management: ApiClient;
let relyingParty: client.Configuration;
let oidcConnectorId: string;
const db = () => server.gatehouse.context.database.db;

beforeAll(async () => {
  ({ server, management, relyingParty } = await startSsoWorld({
    applicationName: 'SSO RP',
    redirectUri: appRedirect,
  }));
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** The downstream application's sign-in request, and how it redeems the code afterwards. */
const startApplicationSignIn = async () => {
  const page = await openApplicationSignIn(relyingParty, appRedirect, 'openid profile email');
  const redeem = async (redirectTo: string) => (await page.redeem(redirectTo)).claims()!;
  return { ...page, redeem };
};
type Page = Awaited<ReturnType<typeof startApplicationSignIn>>;

/** Identification as SignIn, then as Register when nobody has the identity; then submit. */
const signInOrRegister = async (page: Page, verificationId: string) => {
  const identified = await page.call('POST', '/api/experience/identification', { verificationId });
  if (identified.status === 404) {
    expect(identified.body.code).toBe('user.identity_not_exist');
    await page.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const registered = await page.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect(registered.status).toBe(201);
  } else expect(identified.status).toBe(204);
  const submitted = await page.call('POST', '/api/experience/submit');
  expect(submitted.status).toBe(200);
  return page.redeem(String(submitted.body.redirectTo));
};

const insertOrganizationWithJitRole = async (name: string) => {
  const organizationId = `org${uniqueSuffix()}`;
  const roleId = `role${uniqueSuffix()}`;
  await withTenant(db(), 'default', async (tx) => {
    await tx.insert(t.organizations).values({ tenantId: 'default', id: organizationId, name });
    await tx
      .insert(t.organizationRoles)
      .values({ tenantId: 'default', id: roleId, name: `member-${uniqueSuffix()}` });
    await tx
      .insert(t.organizationJitRoles)
      .values({ tenantId: 'default', organizationId, organizationRoleId: roleId });
  });
  return { organizationId, roleId };
};

const membershipOf = (userId: string, organizationId: string) =>
  withTenant(db(), 'default', async (tx) => ({
    member: (
      await tx
        .select()
        .from(t.organizationUsers)
        .where(
          and(
            eq(t.organizationUsers.organizationId, organizationId),
            eq(t.organizationUsers.userId, userId),
          ),
        )
    ).length,
    roles: (
      await tx
        .select({ roleId: t.organizationRoleUsers.organizationRoleId })
        .from(t.organizationRoleUsers)
        .where(
          and(
            eq(t.organizationRoleUsers.organizationId, organizationId),
            eq(t.organizationRoleUsers.userId, userId),
          ),
        )
    ).map(({ roleId }) => roleId),
  }));

describe('SSO connector management', () => {
  it('lists the providers with the contract fields', async () => {
    const { status, body } = await management.get<{ providerName: string }[]>(
      '/api/sso-connector-providers',
    );
    expect(status).toBe(200);
    expect(body.map(({ providerName }) => providerName).sort()).toEqual([
      'AzureAD',
      'AzureAdOidc',
      'GoogleWorkspace',
      'OIDC',
      'Okta',
      'SAML',
    ]);
    expect(body[0]).toEqual({
      providerName: expect.any(String),
      providerType: expect.stringMatching(/^(oidc|saml)$/),
      logo: expect.any(String),
      logoDark: expect.any(String),
      description: expect.any(String),
      name: expect.any(String),
    });
  });

  it('creates, reads, renames, refuses bad input, and deletes a connector', async () => {
    const name = `Acme ${uniqueSuffix()}`;
    const created = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: name,
      domains: ['Example-Corp.test'],
      config: { clientId: 'abc', clientSecret: 'top-secret-value' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      tenantId: 'default',
      providerName: 'OIDC',
      connectorName: name,
      domains: ['example-corp.test'],
      branding: {},
      syncProfile: false,
      enableTokenStorage: false,
      config: { clientId: 'abc', clientSecret: 'top-secret-value' },
    });
    // The secret is sealed at rest.
    const [row] = await withTenant(db(), 'default', (tx) =>
      tx.select().from(t.ssoConnectors).where(eq(t.ssoConnectors.id, created.body.id)),
    );
    expect(JSON.stringify(row?.config)).not.toContain('top-secret-value');

    const duplicate = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: name,
    });
    expect({ status: duplicate.status, code: duplicate.body.code }).toEqual({
      status: 409,
      code: 'single_sign_on.duplicate_connector_name',
    });
    const publicDomain = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: `Other ${uniqueSuffix()}`,
      domains: ['gmail.com'],
    });
    expect({ status: publicDomain.status, code: publicDomain.body.code }).toEqual({
      status: 422,
      code: 'single_sign_on.forbidden_domains',
    });
    const duplicatedDomains = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: `Other ${uniqueSuffix()}`,
      domains: ['a-corp.test', 'A-corp.test'],
    });
    expect(duplicatedDomains.status).toBe(422);
    const unknownProvider = await management.post('/api/sso-connectors', {
      providerName: 'Nope',
      connectorName: `Other ${uniqueSuffix()}`,
    });
    expect(unknownProvider.status).toBe(422);
    const wrongType = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: `Other ${uniqueSuffix()}`,
      config: { clientId: 42 },
    });
    expect(wrongType.status).toBe(400);

    const read = await management.get(`/api/sso-connectors/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: 'OIDC',
      providerType: 'oidc',
      providerLogo: expect.any(String),
    });

    const patched = await management.patch(`/api/sso-connectors/${created.body.id}`, {
      connectorName: `${name} renamed`,
      syncProfile: true,
      branding: { displayName: 'Acme SSO' },
      config: { issuer: 'https://idp.example-corp.test' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      connectorName: `${name} renamed`,
      syncProfile: true,
      branding: { displayName: 'Acme SSO' },
      config: {
        clientId: 'abc',
        clientSecret: 'top-secret-value',
        issuer: 'https://idp.example-corp.test',
      },
    });

    const list = await management.get<{ id: string }[]>('/api/sso-connectors?page=1&page_size=50');
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBeTruthy();
    expect(list.body.map(({ id }) => id)).toContain(created.body.id);

    expect((await management.delete(`/api/sso-connectors/${created.body.id}`)).status).toBe(204);
    expect((await management.get(`/api/sso-connectors/${created.body.id}`)).status).toBe(404);
  });

  it('manages SAML signing keys: one active at a time, the active one kept', async () => {
    const connector = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: `Keys ${uniqueSuffix()}`,
    });
    const id = connector.body.id;
    const first = await management.post(`/api/sso-connectors/${id}/signing-keys`, { active: true });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      active: true,
      certificate: expect.stringContaining('BEGIN CERTIFICATE'),
      fingerprints: { sha256: { formatted: expect.any(String), unformatted: expect.any(String) } },
    });
    expect(JSON.stringify(first.body)).not.toContain('PRIVATE KEY');
    const second = await management.post(`/api/sso-connectors/${id}/signing-keys`, {});
    expect(second.body.active).toBe(false);
    const deleteActive = await management.delete(
      `/api/sso-connectors/${id}/signing-keys/${first.body.id}`,
    );
    expect({ status: deleteActive.status, code: deleteActive.body.code }).toEqual({
      status: 400,
      code: 'single_sign_on.can_not_delete_active_signing_key',
    });
    const activated = await management.patch(
      `/api/sso-connectors/${id}/signing-keys/${second.body.id}`,
      { active: true },
    );
    expect(activated.body.active).toBe(true);
    const keys = await management.get<{ id: string; active: boolean }[]>(
      `/api/sso-connectors/${id}/signing-keys`,
    );
    expect(keys.body.filter(({ active }) => active).map(({ id: keyId }) => keyId)).toEqual([
      second.body.id,
    ]);
    expect(
      (await management.delete(`/api/sso-connectors/${id}/signing-keys/${first.body.id}`)).status,
    ).toBe(204);
    expect((await management.get(`/api/sso-connectors/missing/signing-keys`)).status).toBe(404);
  });
});

describe('enterprise SSO sign-in with an OIDC IdP (another tenant of this server)', () => {
  beforeAll(async () => {
    const { id, patched, upstream } = await createUpstreamOidcConnector(server, management, {
      connectorName: `Upstream OIDC ${uniqueSuffix()}`,
      domains: [companyDomain],
      syncProfile: true,
    });
    oidcConnectorId = id;
    expect(patched.providerConfig).toMatchObject({
      issuer: upstream.issuer,
      authorizationEndpoint: expect.stringContaining('/oidc/auth'),
    });
  });

  const verifyAtUpstream = async (
    page: Page,
    person: Awaited<ReturnType<typeof createUpstreamUser>>,
  ) => {
    const redirectUri = `${server.mainUrl}/callback/sso/${oidcConnectorId}`;
    expect((await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
      204,
    );
    // Identifier-first routing: the e-mail's domain names the connector.
    const routed = await page.call(
      'GET',
      `/api/experience/sso-connectors?email=${encodeURIComponent(person.email)}`,
    );
    expect(routed.body).toEqual({ connectorIds: [oidcConnectorId] });
    const state = `state-${uniqueSuffix()}`;
    const started = await page.call(
      'POST',
      `/api/experience/verification/sso/${oidcConnectorId}/authorization-uri`,
      { state, redirectUri },
    );
    expect(started.status).toBe(200);
    const authorizationUri = new URL(String(started.body.authorizationUri));
    expect(authorizationUri.origin).toBe(server.adminUrl);
    expect(authorizationUri.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await authorizeWithoutBrowser(authorizationUri.href, person, { redirectUri });
    const verificationId = String(started.body.verificationId);
    const verified = await page.call(
      'POST',
      `/api/experience/verification/sso/${oidcConnectorId}/verify`,
      { verificationId, connectorData: Object.fromEntries(callback.searchParams) },
    );
    expect(verified.status).toBe(200);
    return verificationId;
  };

  it('lists the connector on the public sign-in experience and routes only its domain', async () => {
    const response = await fetch(`${server.mainUrl}/api/.well-known/sign-in-exp`);
    const body = (await response.json()) as { ssoConnectors: { id: string }[] };
    expect(body.ssoConnectors.map(({ id }) => id)).toContain(oidcConnectorId);
    expect(JSON.stringify(body.ssoConnectors)).not.toContain('clientSecret');
    const page = await startApplicationSignIn();
    const other = await page.call('GET', '/api/experience/sso-connectors?email=ann@elsewhere.test');
    expect(other.body).toEqual({ connectorIds: [] });
  });

  it('registers the person with the SSO identity and JIT memberships, then syncs the profile', async () => {
    const byConnector = await insertOrganizationWithJitRole('JIT by connector');
    const jit = await management.post(
      `/api/organizations/${byConnector.organizationId}/jit/sso-connectors`,
      { ssoConnectorIds: [oidcConnectorId] },
    );
    expect(jit.status).toBe(201);
    const listed = await management.get<{ id: string }[]>(
      `/api/organizations/${byConnector.organizationId}/jit/sso-connectors`,
    );
    expect(listed.body.map(({ id }) => id)).toEqual([oidcConnectorId]);
    const byDomain = await insertOrganizationWithJitRole('JIT by domain');
    await withTenant(db(), 'default', (tx) =>
      tx.insert(t.organizationJitEmailDomains).values({
        tenantId: 'default',
        organizationId: byDomain.organizationId,
        emailDomain: companyDomain,
      }),
    );

    const person = await createUpstreamUser(server, `jane-${uniqueSuffix()}@${companyDomain}`);
    await withTenant(db(), upstreamTenant, (tx) =>
      tx.update(t.users).set({ name: 'Jane Before' }).where(eq(t.users.id, person.id)),
    );
    const first = await startApplicationSignIn();
    const verificationId = await verifyAtUpstream(first, person);
    const interaction = await first.call('GET', '/api/experience/interaction');
    expect(interaction.body.verificationRecords).toEqual([
      expect.objectContaining({
        id: verificationId,
        type: 'EnterpriseSso',
        connectorId: oidcConnectorId,
        enterpriseSsoUserInfo: expect.objectContaining({ id: person.id, email: person.email }),
      }),
    ]);
    expect(JSON.stringify(interaction.body)).not.toContain('codeVerifier');
    const claims = await signInOrRegister(first, verificationId);

    const user = await management.get(`/api/users/${claims.sub}`);
    expect(user.body).toMatchObject({ primaryEmail: person.email, name: 'Jane Before' });
    const identity = await management.get(
      `/api/users/${claims.sub}/sso-identities/${oidcConnectorId}`,
    );
    expect(identity.status).toBe(200);
    expect(identity.body.ssoIdentity).toMatchObject({
      userId: claims.sub,
      identityId: person.id,
      issuer: `${server.adminUrl}/oidc`,
      ssoConnectorId: oidcConnectorId,
    });
    const all = await management.get(`/api/users/${claims.sub}/all-identities`);
    expect(all.body.ssoIdentities).toHaveLength(1);
    const detail = await management.get(`/api/users/${claims.sub}?includeSsoIdentities=true`);
    expect(detail.body.ssoIdentities).toEqual([
      expect.objectContaining({ identityId: person.id, ssoConnectorId: oidcConnectorId }),
    ]);
    expect(await membershipOf(String(claims.sub), byConnector.organizationId)).toEqual({
      member: 1,
      roles: [byConnector.roleId],
    });
    expect(await membershipOf(String(claims.sub), byDomain.organizationId)).toEqual({
      member: 1,
      roles: [byDomain.roleId],
    });

    // The IdP changes the name; the connector syncs profiles: the next sign-in carries it over.
    await withTenant(db(), upstreamTenant, (tx) =>
      tx.update(t.users).set({ name: 'Jane After' }).where(eq(t.users.id, person.id)),
    );
    const second = await startApplicationSignIn();
    const again = await verifyAtUpstream(second, person);
    const secondClaims = await signInOrRegister(second, again);
    expect(secondClaims.sub).toBe(claims.sub);
    expect((await management.get(`/api/users/${claims.sub}`)).body.name).toBe('Jane After');
  });

  it('refuses a callback whose state is not the one the authorization started with', async () => {
    const page = await startApplicationSignIn();
    await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const started = await page.call(
      'POST',
      `/api/experience/verification/sso/${oidcConnectorId}/authorization-uri`,
      { state: 'good-state', redirectUri: `${server.mainUrl}/callback/sso/${oidcConnectorId}` },
    );
    const verified = await page.call(
      'POST',
      `/api/experience/verification/sso/${oidcConnectorId}/verify`,
      {
        verificationId: started.body.verificationId,
        connectorData: { code: 'x', state: 'forged' },
      },
    );
    expect(verified.status).toBe(401);
    expect(verified.body.code).toBe('connector.authorization_failed');
  });
});

describe('enterprise SSO sign-in with a SAML IdP (samlify, run by the test)', () => {
  let samlConnectorId: string;
  let samlIdp: TestSamlIdp;
  let impostor: TestSamlIdp;
  let sp: samlify.ServiceProviderInstance;
  const idpEntityId = 'https://saml-idp.acme.test/metadata';
  const ssoUrl = 'https://saml-idp.acme.test/sso';

  beforeAll(async () => {
    samlIdp = await startSamlIdp(idpEntityId, ssoUrl);
    // Same entity id, another key.
    impostor = await startSamlIdp(idpEntityId, ssoUrl, 'Impostor');
    const connector = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: `SAML IdP ${uniqueSuffix()}`,
      domains: ['saml-corp.test'],
      config: {
        entityId: idpEntityId,
        signInEndpoint: ssoUrl,
        x509Certificate: samlIdp.certificate,
      },
    });
    expect(connector.status).toBe(200);
    samlConnectorId = connector.body.id;
    // The SP as the IdP sees it, from the URLs the connector's providerConfig announces.
    const detail = await management.get(`/api/sso-connectors/${samlConnectorId}`);
    const { entityId, assertionConsumerServiceUrl } = detail.body.providerConfig.serviceProvider;
    expect(assertionConsumerServiceUrl).toBe(
      `${server.mainUrl}/api/authn/single-sign-on/saml/${samlConnectorId}`,
    );
    sp = serviceProviderOf(entityId, assertionConsumerServiceUrl);
  });

  const signedResponse = (
    requestId: string,
    person: { email: string; name: string },
    signer: TestSamlIdp = samlIdp,
  ) => signedSamlResponse(signer, sp, person, requestId);

  const startSaml = async (page: Page) => {
    await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const state = `relay-${uniqueSuffix()}`;
    const started = await page.call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/authorization-uri`,
      { state, redirectUri: `${server.mainUrl}/callback/sso/${samlConnectorId}` },
    );
    expect(started.status).toBe(200);
    const uri = new URL(String(started.body.authorizationUri));
    expect(uri.origin + uri.pathname).toBe(ssoUrl);
    expect(uri.searchParams.get('RelayState')).toBe(state);
    const { extract } = await samlIdp.idp.parseLoginRequest(sp, 'redirect', {
      query: Object.fromEntries(uri.searchParams),
    });
    return {
      state,
      verificationId: String(started.body.verificationId),
      requestId: extract.request?.id as string,
    };
  };

  const postToAcs = (fields: Record<string, string>) =>
    postSamlToAcs(server, samlConnectorId, fields);

  it('registers through a signed SAMLResponse posted to the ACS, then signs in again', async () => {
    const person = { email: `sam-${uniqueSuffix()}@saml-corp.test`, name: 'Sam Saml' };
    const page = await startApplicationSignIn();
    const { state, verificationId, requestId } = await startSaml(page);
    const response = await signedResponse(requestId, person);
    const acs = await postToAcs({ SAMLResponse: response, RelayState: state });
    expect(acs.status).toBe(302);
    const callback = new URL(acs.location!);
    expect(callback.pathname).toBe(`/callback/sso/${samlConnectorId}`);
    expect(callback.searchParams.get('state')).toBe(state);
    const verified = await page.call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/verify`,
      { verificationId, connectorData: Object.fromEntries(callback.searchParams) },
    );
    expect(verified.status).toBe(200);
    // A parked assertion is used once.
    const replay = await page.call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/verify`,
      { verificationId, connectorData: Object.fromEntries(callback.searchParams) },
    );
    expect(replay.status).toBe(404);
    const claims = await signInOrRegister(page, verificationId);
    const user = await management.get(`/api/users/${claims.sub}`);
    expect(user.body).toMatchObject({ primaryEmail: person.email, name: person.name });
    const identity = await management.get(
      `/api/users/${claims.sub}/sso-identities/${samlConnectorId}`,
    );
    expect(identity.body.ssoIdentity).toMatchObject({
      issuer: idpEntityId,
      identityId: person.email,
    });

    const again = await startApplicationSignIn();
    const second = await startSaml(again);
    const acs2 = await postToAcs({
      SAMLResponse: await signedResponse(second.requestId, person),
      RelayState: second.state,
    });
    const callback2 = new URL(acs2.location!);
    await again.call('POST', `/api/experience/verification/sso/${samlConnectorId}/verify`, {
      verificationId: second.verificationId,
      connectorData: Object.fromEntries(callback2.searchParams),
    });
    expect((await signInOrRegister(again, second.verificationId)).sub).toBe(claims.sub);
  });

  it("signs the AuthnRequest with the connector's active signing key", async () => {
    const key = await management.post<{ certificate: string }>(
      `/api/sso-connectors/${samlConnectorId}/signing-keys`,
      { active: true },
    );
    expect(key.status).toBe(201);
    const page = await startApplicationSignIn();
    await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const started = await page.call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/authorization-uri`,
      { state: 'signed-state', redirectUri: `${server.mainUrl}/callback/sso/${samlConnectorId}` },
    );
    const uri = new URL(String(started.body.authorizationUri));
    expect(uri.searchParams.get('SigAlg')).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(uri.searchParams.get('Signature')).toBeTruthy();
    // An IdP that wants signed requests checks it with the certificate the API showed.
    const strictIdp = samlify.IdentityProvider({
      entityID: idpEntityId,
      wantAuthnRequestsSigned: true,
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl },
      ],
    });
    const signingSp = samlify.ServiceProvider({
      entityID: sp.entityMeta.getEntityID(),
      signingCert: key.body.certificate,
      authnRequestsSigned: true,
      assertionConsumerService: [
        {
          Binding: samlify.Constants.namespace.binding.post,
          Location: sp.entityMeta.getAssertionConsumerService(
            samlify.Constants.namespace.binding.post,
          ) as string,
        },
      ],
    });
    const octetString = uri.search.slice(1).replace(/&Signature=[^&]*/, '');
    const { extract } = await strictIdp.parseLoginRequest(signingSp, 'redirect', {
      query: Object.fromEntries(uri.searchParams),
      octetString,
    });
    expect(extract.request?.id).toBeTruthy();
  });

  it('refuses a response signed by another key, and one answering another request', async () => {
    const page = await startApplicationSignIn();
    const { state, requestId, verificationId } = await startSaml(page);
    const person = { email: `eve-${uniqueSuffix()}@saml-corp.test`, name: 'Eve' };
    const forged = await postToAcs({
      SAMLResponse: await signedResponse(requestId, person, impostor),
      RelayState: state,
    });
    expect(forged.status).toBe(400);

    const wrongRequest = await postToAcs({
      SAMLResponse: await signedResponse('_another-request', person),
      RelayState: state,
    });
    expect(wrongRequest.status).toBe(302);
    const callback = new URL(wrongRequest.location!);
    const verified = await page.call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/verify`,
      { verificationId, connectorData: Object.fromEntries(callback.searchParams) },
    );
    expect(verified.status).toBe(401);
  });
});

describe('an e-mail of a connector domain signs in with single sign-on only', () => {
  const domain = 'sso-only-corp.test';
  const person = {
    username: `only_${uniqueSuffix()}`,
    password: `Pw-${uniqueSuffix()}-x9!`,
    email: `olga-${uniqueSuffix()}@${domain}`,
  };

  beforeAll(async () => {
    const connector = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: `SSO only ${uniqueSuffix()}`,
      domains: [domain],
    });
    expect(connector.status).toBe(200);
    const experience = await management.patch('/api/sign-in-exp', {
      signIn: {
        methods: [
          {
            identifier: 'username',
            password: true,
            verificationCode: false,
            isPasswordPrimary: true,
          },
          { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
        ],
      },
    });
    expect(experience.status).toBe(200);
    const user = await management.post('/api/users', {
      username: person.username,
      password: person.password,
      primaryEmail: person.email,
    });
    expect(user.status).toBe(200);
  });

  const identifyWithPassword = async (identifier: { type: string; value: string }) => {
    const page = await startApplicationSignIn();
    expect((await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
      204,
    );
    const verified = await page.call('POST', '/api/experience/verification/password', {
      identifier,
      password: person.password,
    });
    expect(verified.status).toBe(200);
    return page.call('POST', '/api/experience/identification', {
      verificationId: verified.body.verificationId,
    });
  };

  it('refuses identifying by that e-mail and a password while single sign-on is on', async () => {
    const refused = await identifyWithPassword({ type: 'email', value: person.email });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 422,
      code: 'session.sso_enabled',
    });
    // The rule is about the e-mail typed: the same account's username is not routed to the IdP.
    expect((await identifyWithPassword({ type: 'username', value: person.username })).status).toBe(
      204,
    );
    // With single sign-on off, the e-mail signs in with its password again.
    await management.patch('/api/sign-in-exp', { singleSignOnEnabled: false });
    try {
      expect((await identifyWithPassword({ type: 'email', value: person.email })).status).toBe(204);
    } finally {
      await management.patch('/api/sign-in-exp', { singleSignOnEnabled: true });
    }
  });
});
