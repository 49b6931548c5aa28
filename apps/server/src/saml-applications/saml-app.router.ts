import { generateStandardId } from '@gatehouse/schemas';
import {
  samlAuthnBodyGuard,
  samlAuthnQueryGuard,
  samlCallbackQueryGuard,
} from '@gatehouse/schemas/api/saml-applications';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { formOrJsonBody } from '../http/form-or-json-body.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import { createFindAccount } from '../oidc/account.ts';
import type { ProviderCache } from '../oidc/provider-cache.ts';
import {
  deleteSamlApplicationSession,
  findActiveSamlApplicationSecret,
  findSamlApplicationSession,
  insertSamlApplicationSession,
} from '../queries/saml-applications.ts';
import { writeAuditLog } from '../services/audit-log.ts';
import { DomainError } from '../services/domain-error.ts';
import {
  buildIdentityProvider,
  buildLoginResponse,
  buildServiceProvider,
  parseAuthnRequest,
  samlIdpMetadata,
} from '../services/saml-app-idp.ts';
import { requireSamlApplication, samlCallbackUri } from '../services/saml-applications.ts';
import { samlAutoPostPage } from './saml-app-post-page.ts';

const tags = ['SAML applications'];
const idParams = z.object({ id: pathIdGuard });
/** Binds the browser to its SAML session between the AuthnRequest and the callback. */
export const samlSessionCookie = 'gatehouse_saml_session';
const sessionTtlMs = 10 * 60 * 1000;
/** Every claim a mapping may name comes from one of these scopes (oidc/account.ts). */
const signInScopes = [
  'openid',
  'profile',
  'email',
  'phone',
  'address',
  'custom_data',
  'identities',
  'roles',
  'urn:logto:scope:organizations',
  'urn:logto:scope:organization_roles',
].join(' ');

const authnPath = /^\/api\/saml\/[^/]+\/authn\/?$/;

/** The application, its config and its active signing key (opened), or 404. */
const loadIdp = async (app: AppContext, tx: TenantTx, id: string) => {
  const { application, config } = await requireSamlApplication(tx, id);
  const secret = await findActiveSamlApplicationSecret(tx, id);
  if (!secret) throw new DomainError('application.saml.no_active_secret');
  return {
    application,
    config,
    key: { certificate: secret.certificate, privateKey: app.secretBox.open(secret.privateKey) },
  };
};

/** The raw `SAMLRequest=…&RelayState=…&SigAlg=…` the SP signed (HTTP-Redirect binding). */
const octetStringOf = (ctx: Context) => {
  const parts = ctx.querystring.split('&');
  const pick = (name: string) => parts.find((part) => part.startsWith(`${name}=`));
  return ['SAMLRequest', 'RelayState', 'SigAlg']
    .map(pick)
    .filter((part): part is string => Boolean(part))
    .join('&');
};

/**
 * Stores the SAML session of this browser and sends it to the tenant's sign-in through an OIDC
 * authorization request of the SAML application (an OIDC client whose redirect URI is its
 * callback).
 */
const startSignIn = async (
  app: AppContext,
  ctx: Context,
  tenant: RequestTenant,
  id: string,
  request: Parameters<typeof parseAuthnRequest>[3],
  relayState: string | null | undefined,
) => {
  const { endpoint, issuer } = tenant.urls;
  const session = await tenant.transaction(async (tx) => {
    const { config, key } = await loadIdp(app, tx, id);
    const sp = buildServiceProvider(config);
    const idp = buildIdentityProvider(endpoint, id, config, key);
    const parsed = await parseAuthnRequest(idp, sp, config, request);
    return insertSamlApplicationSession(tx, {
      id: generateStandardId(32),
      applicationId: id,
      samlRequestId: parsed.id.slice(0, 128),
      oidcState: generateStandardId(32),
      relayState: relayState ?? null,
      rawAuthRequest: parsed.xml,
      expiresAt: new Date(Date.now() + sessionTtlMs),
    });
  });
  await writeAuditLog(app, tenant.id, {
    key: 'SamlApplication.AuthnRequest',
    result: 'Success',
    applicationId: id,
  });
  ctx.cookies.set(samlSessionCookie, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.protocol === 'https',
    path: '/',
    maxAge: sessionTtlMs,
    overwrite: true,
  });
  const authorization = new URL(`${issuer}/auth`);
  authorization.search = new URLSearchParams({
    client_id: id,
    redirect_uri: samlCallbackUri(endpoint, id),
    response_type: 'code',
    scope: signInScopes,
    state: session.oidcState ?? '',
  }).toString();
  ctx.status = 302;
  ctx.redirect(authorization.href);
};

/**
 * Anonymous endpoints of SAML applications (contract endpoints.md "SAML applications"): the IdP
 * metadata, the SSO endpoint (AuthnRequest by HTTP-Redirect or HTTP-POST) and the OIDC callback
 * that answers the SP with a signed SAML response posted to its ACS.
 */
export const createSamlAppRouter = (
  app: AppContext,
  providers: ProviderCache,
  registry: RegisteredRoute[],
) => {
  const router = new Router({ prefix: '/api' });
  // The HTTP-POST binding's AuthnRequest is form-encoded.
  router.use(formOrJsonBody(authnPath, app.env.BODY_LIMIT));
  const routes = createGuardedRouter<undefined>(router, registry, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: () => undefined,
  });

  routes.get(
    '/saml-applications/:id/metadata',
    { params: idParams, status: [200, 404], tags, summary: 'IdP metadata of a SAML application' },
    async (ctx, { params, tenant }) => {
      const { config, key } = await tenant.transaction((tx) => loadIdp(app, tx, params.id));
      ctx.type = 'text/xml';
      ctx.body = samlIdpMetadata(tenant.urls.endpoint, params.id, config, key.certificate);
    },
  );

  routes.get(
    '/saml/:id/authn',
    {
      params: idParams,
      query: samlAuthnQueryGuard,
      status: [302, 400, 404],
      tags,
      summary: 'SP-initiated sign-in, HTTP-Redirect binding',
    },
    async (ctx, { params, query, tenant }) => {
      await startSignIn(
        app,
        ctx,
        tenant,
        params.id,
        { binding: 'redirect', query: { ...query }, octetString: octetStringOf(ctx) },
        query.RelayState,
      );
    },
  );

  routes.post(
    '/saml/:id/authn',
    {
      params: idParams,
      body: samlAuthnBodyGuard,
      status: [302, 400, 404],
      tags,
      summary: 'SP-initiated sign-in, HTTP-POST binding',
    },
    async (ctx, { params, body, tenant }) => {
      await startSignIn(
        app,
        ctx,
        tenant,
        params.id,
        { binding: 'post', body: { ...body } },
        body.RelayState,
      );
    },
  );

  routes.get(
    '/saml-applications/:id/callback',
    {
      params: idParams,
      query: samlCallbackQueryGuard,
      status: [200, 400, 404],
      tags,
      summary: 'OIDC callback: answers the SP with a signed SAML response (auto-posted form)',
    },
    async (ctx, { params, query, tenant }) => {
      const sessionId = ctx.cookies.get(samlSessionCookie);
      if (!sessionId)
        throw new DomainError(
          'application.saml.sp_initiated_saml_sso_session_not_found_in_cookies',
        );
      const { endpoint } = tenant.urls;
      const { config, key, session } = await tenant.transaction(async (tx) => {
        const loaded = await loadIdp(app, tx, params.id);
        const found = await findSamlApplicationSession(tx, sessionId);
        return { ...loaded, session: found };
      });
      if (!session || session.applicationId !== params.id || session.expiresAt < new Date())
        throw new DomainError('application.saml.sp_initiated_saml_sso_session_not_found');
      if (!query.state || query.state !== session.oidcState)
        throw new DomainError('application.saml.state_mismatch');
      if (query.error || !query.code)
        throw new ApiError('oidc.invalid_request', {
          status: 400,
          interpolation: { message: query.error_description ?? query.error ?? 'code missing' },
        });

      // Redeem the authorization code here, as the token endpoint would for this client: it
      // must be ours, unexpired, unused and issued for this callback.
      const provider = await providers.get(tenant);
      const code = await provider.AuthorizationCode.find(query.code);
      if (
        !code ||
        code.isExpired ||
        (code as { consumed?: unknown }).consumed ||
        code.clientId !== params.id ||
        code.redirectUri !== samlCallbackUri(endpoint, params.id) ||
        !code.accountId
      )
        throw new ApiError('oidc.invalid_grant', { status: 400 });
      await code.consume();
      const findAccount = createFindAccount({
        db: app.database.db,
        tenantId: tenant.id,
        idTokenExtendedClaims: new Set(),
      });
      let claims: Record<string, unknown>;
      try {
        const account = await findAccount(undefined as never, code.accountId);
        if (!account) throw new Error('account not found');
        claims = (await account.claims('userinfo', code.scope ?? signInScopes, {}, [])) as Record<
          string,
          unknown
        >;
      } catch {
        throw new ApiError('oidc.invalid_grant', { status: 400 });
      }

      const response = await buildLoginResponse({
        endpoint,
        applicationId: params.id,
        config,
        key,
        claims,
        inResponseTo: session.samlRequestId,
        relayState: session.relayState,
      });
      await tenant.transaction((tx) => deleteSamlApplicationSession(tx, session.id));
      ctx.cookies.set(samlSessionCookie, null, { path: '/' });
      await writeAuditLog(app, tenant.id, {
        key: 'SamlApplication.Callback',
        result: 'Success',
        applicationId: params.id,
        userId: code.accountId,
      });
      const page = samlAutoPostPage(response);
      ctx.set('Content-Security-Policy', page.policy);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html';
      ctx.body = page.html;
    },
  );

  return router;
};
