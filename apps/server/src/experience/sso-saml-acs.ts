import { generateStandardId } from '@gatehouse/schemas';
import { samlAssertionBodyGuard } from '@gatehouse/schemas/api/sso-connectors';
import type { Middleware } from 'koa';
import { parseSamlResponse, type SamlSsoConfig } from '../connectors/sso/saml-sso.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import { readRaw } from '../http/json-body.ts';
import { requestTenant } from '../http/request-scope.ts';
import { insertSamlSsoSession } from '../queries/saml-sso-sessions.ts';
import { loadSsoConnector } from '../services/enterprise-sso.ts';

const acsPath = /^\/api\/authn\/single-sign-on\/saml\/([^/]+)\/?$/;
/** How long a verified assertion waits for the sign-in page's `/verify`. */
const parkedForMs = 10 * 60_000;

/** The sign-in app's page that finishes an SSO sign-in (apps/sign-in, `/callback/sso/{id}`). */
export const ssoCallbackPath = (connectorId: string) =>
  `/callback/sso/${encodeURIComponent(connectorId)}`;

const readForm = async (ctx: Parameters<Middleware>[0], limit: number) => {
  const text = (await readRaw(ctx, limit)).toString('utf8');
  if (ctx.is('application/json')) {
    try {
      return JSON.parse(text || '{}') as unknown;
    } catch {
      throw new ApiError('request.invalid_json', { status: 400 });
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
};

/**
 * `POST /api/authn/single-sign-on/saml/{connectorId}`, the SAML assertion consumer service
 * (HTTP-POST binding, a form post from the IdP): verifies the response against the connector's
 * IdP (signature, issuer, audience, validity), parks the verified person in
 * `idp_initiated_saml_sso_sessions` for ten minutes and answers 302 to the sign-in app's SSO
 * callback page with `state` (the RelayState) and `samlSessionId`; that page's `/verify` call,
 * which carries the interaction cookie, consumes it once. A response without RelayState
 * (IdP-initiated) is refused: IdP-initiated sign-in is not offered yet.
 */
export const samlAssertionConsumer =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    const match = ctx.method === 'POST' ? acsPath.exec(ctx.path) : null;
    if (!match) return next();
    const connectorId = decodeURIComponent(match[1] as string);
    const parsed = samlAssertionBodyGuard.safeParse(await readForm(ctx, app.env.BODY_LIMIT));
    if (!parsed.success) {
      throw new ApiError('guard.invalid_input', { status: 400, data: parsed.error.issues });
    }
    const body = parsed.data;
    const tenant = requestTenant(ctx, app.database.db);
    const connector = await tenant.transaction((tx) =>
      loadSsoConnector(tx, app.secretBox, connectorId),
    );
    if (connector.provider.providerType !== 'saml') {
      throw new ApiError('single_sign_on.idp_initiated_authentication_not_supported', {
        status: 400,
      });
    }
    if (!body.RelayState) {
      throw new ApiError('single_sign_on.idp_initiated_authentication_not_supported', {
        status: 400,
      });
    }
    const assertion = await parseSamlResponse(
      connector.config as SamlSsoConfig,
      { SAMLResponse: body.SAMLResponse, RelayState: body.RelayState },
      { tenantEndpoint: tenant.urls.endpoint, connectorId },
    );
    const session = await tenant.transaction((tx) =>
      insertSamlSsoSession(tx, {
        id: generateStandardId(),
        connectorId,
        assertionContent: {
          relayState: body.RelayState,
          ...(assertion.inResponseTo ? { inResponseTo: assertion.inResponseTo } : {}),
          issuer: assertion.issuer,
          userInfo: assertion.userInfo,
        },
        expiresAt: new Date(Date.now() + parkedForMs),
      }),
    );
    const target = new URL(ssoCallbackPath(connectorId), `${tenant.urls.endpoint}/`);
    target.searchParams.set('state', body.RelayState);
    target.searchParams.set('samlSessionId', session.id);
    ctx.status = 302;
    ctx.redirect(target.href);
  };
