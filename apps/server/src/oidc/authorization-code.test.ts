import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Middleware } from 'koa';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { TenantInfo } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { createCookieJar, setUpOidcTestServer } from './oidc-test-kit.ts';
import type { ProviderCache } from './provider-cache.ts';

const tenantId = 'default';
const api = 'https://api.example.com';
const redirectUri = 'http://127.0.0.1:9/callback';
const webSecret = 'web-secret-0123456789abcdefghijklmn';

/**
 * Stand-ins for the experience API: `/test/login` finishes the pending interaction with a signed-in
 * user, `/test/consent` grants what the interaction asks for (the server's first-party consent).
 */
const experienceStandIn =
  (providers: ProviderCache): Middleware =>
  async (ctx, next) => {
    if (ctx.path !== '/test/login' && ctx.path !== '/test/consent') return next();
    const provider = await providers.get(ctx.state.tenant as TenantInfo);
    if (ctx.path === '/test/login') {
      const login = { accountId: String(ctx.query.account) };
      ctx.redirect(
        await provider.interactionResult(
          ctx.req,
          ctx.res,
          { login },
          { mergeWithLastSubmission: false },
        ),
      );
      return;
    }
    const { grantId, params, session, prompt } = await provider.interactionDetails(
      ctx.req,
      ctx.res,
    );
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const consent = { grantId: await grant.save() };
    ctx.redirect(
      await provider.interactionResult(
        ctx.req,
        ctx.res,
        { consent },
        { mergeWithLastSubmission: true },
      ),
    );
  };

const seed = async (db: DatabaseHandle['db']) => {
  await db.insert(t.resources).values({ tenantId, id: 'api', name: 'API', indicator: api });
  await db.insert(t.scopes).values([
    { tenantId, id: 'read', resourceId: 'api', name: 'read' },
    { tenantId, id: 'write', resourceId: 'api', name: 'write' },
  ]);
  await db
    .insert(t.roles)
    .values({ tenantId, id: 'api-user', name: 'API user', description: 'u', type: 'User' });
  await db.insert(t.rolesScopes).values({ tenantId, roleId: 'api-user', scopeId: 'read' });
  await db.insert(t.users).values({
    tenantId,
    id: 'user-1',
    username: 'alice',
    primaryEmail: 'alice@example.com',
    name: 'Alice',
    profile: { givenName: 'Alice' },
  });
  await db.insert(t.usersRoles).values({ tenantId, userId: 'user-1', roleId: 'api-user' });
  const uris = { redirectUris: [redirectUri], postLogoutRedirectUris: [] };
  await db.insert(t.applications).values([
    {
      tenantId,
      id: 'spa-app',
      name: 'SPA',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: uris,
    },
    {
      tenantId,
      id: 'web-app',
      name: 'Web',
      secret: webSecret,
      type: 'Traditional',
      oidcClientMetadata: uris,
      customClientMetadata: { rotateRefreshToken: false },
    },
  ]);
};

const fixture = setUpOidcTestServer({ tenantId, seed, extra: experienceStandIn });

const configFor = (clientId: string, auth: client.ClientAuth) =>
  client.discovery(new URL(`${fixture.server.origin}/oidc`), clientId, undefined, auth, {
    execute: [client.allowInsecureRequests],
  });

/**
 * Drives /oidc/auth like a browser (as Logto's SDKs ask: prompt=consent for refresh tokens):
 * sign-in page → finished login → consent page → finished consent → callback URL with a code.
 */
const authorize = async (config: client.Configuration, extra: Record<string, string> = {}) => {
  const jar = createCookieJar();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid offline_access profile email roles read',
    resource: api,
    prompt: 'consent',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const visited: string[] = [];
  let target = url.href;
  for (let hops = 0; hops < 8; hops++) {
    const response = await fetch(target, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    expect([302, 303]).toContain(response.status);
    const location = new URL(response.headers.get('location') ?? '', fixture.server.origin);
    visited.push(location.href);
    if (location.href.startsWith(redirectUri))
      return { visited, callback: location, verifier, state };
    if (location.pathname === '/sign-in')
      target = `${fixture.server.origin}/test/login?account=user-1`;
    else if (location.pathname === '/consent') target = `${fixture.server.origin}/test/consent`;
    else target = location.href;
  }
  throw new Error(`no callback after ${visited.join(' → ')}`);
};

describe('authorization code + PKCE', () => {
  it('sends the browser to the sign-in page, then issues ID, access and refresh tokens', async () => {
    const config = await configFor('spa-app', client.None());
    const { visited, callback, verifier, state } = await authorize(config);
    expect(visited[0]).toBe(`${fixture.server.origin}/sign-in?app_id=spa-app`);
    expect(visited).toContain(`${fixture.server.origin}/consent?app_id=spa-app`);
    expect(callback.origin + callback.pathname).toBe(redirectUri);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      sub: 'user-1',
      name: 'Alice',
      given_name: 'Alice',
      username: 'alice',
      preferred_username: 'alice',
      email: 'alice@example.com',
      email_verified: true,
      roles: ['API user'],
    });
    expect(tokens.refresh_token).toBeTruthy();

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'user-1');
    expect(userinfo).toMatchObject({
      sub: 'user-1',
      email: 'alice@example.com',
      roles: ['API user'],
    });
  });

  it('opens the register page for first_screen=register', async () => {
    const config = await configFor('spa-app', client.None());
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      first_screen: 'register',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(
      `${fixture.server.origin}/register?app_id=spa-app`,
    );
  });

  it('refuses a public client without PKCE', async () => {
    const config = await configFor('spa-app', client.None());
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
    });
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('refresh tokens', () => {
  it('rotates for public clients, gives resource JWTs scoped by user roles, and revokes on reuse', async () => {
    const config = await configFor('spa-app', client.None());
    const { callback, verifier, state } = await authorize(config);
    const first = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });

    const second = await client.refreshTokenGrant(config, first.refresh_token!, { resource: api });
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const jwks = createRemoteJWKSet(new URL(`${fixture.server.origin}/oidc/jwks`));
    const { payload } = await jwtVerify(second.access_token, jwks, {
      audience: api,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({ sub: 'user-1', scope: 'read', client_id: 'spa-app' });

    // Presenting the consumed token again after the reuse interval (REFRESH_TOKEN_REUSE_SECONDS;
    // the rotation is moved a minute into the past) revokes the whole grant, the new token included.
    await withTenant(fixture.database.db, tenantId, (tx) =>
      tx
        .update(t.oidcModelInstances)
        .set({ consumedAt: sql`now() - interval '60 seconds'` })
        .where(isNotNull(t.oidcModelInstances.consumedAt)),
    );
    await expect(client.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.refreshTokenGrant(config, second.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('keeps the refresh token when the application turned rotation off', async () => {
    const config = await configFor('web-app', client.ClientSecretBasic(webSecret));
    const { callback, verifier, state } = await authorize(config);
    const first = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toBe(first.refresh_token);
  });

  it('refuses a suspended user with invalid_grant', async () => {
    const config = await configFor('web-app', client.ClientSecretBasic(webSecret));
    const { callback, verifier, state } = await authorize(config);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    await fixture.database.db
      .update(t.users)
      .set({ isSuspended: true })
      .where(and(eq(t.users.tenantId, tenantId), eq(t.users.id, 'user-1')));
    try {
      await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
        error_description: 'user is suspended',
      });
    } finally {
      await fixture.database.db
        .update(t.users)
        .set({ isSuspended: false })
        .where(and(eq(t.users.tenantId, tenantId), eq(t.users.id, 'user-1')));
    }
  });
});

describe('built-in clients', () => {
  it('demo-app, a public client without a secret, sends the browser to the sign-in page', async () => {
    const { origin } = fixture.server;
    const url = new URL(`${origin}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'demo-app',
      redirect_uri: `${origin}/demo-app`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: client.randomState(),
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect([302, 303]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', origin).pathname).toBe('/sign-in');
  });
});
