import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { createManagementApi } from '@logto/api/management';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const managementApi = 'https://default.logto.app/api';
const spaRedirect = 'http://localhost:5173/callback';

let server: RunningServer;
beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  // Applications get a management API in the next issue; until then the test app is a row.
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values([
      {
        tenantId: 'default',
        id: 'test-spa',
        name: 'Test SPA',
        secret: 'unused',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [spaRedirect], postLogoutRedirectUris: [] },
      },
    ]),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('@logto/api against Gatehouse', () => {
  it('uses the bootstrap credentials to call the management API', async () => {
    const { apiClient } = createManagementApi('default', {
      ...bootstrap,
      baseUrl: server.mainUrl,
      apiIndicator: managementApi,
    });
    const { data, response } = await apiClient.GET('/api/dashboard/users/total');
    expect(response.status).toBe(200);
    expect(data).toEqual({ totalUserCount: expect.any(Number) });
  });
});

describe('openid-client against Gatehouse', () => {
  const discover = (clientId: string, secret?: string) =>
    client.discovery(
      new URL(`${server.mainUrl}/oidc`),
      clientId,
      secret,
      secret ? client.ClientSecretBasic(secret) : client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );

  it('runs the client credentials grant, and the token opens the management API', async () => {
    const config = await discover(bootstrap.clientId, bootstrap.clientSecret);
    const tokens = await client.clientCredentialsGrant(config, {
      resource: managementApi,
      scope: 'all',
    });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      aud: managementApi,
      scope: 'all',
      client_id: bootstrap.clientId,
      iss: `${server.mainUrl}/oidc`,
    });
    const response = await fetch(`${server.mainUrl}/api/dashboard/users/total`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
  });

  it('runs authorization code + PKCE, then refreshes the tokens', async () => {
    const config = await discover('test-spa');
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: spaRedirect,
      scope: 'openid offline_access profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: 'grace', password: 'Corr3ct-Horse!Battery' },
      { register: true, redirectUri: spaRedirect },
    );
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const idClaims = tokens.claims();
    expect(idClaims?.sub).toMatch(/^[\da-z]{12}$/);
    expect(idClaims?.username).toBe('grace');
    expect(tokens.refresh_token).toBeTruthy();

    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims!.sub);
    expect(info).toMatchObject({ sub: idClaims!.sub, username: 'grace' });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
    // SPA refresh tokens rotate: the old one is spent.
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  });
});
