import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { revokeUserGrants } from '@gatehouse/server/src/oidc/revoke-user-grants.ts';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithoutBrowser, CookieJar } from './helpers/browserless-flow.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const redirectUri = 'http://localhost:5176/callback';
const postLogoutUri = 'http://localhost:5176/signed-out';
const password = 'Corr3ct-Horse!Battery';
const day = 24 * 60 * 60;

type AppSpec = { id: string; type: 'Traditional' | 'SPA'; custom?: Record<string, unknown> };
const apps = {
  plain: { id: 'web-plain', type: 'Traditional' },
  tuned: {
    id: 'web-tuned',
    type: 'Traditional',
    custom: { idTokenTtl: 600, refreshTokenTtlInDays: 3, alwaysIssueRefreshToken: true },
  },
  noRotation: { id: 'spa-fixed', type: 'SPA', custom: { rotateRefreshToken: false } },
  rotating: { id: 'spa-rotating', type: 'SPA' },
  logout: { id: 'web-logout', type: 'Traditional' },
} satisfies Record<string, AppSpec>;
const secretOf = (app: AppSpec) => `${app.id}-secret-0123456789`;

let server: RunningServer;
let receiver: Server;
const logoutTokens: string[] = [];

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

const configFor = (app: AppSpec) =>
  client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    app.id,
    undefined,
    app.type === 'SPA' ? client.None() : client.ClientSecretBasic(secretOf(app)),
    { execute: [client.allowInsecureRequests] },
  );

/**
 * Code flow through the experience API. The helper keeps its cookies to itself, so the
 * server's Set-Cookie headers are copied into `jar` meanwhile (logout needs the session).
 */
const signIn = async (
  app: AppSpec,
  username: string,
  scope: string,
  options: { register?: boolean; jar?: CookieJar } = {},
) => {
  const config = await configFor(app);
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
  });
  const realFetch = globalThis.fetch;
  if (options.jar) {
    const jar = options.jar;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      jar.store(response);
      return response;
    };
  }
  try {
    const callback = await authorizeWithoutBrowser(
      url.href,
      { username, password },
      { register: options.register ?? false, redirectUri },
    );
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
    });
    return { config, tokens };
  } finally {
    globalThis.fetch = realFetch;
  }
};

const introspect = async (app: AppSpec, token: string) => {
  const response = await fetch(`${server.mainUrl}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${secretOf(app)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  return (await response.json()) as { active: boolean; exp?: number; iat?: number };
};

const refreshRaw = async (app: AppSpec, refreshToken: string) => {
  // A single-page app is a public client: it names itself in the body, with no secret.
  const isPublic = app.type === 'SPA';
  const response = await fetch(`${server.mainUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(isPublic
        ? {}
        : {
            authorization: `Basic ${Buffer.from(`${app.id}:${secretOf(app)}`).toString('base64')}`,
          }),
    },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(isPublic ? { client_id: app.id } : {}),
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

const userinfoStatus = async (accessToken: string) =>
  (
    await fetch(`${server.mainUrl}/oidc/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).status;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token');
      if (token) logoutTokens.push(token);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const backchannelUri = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/logout`;

  server = await useServer();
  await run((tx) =>
    tx.insert(t.applications).values(
      Object.values(apps).map((app: AppSpec) => ({
        tenantId: 'default',
        id: app.id,
        name: app.id,
        secret: secretOf(app),
        type: app.type,
        oidcClientMetadata: {
          redirectUris: [redirectUri],
          postLogoutRedirectUris: [postLogoutUri],
          ...(app.id === apps.logout.id ? { backchannelLogoutUri: backchannelUri } : {}),
        },
        customClientMetadata: app.custom ?? {},
      })),
    ),
  );
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('claims per scope', () => {
  it('puts standard claims in the ID token, extended ones only when enabled, all in userinfo', async () => {
    const { tokens: first } = await signIn(apps.plain, 'claire', 'openid', { register: true });
    const userId = first.claims()!.sub;
    await run(async (tx) => {
      await tx
        .update(t.users)
        .set({
          name: 'Claire Voyant',
          avatar: 'https://example.com/claire.png',
          primaryEmail: 'claire@example.com',
          primaryPhone: '15551230001',
          customData: { plan: 'gold' },
          identities: { github: { userId: 'gh-1', details: {} } },
          profile: {
            familyName: 'Voyant',
            givenName: 'Claire',
            nickname: 'cv',
            address: { country: 'FR', locality: 'Paris' },
          },
        })
        .where(eq(t.users.id, userId));
      await tx.insert(t.roles).values({
        tenantId: 'default',
        id: 'reader',
        name: 'reader',
        description: 'reads',
      });
      await tx.insert(t.usersRoles).values({ tenantId: 'default', userId, roleId: 'reader' });
    });

    const { config, tokens } = await signIn(
      apps.plain,
      'claire',
      'openid profile email phone address custom_data identities roles',
    );
    const id = tokens.claims()!;
    expect(id).toMatchObject({
      sub: userId,
      name: 'Claire Voyant',
      picture: 'https://example.com/claire.png',
      family_name: 'Voyant',
      given_name: 'Claire',
      nickname: 'cv',
      preferred_username: 'claire',
      username: 'claire',
      email: 'claire@example.com',
      email_verified: true,
      phone_number: '15551230001',
      phone_number_verified: true,
      address: { country: 'FR', locality: 'Paris' },
      // Seeded idToken.enabledExtendedClaims: roles, organizations, organization_roles.
      roles: ['reader'],
    });
    expect(typeof id.created_at).toBe('number');
    expect(typeof id.updated_at).toBe('number');
    for (const claim of ['custom_data', 'identities', 'sso_identities']) {
      expect(id[claim]).toBeUndefined();
    }

    const info = await client.fetchUserInfo(config, tokens.access_token, userId);
    expect(info).toMatchObject({
      sub: userId,
      name: 'Claire Voyant',
      email: 'claire@example.com',
      phone_number: '15551230001',
      address: { country: 'FR', locality: 'Paris' },
      custom_data: { plan: 'gold' },
      identities: { github: { userId: 'gh-1', details: {} } },
      sso_identities: [],
      roles: ['reader'],
    });

    // Without the scopes, none of their claims.
    const { tokens: bare } = await signIn(apps.plain, 'claire', 'openid');
    const bareInfo = await client.fetchUserInfo(config, bare.access_token, userId);
    expect(Object.keys(bareInfo)).toEqual(['sub']);
    expect(bare.claims()!.email).toBeUndefined();
  });
});

describe('lifetimes and refresh tokens from customClientMetadata', () => {
  it('uses idTokenTtl, refreshTokenTtlInDays and alwaysIssueRefreshToken', async () => {
    const { tokens } = await signIn(apps.tuned, 'claire', 'openid');
    const id = tokens.claims()!;
    expect(id.exp - id.iat).toBe(600);
    // No offline_access, yet a refresh token: the web app always gets one.
    expect(tokens.refresh_token).toBeTruthy();
    const refresh = await introspect(apps.tuned, tokens.refresh_token!);
    expect(refresh.active).toBe(true);
    expect(refresh.exp! - refresh.iat!).toBe(3 * day);
  });

  it('issues no refresh token without offline_access by default, and 14 days with it', async () => {
    const { tokens: none } = await signIn(apps.plain, 'claire', 'openid');
    expect(none.refresh_token).toBeUndefined();
    expect(none.claims()!.exp - none.claims()!.iat).toBe(3600);

    const { tokens } = await signIn(apps.plain, 'claire', 'openid offline_access');
    const refresh = await introspect(apps.plain, tokens.refresh_token!);
    expect(refresh.exp! - refresh.iat!).toBe(14 * day);
  });

  it('keeps the refresh token of a public client when rotateRefreshToken is false', async () => {
    const { config, tokens } = await signIn(apps.noRotation, 'claire', 'openid offline_access');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBe(tokens.refresh_token);
    const again = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(again.access_token).toBeTruthy();
  });
});

describe('refresh token reuse interval (REFRESH_TOKEN_REUSE_SECONDS, default 10 s)', () => {
  // A single-page app that refreshes for two resources at once sends one refresh token twice:
  // inside the interval both succeed; after it, reuse revokes the whole grant.
  it('answers a rotated refresh token again inside the interval', async () => {
    const { tokens } = await signIn(apps.rotating, 'rita', 'openid offline_access', {
      register: true,
    });
    const first = await refreshRaw(apps.rotating, tokens.refresh_token!);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    const second = await refreshRaw(apps.rotating, tokens.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.body.access_token).toBeTruthy();
    // Both descendants are live.
    expect((await refreshRaw(apps.rotating, first.body.refresh_token!)).status).toBe(200);
    expect((await refreshRaw(apps.rotating, second.body.refresh_token!)).status).toBe(200);
  });

  it('revokes the grant when a rotated token is reused after the interval', async () => {
    const { tokens } = await signIn(apps.rotating, 'rhea', 'openid offline_access', {
      register: true,
    });
    const rotated = await refreshRaw(apps.rotating, tokens.refresh_token!);
    expect(rotated.status).toBe(200);
    // The first rotation happened a minute ago, as far as the database knows.
    await run((tx) =>
      tx
        .update(t.oidcModelInstances)
        .set({ consumedAt: sql`now() - interval '60 seconds'` })
        .where(
          and(
            eq(t.oidcModelInstances.modelName, 'RefreshToken'),
            sql`${t.oidcModelInstances.consumedAt} is not null`,
          ),
        ),
    );
    const reused = await refreshRaw(apps.rotating, tokens.refresh_token!);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The whole family is gone, the descendant included.
    expect((await refreshRaw(apps.rotating, rotated.body.refresh_token!)).status).toBe(400);
  });
});

describe('logout', () => {
  it('ends the session at /oidc/session/end, redirects, and notifies the back-channel URI', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn(apps.logout, 'logan', 'openid offline_access', {
      register: true,
      jar,
    });
    const userId = tokens.claims()!.sub;
    const endUrl = new URL(`${server.mainUrl}/oidc/session/end`);
    endUrl.searchParams.set('id_token_hint', tokens.id_token!);
    endUrl.searchParams.set('post_logout_redirect_uri', postLogoutUri);
    endUrl.searchParams.set('state', 'bye');
    const page = await fetch(endUrl, { headers: { cookie: jar.header() } });
    jar.store(page);
    const html = await page.text();
    // The page submits its form by script; do what the script does.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const fields = new URLSearchParams(
      [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    fields.set('logout', 'yes');
    expect(action).toBeTruthy();
    const confirm = await fetch(new URL(action!, endUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${postLogoutUri}?state=bye`);

    expect(logoutTokens).toHaveLength(1);
    const logoutClaims = decodeJwt(logoutTokens[0]!);
    expect(logoutClaims).toMatchObject({
      iss: `${server.mainUrl}/oidc`,
      aud: apps.logout.id,
      sub: userId,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
    expect(logoutClaims.sid).toBe(tokens.claims()!.sid);
    // The session is gone; offline access (offline_access) outlives it, as in oidc-provider.
    const sessions = await run((tx) =>
      tx
        .select({ id: t.oidcModelInstances.id })
        .from(t.oidcModelInstances)
        .where(
          and(
            eq(t.oidcModelInstances.modelName, 'Session'),
            sql`${t.oidcModelInstances.payload}->>'accountId' = ${userId}`,
          ),
        ),
    );
    expect(sessions).toEqual([]);
    expect((await refreshRaw(apps.logout, tokens.refresh_token!)).status).toBe(200);
  });
});

describe('suspended users and revokeUserGrants', () => {
  it('refuses refresh and userinfo for a suspended user, then revokes all their tokens', async () => {
    const { tokens } = await signIn(apps.plain, 'sam', 'openid offline_access', {
      register: true,
    });
    const userId = tokens.claims()!.sub;
    expect(await userinfoStatus(tokens.access_token)).toBe(200);

    await run((tx) => tx.update(t.users).set({ isSuspended: true }).where(eq(t.users.id, userId)));
    const refused = await refreshRaw(apps.plain, tokens.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'user is suspended',
    });
    expect(await userinfoStatus(tokens.access_token)).toBeGreaterThanOrEqual(400);

    const rowsOfUser = () =>
      run((tx) =>
        tx
          .select({ model: t.oidcModelInstances.modelName })
          .from(t.oidcModelInstances)
          .where(sql`${t.oidcModelInstances.payload}->>'accountId' = ${userId}`),
      );
    const before = (await rowsOfUser()).map(({ model }) => model);
    expect(before).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'RefreshToken', 'AccessToken']),
    );
    const removed = await revokeUserGrants(server.gatehouse.context, 'default', userId);
    expect(removed).toBe(before.length);
    expect(await rowsOfUser()).toEqual([]);

    // Even once reinstated, the old tokens stay dead.
    await run((tx) =>
      tx
        .update(t.users)
        .set({ isSuspended: false })
        .where(and(eq(t.users.id, userId))),
    );
    expect((await refreshRaw(apps.plain, tokens.refresh_token!)).body.error).toBe('invalid_grant');
    expect(await userinfoStatus(tokens.access_token)).toBe(401);
  });
});
