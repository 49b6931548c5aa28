import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { createUser, uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';
import {
  createUpstreamUser,
  openSignInPage,
  registerUpstreamClient,
} from './helpers/social-provider.ts';

/**
 * Social sign-in through the generic OpenID Connect connector, where the provider is another
 * tenant (`admin`) of the same Gatehouse: real discovery, code flow, id_token signed by that
 * tenant's key and verified against its JWKS, userinfo. The downstream application is a real
 * openid-client relying party of the `default` tenant.
 */

const connectorId = 'upstream-oidc';
const wrongKeysConnectorId = 'wrong-keys-oidc';
const target = 'upstream';
const appRedirect = 'http://localhost:4999/callback';

let server: RunningServer;
let management: ApiClient;
let callbackUrl: string;
let relyingParty: client.Configuration;

beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
  callbackUrl = `${server.mainUrl}/callback/${connectorId}`;
  const upstream = await registerUpstreamClient(server, [
    callbackUrl,
    `${server.mainUrl}/callback/${wrongKeysConnectorId}`,
  ]);

  // Only the issuer: endpoints and keys come from the upstream's discovery document.
  const connector = await management.post('/api/connectors', {
    id: connectorId,
    connectorId: 'oidc',
    config: {
      clientId: upstream.clientId,
      clientSecret: upstream.clientSecret,
      issuer: upstream.issuer,
      scope: 'openid profile email',
    },
    metadata: { target, name: { en: 'Upstream' } },
  });
  expect(connector.status).toBe(200);
  // The same provider, but checking its id_tokens against another issuer's keys (the default
  // tenant's own): every id_token must then be refused.
  const wrongKeys = await management.post('/api/connectors', {
    id: wrongKeysConnectorId,
    connectorId: 'oidc',
    config: {
      clientId: upstream.clientId,
      clientSecret: upstream.clientSecret,
      issuer: upstream.issuer,
      jwksUri: `${server.mainUrl}/oidc/jwks`,
    },
    metadata: { target: 'wrong-keys' },
  });
  expect(wrongKeys.status).toBe(200);
  const experience = await management.patch('/api/sign-in-exp', {
    socialSignInConnectorTargets: [target],
  });
  expect(experience.status).toBe(200);

  const app = await management.post('/api/applications', {
    name: 'Social RP',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  const secrets = await management.get<{ value: string }[]>(
    `/api/applications/${app.body.id}/secrets`,
  );
  relyingParty = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    app.body.id,
    secrets.body[0]!.value,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The downstream application's sign-in request, and how it redeems the code afterwards. */
const startApplicationSignIn = async () => {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(relyingParty, {
    redirect_uri: appRedirect,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const page = await openSignInPage(url.href);
  const redeem = async (redirectTo: string) => {
    const callback = await page.finish(redirectTo, appRedirect);
    const tokens = await client.authorizationCodeGrant(relyingParty, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return tokens.claims()!;
  };
  return { ...page, redeem };
};

type Person = Awaited<ReturnType<typeof createUpstreamUser>>;

/**
 * Up to the verified social record: the authorization URL from Gatehouse, the person signs in at
 * the upstream tenant, and the callback's query goes to `/verify`.
 */
const verifyAtUpstream = async (
  page: Awaited<ReturnType<typeof startApplicationSignIn>>,
  person: Person,
  connector = connectorId,
) => {
  const redirectUri = `${server.mainUrl}/callback/${connector}`;
  expect((await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
    204,
  );
  const state = `state-${uniqueSuffix()}`;
  const started = await page.call(
    'POST',
    `/api/experience/verification/social/${connector}/authorization-uri`,
    { state, redirectUri },
  );
  expect(started.status).toBe(200);
  const authorizationUri = new URL(String(started.body.authorizationUri));
  expect(authorizationUri.origin).toBe(server.adminUrl);
  expect(authorizationUri.searchParams.get('state')).toBe(state);
  expect(authorizationUri.searchParams.get('nonce')).toBeTruthy();
  expect(authorizationUri.searchParams.get('code_challenge_method')).toBe('S256');

  const callback = await authorizeWithoutBrowser(authorizationUri.href, person, { redirectUri });
  expect(callback.searchParams.get('state')).toBe(state);
  const verificationId = String(started.body.verificationId);
  const connectorData = Object.fromEntries(callback.searchParams);
  return { verificationId, connectorData, state };
};

const verify = (
  page: Awaited<ReturnType<typeof startApplicationSignIn>>,
  verificationId: string,
  connectorData: Record<string, string>,
  connector = connectorId,
) =>
  page.call('POST', `/api/experience/verification/social/${connector}/verify`, {
    verificationId,
    connectorData,
  });

describe('social sign-in with the generic OIDC connector', () => {
  it('lists the connector on the public sign-in experience', async () => {
    const response = await fetch(`${server.mainUrl}/api/.well-known/sign-in-exp`);
    const body = (await response.json()) as { socialConnectors: unknown[] };
    expect(body.socialConnectors).toEqual([
      expect.objectContaining({ id: connectorId, target, name: { en: 'Upstream' } }),
    ]);
    expect(JSON.stringify(body.socialConnectors)).not.toContain('clientSecret');
  });

  it('registers a new person from the provider, then signs the same person in again', async () => {
    const person = await createUpstreamUser(server, `new-${uniqueSuffix()}@example.com`);

    const first = await startApplicationSignIn();
    const { verificationId, connectorData } = await verifyAtUpstream(first, person);
    expect((await verify(first, verificationId, connectorData)).status).toBe(200);
    const interaction = await first.call('GET', '/api/experience/interaction');
    expect(interaction.body.verificationRecords).toEqual([
      expect.objectContaining({
        id: verificationId,
        type: 'Social',
        connectorId,
        socialUserInfo: expect.objectContaining({ id: person.id, email: person.email }),
      }),
    ]);
    expect(JSON.stringify(interaction.body)).not.toContain('codeVerifier');

    // Nobody has this identity yet and no account has the e-mail: not found, without a related user.
    const unknown = await first.call('POST', '/api/experience/identification', { verificationId });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.identity_not_exist');
    expect(unknown.body.data).toBeUndefined();
    // The client switches to registration with the same verification.
    expect(
      (
        await first.call('PUT', '/api/experience/interaction-event', {
          interactionEvent: 'Register',
        })
      ).status,
    ).toBe(204);
    const registered = await first.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect(registered.status).toBe(201);
    const submitted = await first.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(200);
    const claims = await first.redeem(String(submitted.body.redirectTo));

    const user = await management.get(`/api/users/${claims.sub}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      primaryEmail: person.email,
      identities: { [target]: { userId: person.id } },
    });

    // Second time: the identity finds the same account at once.
    const second = await startApplicationSignIn();
    const again = await verifyAtUpstream(second, person);
    expect((await verify(second, again.verificationId, again.connectorData)).status).toBe(200);
    expect(
      (
        await second.call('POST', '/api/experience/identification', {
          verificationId: again.verificationId,
        })
      ).status,
    ).toBe(204);
    const resubmitted = await second.call('POST', '/api/experience/submit');
    expect((await second.redeem(String(resubmitted.body.redirectTo))).sub).toBe(claims.sub);

    // The same identity cannot register a second account.
    const third = await startApplicationSignIn();
    const once = await verifyAtUpstream(third, person);
    await verify(third, once.verificationId, once.connectorData);
    await third.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const duplicate = await third.call('POST', '/api/experience/identification', {
      verificationId: once.verificationId,
    });
    expect({ status: duplicate.status, code: duplicate.body.code }).toEqual({
      status: 422,
      code: 'user.identity_already_in_use',
    });
  }, 60_000);

  it("makes a person registered with a verified e-mail of an organization's JIT domain a member", async () => {
    const domain = `jit-${uniqueSuffix()}.test`;
    const organization = await management.post('/api/organizations', { name: 'Social JIT' });
    expect(organization.status).toBe(201);
    const role = await management.post('/api/organization-roles', {
      name: `social-jit-${uniqueSuffix()}`,
    });
    expect(role.status).toBe(201);
    const organizationId = String(organization.body.id);
    expect(
      (
        await management.post(`/api/organizations/${organizationId}/jit/email-domains`, {
          emailDomain: domain,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await management.post(`/api/organizations/${organizationId}/jit/roles`, {
          organizationRoleIds: [role.body.id],
        })
      ).status,
    ).toBe(201);

    const register = async (email: string) => {
      const person = await createUpstreamUser(server, email);
      const page = await startApplicationSignIn();
      const { verificationId, connectorData } = await verifyAtUpstream(page, person);
      expect((await verify(page, verificationId, connectorData)).status).toBe(200);
      await page.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
      const registered = await page.call('POST', '/api/experience/identification', {
        verificationId,
      });
      expect(registered.status).toBe(201);
      const submitted = await page.call('POST', '/api/experience/submit');
      return String((await page.redeem(String(submitted.body.redirectTo))).sub);
    };
    const organizationsOf = async (userId: string) =>
      (
        await management.get<{ id: string; organizationRoles: { id: string }[] }[]>(
          `/api/users/${userId}/organizations`,
        )
      ).body.map(({ id, organizationRoles }) => ({
        id,
        roles: organizationRoles.map(({ id: roleId }) => roleId),
      }));

    const member = await register(`ann-${uniqueSuffix()}@${domain}`);
    expect(await organizationsOf(member)).toEqual([{ id: organizationId, roles: [role.body.id] }]);
    // Another domain (a subdomain is one) joins nothing.
    const outsider = await register(`bob-${uniqueSuffix()}@sub.${domain}`);
    expect(await organizationsOf(outsider)).toEqual([]);
  }, 60_000);

  it('links the identity to the account with the same verified e-mail when asked to', async () => {
    const email = `linked-${uniqueSuffix()}@example.com`;
    const existing = await management.post('/api/users', {
      username: `existing_${uniqueSuffix()}`,
      primaryEmail: email,
    });
    expect(existing.status).toBe(200);
    const person = await createUpstreamUser(server, email);

    const page = await startApplicationSignIn();
    const { verificationId, connectorData } = await verifyAtUpstream(page, person);
    expect((await verify(page, verificationId, connectorData)).status).toBe(200);
    const related = await page.call('POST', '/api/experience/identification', { verificationId });
    expect(related.status).toBe(404);
    expect(related.body).toMatchObject({
      code: 'user.identity_not_exist',
      data: { relatedUser: { type: 'email', value: email } },
    });
    // Nothing was linked before the person agreed.
    expect((await management.get(`/api/users/${existing.body.id}`)).body.identities).toEqual({});

    const linked = await page.call('POST', '/api/experience/identification', {
      verificationId,
      linkSocialIdentity: true,
    });
    expect(linked.status).toBe(204);
    const submitted = await page.call('POST', '/api/experience/submit');
    expect((await page.redeem(String(submitted.body.redirectTo))).sub).toBe(existing.body.id);
    const user = await management.get(`/api/users/${existing.body.id}`);
    expect(user.body.identities).toEqual({
      [target]: { userId: person.id, details: expect.objectContaining({ email }) },
    });

    // The management API unlinks it; the identity is then unknown again.
    const unlinked = await management.delete(`/api/users/${existing.body.id}/identities/${target}`);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.identities).toEqual({});
  }, 60_000);

  it('refuses a callback whose state is not the one the authorization started with', async () => {
    const person = await createUpstreamUser(server, `state-${uniqueSuffix()}@example.com`);
    const page = await startApplicationSignIn();
    const { verificationId, connectorData } = await verifyAtUpstream(page, person);
    const forged = await verify(page, verificationId, { ...connectorData, state: 'forged' });
    expect({ status: forged.status, code: forged.body.code }).toEqual({
      status: 401,
      code: 'connector.authorization_failed',
    });
    // The record stays unverified: it cannot identify anyone.
    const identification = await page.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect({ status: identification.status, code: identification.body.code }).toEqual({
      status: 400,
      code: 'session.verification_failed',
    });
    // An unknown record, or one of another connector, is refused too.
    const unknown = await verify(page, 'no-such-record', connectorData);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'session.verification_session_not_found',
    });
  }, 60_000);

  it('answers the upstream refusals as connector error codes', async () => {
    const person = await createUpstreamUser(server, `refused-${uniqueSuffix()}@example.com`);
    const page = await startApplicationSignIn();
    const { verificationId, connectorData, state } = await verifyAtUpstream(page, person);

    // The upstream token endpoint refuses a code it never issued (invalid_grant).
    const badCode = await verify(page, verificationId, { ...connectorData, code: 'not-a-code' });
    expect(badCode.status).toBe(401);
    expect(badCode.body).toMatchObject({
      code: 'connector.social_auth_code_invalid',
      data: { error: 'invalid_grant' },
    });
    expect(JSON.stringify(badCode.body)).not.toMatch(/stack|clientSecret/i);

    // The person refused at the provider: the callback carries an error instead of a code.
    const denied = await verify(page, verificationId, {
      state,
      error: 'access_denied',
      error_description: 'The person said no',
    });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({
      code: 'connector.authorization_failed',
      data: { error: 'access_denied' },
    });

    // The real code still works once: the refusals above did not spend the verification.
    expect((await verify(page, verificationId, connectorData)).status).toBe(200);
    // …and only once: the upstream refuses a code redeemed twice.
    const replay = await verify(page, verificationId, connectorData);
    expect(replay.body.code).toBe('connector.social_auth_code_invalid');
  }, 60_000);

  it('refuses an id_token that the configured keys did not sign', async () => {
    const person = await createUpstreamUser(server, `keys-${uniqueSuffix()}@example.com`);
    const page = await startApplicationSignIn();
    const { verificationId, connectorData } = await verifyAtUpstream(
      page,
      person,
      wrongKeysConnectorId,
    );
    const refused = await verify(page, verificationId, connectorData, wrongKeysConnectorId);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('connector.social_invalid_id_token');
    // A record of one connector cannot be finished through another.
    const crossed = await verify(page, verificationId, connectorData, connectorId);
    expect({ status: crossed.status, code: crossed.body.code }).toEqual({
      status: 400,
      code: 'session.connector_id_mismatch',
    });
  }, 60_000);

  it('links an identity through the management API from a code a script obtained', async () => {
    const person = await createUpstreamUser(server, `script-${uniqueSuffix()}@example.com`);
    const [first, second] = [await createUser(management), await createUser(management)];
    /** A script's own authorization at the provider: the code and state of its callback. */
    const authorize = async () => {
      const started = await management.post(`/api/connectors/${connectorId}/authorization-uri`, {
        state: 'script-state',
        redirectUri: callbackUrl,
      });
      expect(started.status).toBe(200);
      const callback = await authorizeWithoutBrowser(String(started.body.redirectTo), person, {
        redirectUri: callbackUrl,
      });
      return { ...Object.fromEntries(callback.searchParams), redirectUri: callbackUrl };
    };

    const connectorData = await authorize();
    const { redirectUri: _redirectUri, ...withoutRedirect } = connectorData;
    const incomplete = await management.post(`/api/users/${first.id}/identities`, {
      connectorId,
      connectorData: withoutRedirect,
    });
    expect({ status: incomplete.status, code: incomplete.body.code }).toEqual({
      status: 400,
      code: 'connector.insufficient_request_parameters',
    });
    const linked = await management.post(`/api/users/${first.id}/identities`, {
      connectorId,
      connectorData,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      [target]: { userId: person.id, details: expect.objectContaining({ id: person.id }) },
    });
    // One identity, one account.
    const taken = await management.post(`/api/users/${second.id}/identities`, {
      connectorId,
      connectorData: await authorize(),
    });
    expect({ status: taken.status, code: taken.body.code }).toEqual({
      status: 422,
      code: 'user.identity_already_in_use',
    });
  }, 60_000);

  it('turns a provider form post to the callback into a GET with the fields as query', async () => {
    const posted = await fetch(`${server.mainUrl}/callback/${connectorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'abc', state: 'xyz', user: '{"name":{}}' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get('location')!, server.mainUrl);
    expect(location.pathname).toBe(`/callback/${connectorId}`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'abc',
      state: 'xyz',
      user: '{"name":{}}',
    });
    const nested = await fetch(`${server.mainUrl}/callback/${connectorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: { nested: true } }),
      redirect: 'manual',
    });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { code: string }).code).toBe('oidc.invalid_request');
  });

  it('answers 404 for a connector that does not exist', async () => {
    const page = await startApplicationSignIn();
    await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const missing = await page.call(
      'POST',
      '/api/experience/verification/social/no-such-connector/authorization-uri',
      { state: 'abc', redirectUri: callbackUrl },
    );
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 404,
      code: 'entity.not_exists_with_id',
    });
  });
});
