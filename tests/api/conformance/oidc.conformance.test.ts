import { decodeJwt } from 'jose';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser } from '../helpers/browserless-flow.ts';
import { createResource, uniqueSuffix } from '../helpers/management-fixtures.ts';
import { createApplication, defaultSecretOf, startWorld, type World } from './conformance-setup.ts';
import { readContractDiscoveryList } from './contract-operations.ts';

// The OIDC edges a client written for Logto depends on (contract/oidc.md): how a confidential
// client may authenticate, what an expired secret gets, what the audit log says about the
// secret used, what discovery advertises, how `resource` is read at /oidc/auth, and /device.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.server.stop();
});

const oidc = (path = '') => `${world.server.mainUrl}/oidc${path}`;

const postToken = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(oidc('/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

const discover = (clientId: string, auth: oidcClient.ClientAuth) =>
  oidcClient.discovery(new URL(oidc()), clientId, undefined, auth, {
    execute: [oidcClient.allowInsecureRequests],
  });

/** A client-credentials form that authenticates `machine` in the body (client_secret_post). */
const secretPostBody = (machine: { id: string; secret: string }) => ({
  grant_type: 'client_credentials',
  client_id: machine.id,
  client_secret: machine.secret,
  resource: world.resource.indicator,
  scope: 'read:orders',
});

/** A machine-to-machine app holding a role with `read:orders` of the world's resource. */
const machineWithScope = async () => {
  const { client, resource } = world;
  const machine = await createApplication(client, { type: 'MachineToMachine' });
  const role = await client.post('/api/roles', {
    name: `Orders robot ${uniqueSuffix()}`,
    description: 'reads orders',
    type: 'MachineToMachine',
    scopeIds: [resource.scopes[0]!.id],
  });
  await client.post(`/api/applications/${machine.id}/roles`, { roleIds: [role.body.id] });
  return { id: machine.id, secret: await defaultSecretOf(client, machine.id) };
};

describe('client authentication at /oidc/token (client_secret_basic and client_secret_post)', () => {
  it('issues a client-credentials token with client_secret_post (openid-client)', async () => {
    const machine = await machineWithScope();
    const config = await discover(machine.id, oidcClient.ClientSecretPost(machine.secret));
    const tokens = await oidcClient.clientCredentialsGrant(config, {
      resource: world.resource.indicator,
      scope: 'read:orders',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      client_id: machine.id,
      aud: world.resource.indicator,
      scope: 'read:orders',
    });
  });

  it('issues one with client_secret_basic (openid-client) for the same app', async () => {
    const machine = await machineWithScope();
    const config = await discover(machine.id, oidcClient.ClientSecretBasic(machine.secret));
    const tokens = await oidcClient.clientCredentialsGrant(config, {
      resource: world.resource.indicator,
      scope: 'read:orders',
    });
    expect(decodeJwt(tokens.access_token).scope).toBe('read:orders');
  });

  it('accepts client_id and client_secret in a raw form body, and in a JSON body', async () => {
    const machine = await machineWithScope();
    const body = secretPostBody(machine);
    const form = await postToken(body);
    expect(form.status).toBe(200);
    const json = await fetch(oidc('/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(json.status).toBe(200);
  });

  it('reads the form whichever way its content type is written, and refuses a NUL byte in each', async () => {
    const machine = await machineWithScope();
    const body = secretPostBody(machine);
    // The plain type is recognised without type-is; the others go through it (token-body.ts).
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'Application/X-WWW-Form-Urlencoded',
    ]) {
      const accepted = await postToken(body, { 'content-type': type });
      expect({ type, status: accepted.status }).toEqual({ type, status: 200 });
      // A raw NUL byte in the body (not percent-encoded) is refused before oidc-provider reads it.
      const refused = await fetch(oidc('/token'), {
        method: 'POST',
        headers: { 'content-type': type },
        body: `${new URLSearchParams(body)}&state=a\u0000b`,
      });
      expect({ type, status: refused.status }).toEqual({ type, status: 400 });
      expect(((await refused.json()) as { error_description?: string }).error_description).toBe(
        'request body contains a NUL byte',
      );
    }
  });

  it('accepts a Basic header together with the same client_id in the body', async () => {
    const machine = await machineWithScope();
    const response = await postToken(
      {
        grant_type: 'client_credentials',
        client_id: machine.id,
        resource: world.resource.indicator,
      },
      { authorization: basic(machine.id, machine.secret) },
    );
    expect(response.status).toBe(200);
  });
});

describe('a traditional web app authenticating with client_secret_post', () => {
  it('redeems its authorization code and refresh token with the secret in the form body', async () => {
    const { client } = world;
    const redirectUri = 'https://web.example.com/callback';
    const web = await createApplication(client, {
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    const secret = await defaultSecretOf(client, web.id);
    const config = await discover(web.id, oidcClient.ClientSecretPost(secret));
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access',
      prompt: 'consent',
      state: 'conformance',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: `web_${uniqueSuffix()}`, password: 'Secret-Post-W3b-App!' },
      { register: true, redirectUri },
    );
    const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
      expectedState: 'conformance',
    });
    expect(tokens.id_token).toBeTruthy();
    const refreshed = await oidcClient.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
  });
});

describe('a client secret whose expiresAt is in the past', () => {
  it('is stored (201) and refused at the token endpoint with 400 invalid_request', async () => {
    const { client } = world;
    const machine = await machineWithScope();
    const name = `expired-${uniqueSuffix()}`;
    const created = await client.post(`/api/applications/${machine.id}/secrets`, {
      name,
      expiresAt: Date.now() - 60_000,
    });
    expect(created.status).toBe(201);
    const listed = await client.get(`/api/applications/${machine.id}/secrets`);
    expect(listed.body.map((secret: { name: string }) => secret.name)).toContain(name);

    for (const send of [
      // client_secret_post
      () =>
        postToken({
          grant_type: 'client_credentials',
          client_id: machine.id,
          client_secret: created.body.value,
          resource: world.resource.indicator,
        }),
      // client_secret_basic
      () =>
        postToken(
          { grant_type: 'client_credentials', resource: world.resource.indicator },
          { authorization: basic(machine.id, created.body.value) },
        ),
    ]) {
      const response = await send();
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_request',
        error_description: 'client secret has expired',
        code: 'oidc.invalid_request',
      });
    }
  });
});

describe('audit log of client-credentials requests', () => {
  type Log = { key: string; payload: Record<string, unknown> };

  /** Audit lines are written in batches shortly after the answer: read GET /api/logs until one is there. */
  const logsOf = async (applicationId: string, count: number) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await world.client.get<Log[]>(
        `/api/logs?logKey=ExchangeTokenBy.ClientCredentials&applicationId=${applicationId}`,
      );
      if (response.body.length >= count) return response.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} logs of ${applicationId}`);
  };

  it('names the application secret used (applicationSecret.name), for both methods', async () => {
    const machine = await machineWithScope();
    const name = `rotating-${uniqueSuffix()}`;
    const created = await world.client.post(`/api/applications/${machine.id}/secrets`, { name });
    expect(created.status).toBe(201);
    const viaPost = await postToken({
      grant_type: 'client_credentials',
      client_id: machine.id,
      client_secret: created.body.value,
      resource: world.resource.indicator,
    });
    expect(viaPost.status).toBe(200);
    const viaBasic = await postToken(
      { grant_type: 'client_credentials', resource: world.resource.indicator },
      { authorization: basic(machine.id, machine.secret) },
    );
    expect(viaBasic.status).toBe(200);

    const logs = await logsOf(machine.id, 2);
    const names = logs.map(({ payload }) => (payload.applicationSecret as { name?: string })?.name);
    expect(names.sort()).toEqual(['Default secret', name].sort());
    for (const { payload } of logs) {
      expect(payload).toMatchObject({ result: 'Success', applicationId: machine.id });
      // Never the secret's value.
      expect(JSON.stringify(payload)).not.toContain(created.body.value);
      expect(JSON.stringify(payload)).not.toContain(machine.secret);
    }
  });
});

describe('discovery (/oidc/.well-known/openid-configuration)', () => {
  it('lists exactly the scopes and the grant types of contract/oidc.md', async () => {
    const discovery = (await (
      await fetch(oidc('/.well-known/openid-configuration'))
    ).json()) as Record<string, string[]>;
    expect(discovery.scopes_supported).toEqual(readContractDiscoveryList('scopes_supported'));
    expect([...(discovery.grant_types_supported ?? [])].sort()).toEqual(
      readContractDiscoveryList('grant_types_supported').sort(),
    );
  });
});

describe('token exchange (subject token: a first-party access token of a user)', () => {
  const tokenExchange = 'urn:ietf:params:oauth:grant-type:token-exchange';
  const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

  /** A user signed in through the world's SPA (first party): their opaque access token. */
  const userAccessToken = async () => {
    const { spa } = world;
    const redirectUri = 'https://spa.example.com/cb';
    const config = await discover(spa.id, oidcClient.None());
    const verifier = oidcClient.randomPKCECodeVerifier();
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: `tx_${uniqueSuffix()}`, password: 'Token-Exchange-Pa55!' },
      { register: true, redirectUri },
    );
    const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
    });
    return { accessToken: tokens.access_token, userId: tokens.claims()!.sub };
  };

  const exchanger = async (customClientMetadata: Record<string, unknown>) => {
    const app = await createApplication(world.client, {
      type: 'Traditional',
      oidcClientMetadata: {
        redirectUris: ['https://x.example.com/cb'],
        postLogoutRedirectUris: [],
      },
      customClientMetadata,
    });
    return { id: app.id, secret: await defaultSecretOf(world.client, app.id) };
  };

  const exchange = (app: { id: string; secret: string }, params: Record<string, string>) =>
    postToken(
      { grant_type: tokenExchange, subject_token_type: accessTokenType, ...params },
      { authorization: basic(app.id, app.secret) },
    );

  it('issues a resource token for the same user, scoped by the user roles', async () => {
    const { client, resource, userRole } = world;
    const { accessToken, userId } = await userAccessToken();
    await client.post(`/api/users/${userId}/roles`, { roleIds: [userRole.id] });
    const app = await exchanger({ allowTokenExchange: true });
    const response = await exchange(app, {
      subject_token: accessToken,
      resource: resource.indicator,
      scope: 'read:orders write:orders',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
    expect(body).toMatchObject({ scope: 'read:orders', token_type: 'Bearer' });
    expect(decodeJwt(body.access_token as string)).toMatchObject({
      sub: userId,
      aud: resource.indicator,
      client_id: app.id,
      scope: 'read:orders',
    });
    // A JWT access token of the user, issued to a first-party app, is a subject token too.
    const again = await exchange(app, {
      subject_token: body.access_token as string,
      resource: resource.indicator,
    });
    expect(again.status).toBe(200);
    const second = (await again.json()) as { access_token: string; scope: string };
    expect(second.scope).toBe('read:orders');
    expect(decodeJwt(second.access_token).sub).toBe(userId);
  });

  it('refuses a client without allowTokenExchange', async () => {
    const { accessToken } = await userAccessToken();
    const app = await exchanger({});
    const response = await exchange(app, {
      subject_token: accessToken,
      resource: world.resource.indicator,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
  });

  it('refuses a subject token that is no user token (client credentials, garbage)', async () => {
    const app = await exchanger({ allowTokenExchange: true });
    const machine = await machineWithScope();
    const m2m = await postToken({
      grant_type: 'client_credentials',
      client_id: machine.id,
      client_secret: machine.secret,
      resource: world.resource.indicator,
    });
    const { access_token: machineToken } = (await m2m.json()) as { access_token: string };
    for (const subject of [machineToken, 'not-a-token']) {
      const response = await exchange(app, {
        subject_token: subject,
        resource: world.resource.indicator,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('oidc.invalid_grant');
    }
  });
});

describe('/oidc/auth with a comma-separated resource', () => {
  it('grants every listed resource: one code, tokens for each', async () => {
    const { client, spa } = world;
    const second = await createResource(client, { name: 'Invoices' });
    const redirectUri = 'https://spa.example.com/cb';
    const config = await discover(spa.id, oidcClient.None());
    const verifier = oidcClient.randomPKCECodeVerifier();
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
      resource: `${world.resource.indicator},${second.indicator}`,
    });

    // The request itself is accepted: on to the sign-in page, not back with invalid_target.
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).not.toContain('error=');
    // The same request as a POSTed form.
    const posted = await fetch(oidc('/auth'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: url.searchParams,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).not.toContain('error=');

    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: `res_${uniqueSuffix()}`, password: 'Comma-Separated-Res0urce!' },
      { register: true, redirectUri },
    );
    expect(callback.searchParams.get('error')).toBeNull();
    const tokens = await oidcClient.authorizationCodeGrant(
      config,
      callback,
      { pkceCodeVerifier: verifier },
      { resource: world.resource.indicator },
    );
    expect(decodeJwt(tokens.access_token).aud).toBe(world.resource.indicator);
    const refreshed = await oidcClient.refreshTokenGrant(config, tokens.refresh_token!, {
      resource: second.indicator,
    });
    expect(decodeJwt(refreshed.access_token).aud).toBe(second.indicator);
  });
});

describe('the device flow page of the tenant', () => {
  it('redirects GET /device to the device flow page, keeping the user code', async () => {
    const bare = await fetch(`${world.server.mainUrl}/device`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe(oidc('/device'));

    const withCode = await fetch(`${world.server.mainUrl}/device?user_code=WDJB-MJHT`, {
      redirect: 'manual',
    });
    expect(withCode.headers.get('location')).toBe(oidc('/device?user_code=WDJB-MJHT'));
    const page = await fetch(withCode.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('answers device authorization with the short verification_uri <tenant>/device', async () => {
    const tv = await createApplication(world.client, {
      type: 'Native',
      customClientMetadata: { isDeviceFlow: true },
    });
    const response = await fetch(oidc('/device/auth'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: tv.id, scope: 'openid' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.verification_uri).toBe(`${world.server.mainUrl}/device`);
    expect(body.verification_uri_complete).toBe(
      `${world.server.mainUrl}/device?user_code=${encodeURIComponent(body.user_code!)}`,
    );
  });
});
