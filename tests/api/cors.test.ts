import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 8, item 1: only origins the tenant allows get CORS headers, on every surface.
const evilOrigins = ['https://evil.example', 'null'];
const spaRedirect = 'http://localhost:5173/callback';
const spaOrigin = 'http://localhost:5173';
const extraSpaOrigin = 'https://app.example';

let server: RunningServer;
let management: ApiClient;
let spaId: string;

beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
  const created = await management.post('/api/applications', {
    name: 'CORS SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [spaRedirect], postLogoutRedirectUris: [] },
    customClientMetadata: { corsAllowedOrigins: [extraSpaOrigin] },
  });
  expect(created.status).toBe(200);
  spaId = created.body.id;
});
afterAll(async () => {
  await server?.stop();
});

const allowOriginOf = (response: Response) => response.headers.get('access-control-allow-origin');

const preflight = (url: string, origin: string, method = 'POST', headers = 'content-type') =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });

describe('the API (/api, /api/experience)', () => {
  it('gives a foreign or opaque origin no CORS headers, on either port', async () => {
    for (const origin of evilOrigins) {
      for (const base of [server.mainUrl, server.adminUrl]) {
        const requests = [
          fetch(`${base}/api/.well-known/sign-in-exp`, { headers: { origin } }),
          fetch(`${base}/api/status`, { headers: { origin } }),
          fetch(`${base}/api/experience`, {
            method: 'PUT',
            headers: { origin, 'content-type': 'application/json' },
            body: JSON.stringify({ interactionEvent: 'SignIn' }),
          }),
          preflight(`${base}/api/experience`, origin, 'PUT'),
          preflight(`${base}/api/users`, origin, 'GET', 'authorization'),
        ];
        for (const response of await Promise.all(requests)) {
          expect(allowOriginOf(response), `${response.url} from ${origin}`).toBeNull();
          expect(response.headers.get('access-control-allow-methods')).toBeNull();
        }
      }
    }
  });

  it("answers the console's origin on the main port's API", async () => {
    const consoleOrigin = new URL(server.adminUrl).origin;
    const answer = await preflight(
      `${server.mainUrl}/api/users`,
      consoleOrigin,
      'GET',
      'authorization',
    );
    expect(answer.status).toBe(204);
    expect(allowOriginOf(answer)).toBe(consoleOrigin);
    expect(answer.headers.get('vary')).toMatch(/origin/i);
  });
});

describe('/oidc', () => {
  const oidc = (path: string) => `${server.mainUrl}/oidc${path}`;

  it('gives a foreign or opaque origin no CORS headers on documents, preflights and client calls', async () => {
    for (const origin of evilOrigins) {
      const requests = [
        fetch(oidc('/.well-known/openid-configuration'), { headers: { origin } }),
        fetch(oidc('/jwks'), { headers: { origin } }),
        preflight(oidc('/token'), origin, 'POST', 'content-type, dpop'),
        preflight(oidc('/me'), origin, 'GET', 'authorization'),
        preflight(oidc('/token/revocation'), origin),
        fetch(oidc('/token'), {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: 'not-a-token',
            client_id: spaId,
          }),
        }),
        fetch(oidc('/token/revocation'), {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: 'not-a-token', client_id: spaId }),
        }),
      ];
      for (const response of await Promise.all(requests)) {
        expect(allowOriginOf(response), `${response.url} from ${origin}`).toBeNull();
      }
    }
  });

  it("answers an application's registered origins on preflights and documents", async () => {
    for (const origin of [spaOrigin, extraSpaOrigin]) {
      const answer = await preflight(oidc('/token'), origin, 'POST', 'content-type, dpop');
      expect(answer.status).toBe(204);
      expect(allowOriginOf(answer)).toBe(origin);
      const discovery = await fetch(oidc('/.well-known/openid-configuration'), {
        headers: { origin },
      });
      expect(allowOriginOf(discovery)).toBe(origin);
    }
  });

  it("lets the SPA's own origins redeem its refresh token cross-origin, and no other page", async () => {
    const config = await client.discovery(new URL(oidc('')), spaId, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: spaRedirect,
      scope: 'openid offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: 'cors_user', password: 'Corr3ct-Horse!Battery' },
      { register: true, redirectUri: spaRedirect },
    );
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
    });
    let refreshToken = tokens.refresh_token;
    expect(refreshToken).toBeTruthy();

    const refresh = (origin: string) =>
      fetch(oidc('/token'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken!,
          client_id: spaId,
        }),
      });

    // An unregistered page: the preflight is refused and the request itself fails before the
    // token is spent (the SPA can still use it afterwards).
    const refusedPreflight = await preflight(oidc('/token'), 'https://evil.example');
    expect(allowOriginOf(refusedPreflight)).toBeNull();
    const refused = await refresh('https://evil.example');
    expect(refused.status).toBe(400);
    expect(allowOriginOf(refused)).toBeNull();
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' });

    for (const origin of [spaOrigin, extraSpaOrigin]) {
      const redeemed = await refresh(origin);
      expect(redeemed.status).toBe(200);
      expect(allowOriginOf(redeemed)).toBe(origin);
      const body = (await redeemed.json()) as { access_token?: string; refresh_token?: string };
      expect(body.access_token).toBeTruthy();
      refreshToken = body.refresh_token;
    }
  });
});
