import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'audit-m2m', clientSecret: 'audit-m2m-secret-0123456789abcdef' };
const web = { id: 'audit-web', secret: 'audit-web-secret-0123456789' };
const redirectUri = 'http://localhost:5175/callback';
const userAgent = 'gatehouse-audit-test/1.0';

let server: RunningServer;
let config: client.Configuration;

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

type LogPayload = Record<string, unknown>;

/** Audit lines are written in batches after the response: wait until one matches. */
const waitForLog = async (key: string, match: (payload: LogPayload) => boolean) => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await run((tx) =>
      tx.select({ payload: t.logs.payload }).from(t.logs).where(eq(t.logs.key, key)),
    );
    const found = rows.find(({ payload }) => match(payload));
    if (found) return found.payload;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${key} log matched`);
};

const post = (path: string, params: Record<string, string>, credentials?: [string, string]) =>
  fetch(`${server.mainUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
      ...(credentials
        ? { authorization: `Basic ${Buffer.from(credentials.join(':')).toString('base64')}` }
        : {}),
    },
    body: new URLSearchParams(params),
  });

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  await run((tx) =>
    tx.insert(t.applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Audit web',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  config = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    web.id,
    undefined,
    client.ClientSecretBasic(web.secret),
    { execute: [client.allowInsecureRequests] },
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('audit logs of the token endpoint', () => {
  it('logs ExchangeTokenBy.ClientCredentials success and failure with app, ip and user agent', async () => {
    const params = {
      grant_type: 'client_credentials',
      resource: 'https://default.logto.app/api',
      scope: 'all',
    };
    expect(
      (await post('/oidc/token', params, [bootstrap.clientId, bootstrap.clientSecret])).status,
    ).toBe(200);
    expect((await post('/oidc/token', params, [bootstrap.clientId, 'wrong'])).status).toBe(401);

    const success = await waitForLog(
      'ExchangeTokenBy.ClientCredentials',
      (payload) => payload.result === 'Success',
    );
    expect(success).toMatchObject({
      key: 'ExchangeTokenBy.ClientCredentials',
      applicationId: bootstrap.clientId,
      ip: expect.stringContaining('127.0.0.1'),
      userAgent,
      grantType: 'client_credentials',
    });
    expect(success.userId).toBeUndefined();
    const failure = await waitForLog(
      'ExchangeTokenBy.ClientCredentials',
      (payload) => payload.result === 'Error',
    );
    expect(failure).toMatchObject({ error: 'oidc.invalid_client', userAgent });
  });

  it('logs ExchangeTokenBy.Unknown for an unsupported grant type', async () => {
    const response = await post('/oidc/token', { grant_type: 'password' }, [web.id, web.secret]);
    expect(response.status).toBe(400);
    const log = await waitForLog('ExchangeTokenBy.Unknown', () => true);
    expect(log).toMatchObject({ result: 'Error', error: 'oidc.unsupported_grant_type' });
  });

  it('logs code and refresh exchanges with the user, revocation, and counts the user as active', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username: 'audited', password: 'Corr3ct-Horse!Battery' },
      { register: true, redirectUri },
    );
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
    });
    const userId = tokens.claims()!.sub;
    await client.refreshTokenGrant(config, tokens.refresh_token!);
    const bad = await post('/oidc/token', { grant_type: 'refresh_token', refresh_token: 'nope' }, [
      web.id,
      web.secret,
    ]);
    expect(bad.status).toBe(400);
    await client.tokenRevocation(config, tokens.refresh_token!, {
      token_type_hint: 'refresh_token',
    });

    expect(
      await waitForLog('ExchangeTokenBy.AuthorizationCode', (p) => p.result === 'Success'),
    ).toMatchObject({ userId, applicationId: web.id });
    expect(
      await waitForLog('ExchangeTokenBy.RefreshToken', (p) => p.result === 'Success'),
    ).toMatchObject({ userId, applicationId: web.id });
    expect(
      await waitForLog('ExchangeTokenBy.RefreshToken', (p) => p.result === 'Error'),
    ).toMatchObject({ error: 'oidc.invalid_grant', applicationId: web.id });
    expect(await waitForLog('RevokeToken', (p) => p.result === 'Success')).toMatchObject({
      applicationId: web.id,
    });

    const today = new Date().toISOString().slice(0, 10);
    const active = await run((tx) =>
      tx
        .select()
        .from(t.dailyActiveUsers)
        .where(and(eq(t.dailyActiveUsers.userId, userId), eq(t.dailyActiveUsers.date, today))),
    );
    expect(active).toHaveLength(1);
  });
});
