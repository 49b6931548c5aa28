import * as client from 'openid-client';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { startManagementServer } from './management-server.ts';
import type { RunningServer } from './server.ts';
import { openSignInPage, registerUpstreamClient } from './social-provider.ts';

/**
 * What the enterprise SSO tests sign in to: a server with single sign-on turned on in the sign-in
 * experience, and a real openid-client relying party of the `default` tenant (a Traditional
 * application with its own secret) that the sign-ins start from and end at.
 */
export const startSsoWorld = async ({
  applicationName,
  redirectUri,
}: {
  applicationName: string;
  redirectUri: string;
}) => {
  const { server, client: management } = await startManagementServer();
  const app = await management.post('/api/applications', {
    name: applicationName,
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  expect(app.status).toBe(200);
  const secrets = await management.get<{ value: string }[]>(
    `/api/applications/${app.body.id}/secrets`,
  );
  const relyingParty = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    app.body.id,
    secrets.body[0]!.value,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
  expect((await management.patch('/api/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(
    200,
  );
  return { server, management, relyingParty };
};

/**
 * The relying party's authorization request (code flow with PKCE) opened as the sign-in page;
 * `redeem` follows the sign-in's final redirect back to `redirectUri` and redeems the code there.
 */
export const openApplicationSignIn = async (
  relyingParty: client.Configuration,
  redirectUri: string,
  scope: string,
) => {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(relyingParty, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const page = await openSignInPage(url.href);
  const redeem = async (redirectTo: string) =>
    client.authorizationCodeGrant(relyingParty, await page.finish(redirectTo, redirectUri), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  return { ...page, redeem };
};

/**
 * An OIDC SSO connector whose IdP is the `admin` tenant of the same server: created from
 * `fields`, then configured with a client registered there for the connector's callback.
 */
export const createUpstreamOidcConnector = async (
  server: RunningServer,
  management: ApiClient,
  fields: Record<string, unknown>,
) => {
  const created = await management.post('/api/sso-connectors', { providerName: 'OIDC', ...fields });
  expect(created.status).toBe(200);
  const id: string = created.body.id;
  const upstream = await registerUpstreamClient(server, [`${server.mainUrl}/callback/sso/${id}`]);
  const patched = await management.patch(`/api/sso-connectors/${id}`, {
    config: {
      clientId: upstream.clientId,
      clientSecret: upstream.clientSecret,
      issuer: upstream.issuer,
    },
  });
  expect(patched.status).toBe(200);
  return { id, created: created.body, patched: patched.body, upstream };
};
