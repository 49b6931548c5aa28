import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import type { RunningServer } from './helpers/server.ts';
import { createUpstreamUser } from './helpers/social-provider.ts';
import {
  createUpstreamOidcConnector,
  openApplicationSignIn,
  startSsoWorld,
} from './helpers/sso-world.ts';

/**
 * Enterprise SSO token storage (issue 11). The IdP is the `admin` tenant of the same Gatehouse
 * (a real OIDC provider on 127.0.0.1); the person signs in to a real openid-client relying party
 * of `default` through the SSO connector, and then reads the IdP's access token back through the
 * Account API with the access token that sign-in gave them. The stored token must work at the
 * IdP (its userinfo endpoint answers with it), and the database must hold it sealed.
 */

const appRedirect = 'http://localhost:4997/callback';
const companyDomain = 'tokens-sso.test';
let server: RunningServer;
let management: ApiClient;
let relyingParty: client.Configuration;
let connectorId: string;
const db = () => server.gatehouse.context.database.db;

beforeAll(async () => {
  ({ server, management, relyingParty } = await startSsoWorld({
    applicationName: 'Token storage RP',
    redirectUri: appRedirect,
  }));
  const center = await management.patch('/api/account-center', {
    enabled: true,
    fields: { name: 'Edit', social: 'ReadOnly' },
  });
  expect(center.status).toBe(200);

  const connector = await createUpstreamOidcConnector(server, management, {
    connectorName: `Token storage ${uniqueSuffix()}`,
    domains: [companyDomain],
    enableTokenStorage: true,
  });
  expect(connector.created.enableTokenStorage).toBe(true);
  connectorId = connector.id;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

type Person = Awaited<ReturnType<typeof createUpstreamUser>>;

/**
 * A whole SSO sign-in of `person` to the relying party (registering them the first time); answers
 * the relying party's access token (with the `identities` scope the Account API wants) and `sub`.
 */
const signInThroughSso = async (person: Person) => {
  const page = await openApplicationSignIn(
    relyingParty,
    appRedirect,
    'openid profile email identities',
  );
  const redirectUri = `${server.mainUrl}/callback/sso/${connectorId}`;
  expect((await page.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
    204,
  );
  const started = await page.call(
    'POST',
    `/api/experience/verification/sso/${connectorId}/authorization-uri`,
    { state: `state-${uniqueSuffix()}`, redirectUri },
  );
  expect(started.status).toBe(200);
  const callback = await authorizeWithoutBrowser(String(started.body.authorizationUri), person, {
    redirectUri,
  });
  const verificationId = String(started.body.verificationId);
  const verified = await page.call(
    'POST',
    `/api/experience/verification/sso/${connectorId}/verify`,
    {
      verificationId,
      connectorData: Object.fromEntries(callback.searchParams),
    },
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  // The interaction shown to the page never carries the token set, sealed or not.
  const interaction = await page.call('GET', '/api/experience/interaction');
  expect(JSON.stringify(interaction.body)).not.toMatch(/sealedTokenSet|enc:v1:/);
  const identified = await page.call('POST', '/api/experience/identification', { verificationId });
  if (identified.status === 404) {
    await page.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const registered = await page.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  } else expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  const submitted = await page.call('POST', '/api/experience/submit');
  expect(submitted.status).toBe(200);
  const tokens = await page.redeem(String(submitted.body.redirectTo));
  return { accessToken: tokens.access_token, userId: String(tokens.claims()!.sub) };
};

const readStoredToken = async (bearer: string, id = connectorId) => {
  const response = await fetch(
    `${server.mainUrl}/api/my-account/sso-identities/${id}/access-token`,
    { headers: { authorization: `Bearer ${bearer}` } },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** The IdP's userinfo endpoint: the proof a stored token is the IdP's real access token. */
const upstreamUserInfo = async (accessToken: string) => {
  const response = await fetch(`${server.adminUrl}/oidc/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { sub?: string } };
};

const storedSecretsOf = (userId: string) =>
  withTenant(db(), 'default', (tx) =>
    tx.select().from(t.secrets).where(eq(t.secrets.userId, userId)),
  );

describe('SSO token storage (enableTokenStorage)', () => {
  let person: Person;
  let userId: string;
  let userToken: string;
  let firstIdpToken: string;

  it('stores the IdP token set at sign-in, sealed, and gives the access token back to the user', async () => {
    person = await createUpstreamUser(server, `ann-${uniqueSuffix()}@${companyDomain}`);
    ({ accessToken: userToken, userId } = await signInThroughSso(person));

    const read = await readStoredToken(userToken);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      scope: expect.stringContaining('openid'),
      expires_in: expect.any(Number),
    });
    expect(read.body.expires_in as number).toBeGreaterThan(0);
    firstIdpToken = String(read.body.access_token);
    // It is the IdP's own token: the IdP answers its userinfo for the person with it.
    const info = await upstreamUserInfo(firstIdpToken);
    expect(info.status).toBe(200);
    expect(info.body.sub).toBe(person.id);

    // At rest: one row, sealed by the secret box; neither the token nor its JSON is readable.
    const rows = await storedSecretsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ciphertext.startsWith('enc:v1:')).toBe(true);
    expect(rows[0]!.ciphertext).not.toContain(firstIdpToken);
    expect(JSON.stringify(rows[0])).not.toContain(firstIdpToken);
    expect(rows[0]!.type).toBe('federated_token_set');
  });

  it('describes the token set (never the token) on the management user identity routes', async () => {
    const identity = await management.get(
      `/api/users/${userId}/sso-identities/${connectorId}?includeTokenSecret=true`,
    );
    expect(identity.status).toBe(200);
    expect(identity.body.tokenSecret).toMatchObject({
      userId,
      type: 'federated_token_set',
      ssoConnectorId: connectorId,
      identityId: person.id,
      issuer: `${server.adminUrl}/oidc`,
      metadata: { hasRefreshToken: false, tokenType: 'Bearer', expiresAt: expect.any(Number) },
    });
    expect(JSON.stringify(identity.body)).not.toContain(firstIdpToken);
    const without = await management.get(`/api/users/${userId}/sso-identities/${connectorId}`);
    expect(without.body.tokenSecret).toBeUndefined();
    const all = await management.get(`/api/users/${userId}/all-identities?includeTokenSecret=true`);
    expect(all.body.ssoIdentities).toEqual([
      expect.objectContaining({
        ssoConnectorId: connectorId,
        tokenSecret: expect.objectContaining({ identityId: person.id }),
      }),
    ]);
  });

  it('replaces the token set at each sign-in', async () => {
    const again = await signInThroughSso(person);
    expect(again.userId).toBe(userId);
    const read = await readStoredToken(again.accessToken);
    expect(read.status).toBe(200);
    expect(read.body.access_token).not.toBe(firstIdpToken);
    expect((await upstreamUserInfo(String(read.body.access_token))).body.sub).toBe(person.id);
    expect(await storedSecretsOf(userId)).toHaveLength(1);
  });

  it('answers the contract errors: scope missing, no identity at that connector', async () => {
    const missingScope = await fetch(
      `${server.mainUrl}/api/my-account/sso-identities/${connectorId}/access-token`,
    );
    expect(missingScope.status).toBe(401);
    const otherConnector = await readStoredToken(userToken, 'no-such-connector');
    expect({ status: otherConnector.status, code: otherConnector.body.code }).toEqual({
      status: 404,
      code: 'user.identity_not_exist',
    });
  });

  it('forgets every stored token when storage is switched off, and stores none while it is off', async () => {
    const off = await management.patch(`/api/sso-connectors/${connectorId}`, {
      enableTokenStorage: false,
    });
    expect(off.status).toBe(200);
    expect(await storedSecretsOf(userId)).toHaveLength(0);
    const gone = await readStoredToken(userToken);
    expect({ status: gone.status, code: gone.body.code }).toEqual({
      status: 404,
      code: 'secrets.third_party_token_set.token_not_found',
    });
    const again = await signInThroughSso(person);
    expect(await storedSecretsOf(userId)).toHaveLength(0);
    expect((await readStoredToken(again.accessToken)).status).toBe(404);
    const on = await management.patch(`/api/sso-connectors/${connectorId}`, {
      enableTokenStorage: true,
    });
    expect(on.status).toBe(200);
  });

  it('deletes the stored token with its user', async () => {
    const other = await createUpstreamUser(server, `bob-${uniqueSuffix()}@${companyDomain}`);
    const signedIn = await signInThroughSso(other);
    expect(await storedSecretsOf(signedIn.userId)).toHaveLength(1);
    expect((await management.delete(`/api/users/${signedIn.userId}`)).status).toBe(204);
    expect(await storedSecretsOf(signedIn.userId)).toHaveLength(0);
  });

  it('refuses token storage on a SAML connector (a SAML assertion carries no token)', async () => {
    const saml = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: `SAML tokens ${uniqueSuffix()}`,
      enableTokenStorage: true,
    });
    expect({ status: saml.status, code: saml.body.code }).toEqual({
      status: 422,
      code: 'connector.token_storage_not_supported',
    });
  });

  it('deletes the stored token with its identity', async () => {
    await signInThroughSso(person);
    expect(await storedSecretsOf(userId)).toHaveLength(1);
    await withTenant(db(), 'default', (tx) =>
      tx.delete(t.userSsoIdentities).where(eq(t.userSsoIdentities.userId, userId)),
    );
    expect(await storedSecretsOf(userId)).toHaveLength(0);
  });

  it('deletes the stored tokens with the connector (and its identities)', async () => {
    // The identity is gone: this sign-in links the account of the IdP's e-mail again.
    await signInThroughSso(person);
    expect(await storedSecretsOf(userId)).toHaveLength(1);
    expect((await management.delete(`/api/sso-connectors/${connectorId}`)).status).toBe(204);
    expect(await storedSecretsOf(userId)).toHaveLength(0);
    const relations = await withTenant(db(), 'default', (tx) =>
      tx.select().from(t.secretEnterpriseSsoConnectorRelations),
    );
    expect(relations.filter((row) => row.ssoConnectorId === connectorId)).toHaveLength(0);
  });
});
