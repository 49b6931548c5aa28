import * as client from 'openid-client';
import type * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { CookieJar, followUntil } from './helpers/browserless-flow.ts';
import { createMachineToMachineApp, uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import {
  serviceProviderOf,
  signedSamlResponse,
  startSamlIdp,
  type TestSamlIdp,
} from './helpers/saml-idp.ts';
import type { RunningServer } from './helpers/server.ts';

/**
 * IdP-initiated SAML SSO (decision 017): the test's samlify IdP posts an unsolicited response to
 * the connector's ACS; the browser (a cookie jar following redirects by hand) goes on to the
 * default application's authorization request, the sign-in page's Experience API calls finish
 * the SSO verification from the parked assertion, and the application redeems a real code.
 */

const appRedirect = 'http://localhost:4997/callback';
const clientStart = 'http://localhost:4997/sso/idp-initiated';
let server: RunningServer;
let management: ApiClient;
let relyingParty: client.Configuration;
let applicationId: string;
let samlConnectorId: string;
let oidcConnectorId: string;
let samlIdp: TestSamlIdp;
let sp: samlify.ServiceProviderInstance;
const configPath = (id: string) => `/api/sso-connectors/${id}/idp-initiated-auth-config`;

beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
  const app = await management.post('/api/applications', {
    name: 'IdP-initiated RP',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  applicationId = app.body.id;
  const secrets = await management.get<{ value: string }[]>(
    `/api/applications/${applicationId}/secrets`,
  );
  relyingParty = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    applicationId,
    secrets.body[0]!.value,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
  expect((await management.patch('/api/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(
    200,
  );
  samlIdp = await startSamlIdp(
    'https://idp-initiated.acme.test/metadata',
    'https://idp-initiated.acme.test/sso',
  );
  const saml = await management.post('/api/sso-connectors', {
    providerName: 'SAML',
    connectorName: `IdP-initiated ${uniqueSuffix()}`,
    domains: ['idp-initiated.test'],
    config: {
      entityId: samlIdp.entityId,
      signInEndpoint: samlIdp.ssoUrl,
      x509Certificate: samlIdp.certificate,
    },
  });
  expect(saml.status).toBe(200);
  samlConnectorId = saml.body.id;
  const detail = await management.get(`/api/sso-connectors/${samlConnectorId}`);
  const { entityId, assertionConsumerServiceUrl } = detail.body.providerConfig.serviceProvider;
  sp = serviceProviderOf(entityId, assertionConsumerServiceUrl);
  const oidc = await management.post('/api/sso-connectors', {
    providerName: 'OIDC',
    connectorName: `OIDC ${uniqueSuffix()}`,
  });
  expect(oidc.status).toBe(200);
  oidcConnectorId = oidc.body.id;
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** The IdP's cross-site form post: no cookies go; the answer's cookies go into `jar`. */
const postToAcs = async (jar: CookieJar, SAMLResponse: string) => {
  const response = await fetch(
    `${server.mainUrl}/api/authn/single-sign-on/saml/${samlConnectorId}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse }).toString(),
    },
  );
  jar.store(response);
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    body: response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {},
  };
};

/** The sign-in page of the browser `jar`: its Experience API calls. */
const experienceOf = (jar: CookieJar) => async (method: string, path: string, body?: unknown) => {
  const response = await fetch(new URL(path, server.mainUrl), {
    method,
    headers: { cookie: jar.header(), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.store(response);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, body: isJson && text ? JSON.parse(text) : {} };
};

/**
 * What the sign-in app does at `/direct/sso/{id}` and on the SSO callback page: start the
 * connector's sign-in (the parked assertion answers instead of the IdP), verify, identify
 * (registering when nobody has the identity), submit; answers the redirect to the client.
 */
const finishSignIn = async (jar: CookieJar) => {
  const call = experienceOf(jar);
  expect((await call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const state = `state-${uniqueSuffix()}`;
  const redirectUri = `${server.mainUrl}/callback/sso/${samlConnectorId}`;
  const started = await call(
    'POST',
    `/api/experience/verification/sso/${samlConnectorId}/authorization-uri`,
    { state, redirectUri },
  );
  expect(started.status).toBe(200);
  // Not the IdP's URL: the callback page, with the parked assertion.
  const callback = new URL(started.body.authorizationUri);
  expect(callback.origin + callback.pathname).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(state);
  const { verificationId } = started.body;
  const verified = await call(
    'POST',
    `/api/experience/verification/sso/${samlConnectorId}/verify`,
    {
      verificationId,
      connectorData: Object.fromEntries(callback.searchParams),
    },
  );
  expect(verified.status).toBe(200);
  const identified = await call('POST', '/api/experience/identification', { verificationId });
  if (identified.status === 404) {
    expect(identified.body.code).toBe('user.identity_not_exist');
    await call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    expect((await call('POST', '/api/experience/identification', { verificationId })).status).toBe(
      201,
    );
  } else expect(identified.status).toBe(204);
  const submitted = await call('POST', '/api/experience/submit');
  expect(submitted.status).toBe(200);
  return followUntil(jar, String(submitted.body.redirectTo), (url) =>
    url.href.startsWith(appRedirect),
  );
};

describe('IdP-initiated auth config of an SSO connector', () => {
  it('refuses unknown connectors, OIDC connectors, wrong applications and unregistered URIs', async () => {
    expect((await management.get(configPath(samlConnectorId))).status).toBe(404);
    const unknown = await management.put(configPath('no-such-connector'), {
      defaultApplicationId: applicationId,
    });
    expect(unknown.status).toBe(404);
    const oidc = await management.put(configPath(oidcConnectorId), {
      defaultApplicationId: applicationId,
    });
    expect(oidc.status).toBe(400);
    expect(oidc.body.code).toBe('single_sign_on.idp_initiated_authentication_not_supported');
    const robot = await createMachineToMachineApp(management, 'IdP-initiated robot');
    const wrongType = await management.put(configPath(samlConnectorId), {
      defaultApplicationId: robot.clientId,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe(
      'single_sign_on.idp_initiated_authentication_invalid_application_type',
    );
    const unregistered = await management.put(configPath(samlConnectorId), {
      defaultApplicationId: applicationId,
      redirectUri: 'http://localhost:4997/elsewhere',
      autoSendAuthorizationRequest: true,
    });
    expect(unregistered.status).toBe(400);
    expect(unregistered.body.code).toBe(
      'single_sign_on.idp_initiated_authentication_redirect_uri_not_registered',
    );
    expect((await management.get(configPath(samlConnectorId))).status).toBe(404);
  });

  it('puts, reads, replaces and deletes the config', async () => {
    const put = await management.put(configPath(samlConnectorId), {
      defaultApplicationId: applicationId,
      redirectUri: appRedirect,
      autoSendAuthorizationRequest: true,
      authParameters: { scope: 'profile email' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      tenantId: 'default',
      connectorId: samlConnectorId,
      defaultApplicationId: applicationId,
      redirectUri: appRedirect,
      authParameters: { scope: 'profile email' },
      autoSendAuthorizationRequest: true,
      clientIdpInitiatedAuthCallbackUri: null,
    });
    expect(typeof put.body.createdAt).toBe('number');
    expect((await management.get(configPath(samlConnectorId))).body).toEqual(put.body);
    // PUT replaces: what is left out is reset.
    const replaced = await management.put(configPath(samlConnectorId), {
      defaultApplicationId: applicationId,
      clientIdpInitiatedAuthCallbackUri: clientStart,
    });
    expect(replaced.body).toMatchObject({
      redirectUri: null,
      authParameters: {},
      autoSendAuthorizationRequest: false,
      clientIdpInitiatedAuthCallbackUri: clientStart,
    });
    expect((await management.delete(configPath(samlConnectorId))).status).toBe(204);
    expect((await management.get(configPath(samlConnectorId))).status).toBe(404);
    expect((await management.delete(configPath(samlConnectorId))).status).toBe(404);
  });
});

describe('IdP-initiated SAML sign-in', () => {
  const person = { email: `ida-${uniqueSuffix()}@idp-initiated.test`, name: 'Ida Initiated' };
  let userId: string;

  it('refuses an unsolicited response for a connector without the config', async () => {
    await management.delete(configPath(samlConnectorId));
    const refused = await postToAcs(new CookieJar(), await signedSamlResponse(samlIdp, sp, person));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('single_sign_on.idp_initiated_authentication_not_supported');
  });

  it('auto-sends the authorization request and signs the person in to the default app', async () => {
    expect(
      (
        await management.put(configPath(samlConnectorId), {
          defaultApplicationId: applicationId,
          redirectUri: appRedirect,
          autoSendAuthorizationRequest: true,
          authParameters: { scope: 'profile email' },
        })
      ).status,
    ).toBe(200);
    const jar = new CookieJar();
    const response = await signedSamlResponse(samlIdp, sp, person);
    const acs = await postToAcs(jar, response);
    expect(acs.status).toBe(302);
    const authorization = new URL(acs.location!);
    expect(authorization.origin + authorization.pathname).toBe(`${server.mainUrl}/oidc/auth`);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: applicationId,
      redirect_uri: appRedirect,
      response_type: 'code',
      scope: 'openid profile email',
      prompt: 'login',
      direct_sign_in: `sso:${samlConnectorId}`,
    });
    const directPage = await followUntil(jar, authorization.href, (url) =>
      url.pathname.startsWith('/direct/'),
    );
    expect(directPage.pathname).toBe(`/direct/sso/${samlConnectorId}`);
    const callback = await finishSignIn(jar);
    const tokens = await client.authorizationCodeGrant(relyingParty, callback, {
      expectedState: authorization.searchParams.get('state')!,
    });
    const claims = tokens.claims()!;
    expect(claims.email).toBe(person.email);
    userId = claims.sub;
    const user = await management.get(`/api/users/${userId}`);
    expect(user.body).toMatchObject({ primaryEmail: person.email, name: person.name });

    // The same assertion again (a replay) is refused, even once its sign-in is done.
    const replay = await postToAcs(new CookieJar(), response);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('connector.invalid_response');
  });

  it("hands over to the client's callback, whose own sign-in uses the assertion", async () => {
    expect(
      (
        await management.put(configPath(samlConnectorId), {
          defaultApplicationId: applicationId,
          clientIdpInitiatedAuthCallbackUri: clientStart,
        })
      ).status,
    ).toBe(200);
    const jar = new CookieJar();
    const acs = await postToAcs(jar, await signedSamlResponse(samlIdp, sp, person));
    expect(acs.status).toBe(302);
    const handover = new URL(acs.location!);
    expect(handover.origin + handover.pathname).toBe(clientStart);
    expect(handover.searchParams.get('ssoConnectorId')).toBe(samlConnectorId);

    // The client starts a sign-in of its own, straight to that connector.
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(relyingParty, {
      redirect_uri: appRedirect,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      direct_sign_in: `sso:${samlConnectorId}`,
    });
    await followUntil(jar, url.href, (next) => next.pathname.startsWith('/direct/'));
    const callback = await finishSignIn(jar);
    const tokens = await client.authorizationCodeGrant(relyingParty, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()!.sub).toBe(userId);

    // The assertion was used: the same browser's next sign-in goes to the IdP again.
    const next = client.buildAuthorizationUrl(relyingParty, {
      redirect_uri: appRedirect,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      prompt: 'login',
      direct_sign_in: `sso:${samlConnectorId}`,
    });
    await followUntil(jar, next.href, (url) => url.pathname.startsWith('/direct/'));
    const call = experienceOf(jar);
    await call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const again = await call(
      'POST',
      `/api/experience/verification/sso/${samlConnectorId}/authorization-uri`,
      { state: 'again', redirectUri: `${server.mainUrl}/callback/sso/${samlConnectorId}` },
    );
    expect(again.status).toBe(200);
    const idpUrl = new URL(again.body.authorizationUri);
    expect(idpUrl.origin + idpUrl.pathname).toBe(samlIdp.ssoUrl);
  });

  it('answers client_callback_uri_not_found when neither way is configured', async () => {
    await management.put(configPath(samlConnectorId), { defaultApplicationId: applicationId });
    const refused = await postToAcs(new CookieJar(), await signedSamlResponse(samlIdp, sp, person));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(
      'single_sign_on.idp_initiated_authentication_client_callback_uri_not_found',
    );
  });
});
