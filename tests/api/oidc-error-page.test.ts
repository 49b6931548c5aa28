import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 8, item 15: an authorization request that cannot go back to its client shows the
// sign-in app's translated error page to the person in the browser, not the raw OAuth JSON.
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const registeredRedirect = 'http://localhost:5173/callback';

let server: RunningServer;
let management: ApiClient;
let spaId: string;
beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
  const created = await management.post('/api/applications', {
    name: 'Error page SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [registeredRedirect], postLogoutRedirectUris: [] },
  });
  spaId = created.body.id;
});
afterAll(async () => {
  await server?.stop();
});

const authorize = (params: Record<string, string>, accept = browserAccept) =>
  fetch(
    `${server.mainUrl}/oidc/auth?${new URLSearchParams({
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      ...params,
    })}`,
    { headers: { accept }, redirect: 'manual' },
  );

describe('GET /oidc/auth from a browser', () => {
  const cases = () => [
    {
      name: 'an unknown client_id',
      params: { client_id: 'no-such-client', redirect_uri: registeredRedirect },
      pageError: 'unknown_application',
    },
    {
      name: 'an unregistered redirect_uri',
      params: { client_id: spaId, redirect_uri: 'https://evil.example/callback' },
      pageError: 'unregistered_redirect_uri',
    },
  ];

  it("answers 400 with the sign-in app's error page, not JSON", async () => {
    for (const { name, params, pageError } of cases()) {
      const response = await authorize(params);
      expect(response.status, name).toBe(400);
      expect(response.headers.get('content-type'), name).toMatch(/^text\/html/);
      expect(response.headers.get('location'), name).toBeNull();
      const html = await response.text();
      expect(html, name).toContain(`<meta name="gatehouse-error" content="${pageError}">`);
      expect(html, name).toContain('<div id="root">');
      expect(html, name).not.toMatch(/"error"\s*:/);
      expect(() => JSON.parse(html), name).toThrow();
      // The page is the sign-in app's, under its policy (styles by nonce, no framing).
      expect(response.headers.get('content-security-policy'), name).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('keeps the JSON body for a program that asks for JSON', async () => {
    const response = await authorize(
      { client_id: 'no-such-client', redirect_uri: registeredRedirect },
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_client',
      code: 'oidc.invalid_client',
    });
  });
});
