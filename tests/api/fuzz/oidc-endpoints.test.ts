import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../helpers/api-client.ts';
import { authorizeWithoutBrowser } from '../helpers/browserless-flow.ts';
import type { RunningServer } from '../helpers/server.ts';
import { announceSeed, bootstrap, errorLogMessages, startFuzzServer } from './fuzz-setup.ts';
import { type Hostile, hostileQueryValues, someHostiles } from './hostile-values.ts';
import { createRandom, type Random } from './prng.ts';

// The OIDC endpoints' parameters, fuzzed: each parameter of each endpoint (and grant type) is
// replaced by hostile values, dropped, or sent with a hostile client authentication. oidc-provider
// must answer OAuth errors (4xx), never 5xx, and nothing may log at error level.

const seed = announceSeed('oidc fuzz');
const redirectUri = 'https://fuzz.example.com/callback';
const managementApi = 'https://default.logto.app/api';
const password = 'Fuzz-pass-1234';

type Endpoint = {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string>;
  /** `Basic` credentials, when the endpoint authenticates the client that way. */
  basic?: { id: string; secret: string };
};

let server: RunningServer;
let setup: Awaited<ReturnType<typeof startFuzzServer>>;
let endpoints: Endpoint[] = [];

const basicHeader = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** Extra form values, URL-encoded like hostileQueryValues: a long value for the 56 KB form limit. */
const hostileFormValues: Hostile[] = [
  ...hostileQueryValues,
  { label: '100k value', value: () => 'v'.repeat(100_000) },
  { label: 'raw NUL byte', value: () => 'a\u0000b' },
  { label: 'JSON text', value: () => encodeURIComponent('{"a":[1e309]}') },
];

const encodeForm = (params: [string, string | null][]) =>
  params
    .flatMap(([key, value]) => (value === null ? [`${key}=a`, `${key}=b`] : [`${key}=${value}`]))
    .join('&');

type OidcCase = { label: string; params: [string, string | null][]; authorization?: string };

const casesOf = (endpoint: Endpoint, random: Random): OidcCase[] => {
  const base = Object.entries(endpoint.params).map(
    ([key, value]) => [key, encodeURIComponent(value)] as [string, string | null],
  );
  const authorization = endpoint.basic && basicHeader(endpoint.basic.id, endpoint.basic.secret);
  const cases: OidcCase[] = [{ label: 'valid request', params: base, authorization }];
  for (const [key] of base) {
    cases.push({
      label: `${key} missing`,
      params: base.filter(([name]) => name !== key),
      authorization,
    });
    for (const hostile of someHostiles(hostileFormValues, random, 4))
      cases.push({
        label: `${key}: ${hostile.label}`,
        params: base.map(([name, value]) => [
          name,
          name === key ? (hostile.value() as string | null) : value,
        ]),
        authorization,
      });
  }
  cases.push({
    label: 'unknown parameter with NUL',
    params: [...base, ['x%00', 'y%00']],
    authorization,
  });
  if (endpoint.basic) {
    const { id, secret } = endpoint.basic;
    cases.push(
      {
        label: 'Basic: NUL in client id',
        params: base,
        authorization: basicHeader(`${id}\u0000`, secret),
      },
      {
        label: 'Basic: NUL in secret',
        params: base,
        authorization: basicHeader(id, `\u0000${secret}`),
      },
      { label: 'Basic: not base64', params: base, authorization: 'Basic %%%%' },
      {
        label: 'Basic: no colon',
        params: base,
        authorization: `Basic ${Buffer.from('\u0000').toString('base64')}`,
      },
      {
        label: 'client_secret_post with NUL',
        params: [...base, ['client_id', `${id}%00`], ['client_secret', 'x%00']],
      },
    );
  }
  return cases;
};

const send = async (endpoint: Endpoint, fuzzCase: OidcCase) => {
  const form = encodeForm(fuzzCase.params);
  const headers: Record<string, string> = fuzzCase.authorization
    ? { authorization: fuzzCase.authorization }
    : {};
  const url =
    endpoint.method === 'GET'
      ? `${server.mainUrl}${endpoint.path}?${form}`
      : `${server.mainUrl}${endpoint.path}`;
  try {
    const response = await fetch(url, {
      method: endpoint.method,
      redirect: 'manual',
      headers:
        endpoint.method === 'POST'
          ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' }
          : headers,
      body: endpoint.method === 'POST' ? form : undefined,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return {
      status: 0,
      text: `no answer: ${String((error as { cause?: unknown }).cause ?? error)}`,
    };
  }
};

beforeAll(async () => {
  setup = await startFuzzServer();
  server = setup.server;
  const client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
  const web = await client.post<{ id: string }>('/api/applications', {
    name: 'Fuzz web',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [redirectUri] },
  });
  const device = await client.post<{ id: string }>('/api/applications', {
    name: 'Fuzz TV',
    type: 'Native',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    customClientMetadata: { isDeviceFlow: true },
  });
  const user = await client.post('/api/users', { username: 'fuzz_oidc', password });
  expect([web.status, device.status, user.status]).toEqual([200, 200, 200]);
  // A named secret: its value is answered once, at creation.
  const secret = await client.post<{ value: string }>(`/api/applications/${web.body.id}/secrets`, {
    name: 'fuzz',
  });
  expect(secret.status, JSON.stringify(secret.body)).toBe(201);
  const webApp = { id: web.body.id, secret: secret.body.value };

  const authorizationUrl = `${server.mainUrl}/oidc/auth?${new URLSearchParams({
    client_id: webApp.id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid offline_access profile',
    prompt: 'consent',
    state: 'fuzz',
  })}`;
  const callback = await authorizeWithoutBrowser(
    authorizationUrl,
    { username: 'fuzz_oidc', password },
    { redirectUri },
  );
  const code = callback.searchParams.get('code')!;
  const exchanged = await fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: basicHeader(webApp.id, webApp.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  });
  const tokens = (await exchanged.json()) as {
    access_token: string;
    refresh_token: string;
    id_token: string;
  };
  expect(tokens.refresh_token, JSON.stringify(tokens)).toBeTruthy();

  const web_ = { basic: webApp };
  endpoints = [
    {
      label: 'token: client_credentials',
      method: 'POST',
      path: '/oidc/token',
      params: { grant_type: 'client_credentials', resource: managementApi, scope: 'all' },
      basic: { id: bootstrap.clientId, secret: bootstrap.clientSecret },
    },
    {
      label: 'token: authorization_code',
      method: 'POST',
      path: '/oidc/token',
      params: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: 'v'.repeat(43),
      },
      ...web_,
    },
    {
      label: 'token: refresh_token',
      method: 'POST',
      path: '/oidc/token',
      params: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        resource: managementApi,
        organization_id: 'org1',
        scope: 'openid',
      },
      ...web_,
    },
    {
      label: 'token: device_code',
      method: 'POST',
      path: '/oidc/token',
      params: {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: 'fuzzdevicecode',
        client_id: device.body.id,
      },
    },
    {
      label: 'token: token-exchange',
      method: 'POST',
      path: '/oidc/token',
      params: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: tokens.access_token,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        resource: managementApi,
      },
      ...web_,
    },
    {
      label: 'auth',
      method: 'GET',
      path: '/oidc/auth',
      params: {
        client_id: webApp.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid offline_access',
        state: 'fuzz',
        nonce: 'n',
        prompt: 'login',
        resource: managementApi,
        ui_locales: 'en',
        login_hint: 'fuzz@example.com',
        max_age: '60',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
        organization_id: 'org1',
        first_screen: 'signIn',
      },
    },
    {
      label: 'introspection',
      method: 'POST',
      path: '/oidc/token/introspection',
      params: { token: tokens.access_token, token_type_hint: 'access_token' },
      ...web_,
    },
    {
      label: 'revocation',
      method: 'POST',
      path: '/oidc/token/revocation',
      params: { token: 'fuzz-not-a-token', token_type_hint: 'refresh_token' },
      ...web_,
    },
    ...(['GET', 'POST'] as const).map(
      (method): Endpoint => ({
        label: `session/end (${method})`,
        method,
        path: '/oidc/session/end',
        params: {
          id_token_hint: tokens.id_token,
          post_logout_redirect_uri: redirectUri,
          client_id: webApp.id,
          state: 'fuzz',
          ui_locales: 'en',
          logout_hint: 'fuzz',
        },
      }),
    ),
    {
      label: 'device/auth',
      method: 'POST',
      path: '/oidc/device/auth',
      params: { client_id: device.body.id, scope: 'openid', resource: managementApi },
    },
    {
      label: 'device (user code)',
      method: 'GET',
      path: '/oidc/device',
      params: { user_code: 'ABCD-EFGH' },
    },
    {
      label: 'userinfo',
      method: 'GET',
      path: '/oidc/me',
      params: { access_token: tokens.access_token },
    },
  ];
});
let stopped = false;
afterAll(async () => {
  if (!stopped) await server?.stop();
});

describe('fuzzing the OIDC endpoints', () => {
  it('answers every hostile parameter with an OAuth error, never 5xx, and logs no error', async () => {
    const serverErrors: string[] = [];
    let requests = 0;
    for (const endpoint of endpoints) {
      const random = createRandom((seed ^ (endpoint.label.length * 0x9e3779b1)) >>> 0);
      for (const fuzzCase of casesOf(endpoint, random)) {
        const { status, text } = await send(endpoint, fuzzCase);
        requests++;
        if (status >= 500 || status === 0)
          serverErrors.push(
            `${endpoint.label} [${fuzzCase.label}] → ${status} ${text.slice(0, 200)}`,
          );
      }
    }
    console.info(`oidc fuzz: ${requests} requests, ${endpoints.length} endpoints`);
    expect(serverErrors).toEqual([]);
    // Stopping flushes the token audit queue, whose failures would log at error level.
    await server.stop();
    stopped = true;
    expect(errorLogMessages(setup.errorLogs)).toEqual([]);
  }, 120_000);
});
