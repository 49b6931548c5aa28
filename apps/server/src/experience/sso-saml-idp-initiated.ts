import { randomBytes } from 'node:crypto';
import type { EnterpriseSsoUserInfo } from '@gatehouse/schemas/api/sso-connectors';
import type { Context } from 'koa';
import { socialError } from '../connectors/social/social-kit.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestTenant as Tenant } from '../http/request-scope.ts';
import { findApplicationById } from '../queries/applications.ts';
import { insertIdpInitiatedSamlSsoSession } from '../queries/saml-sso-sessions.ts';
import {
  findIdpInitiatedAuthConfig,
  type IdpInitiatedAuthConfigRow,
} from '../queries/sso-idp-initiated-auth-configs.ts';
import { redirectUrisOf } from '../services/sso-idp-initiated-auth-config.ts';

/**
 * Cookie naming the IdP-initiated session this browser brought; the sign-in it starts finds it
 * when asking for the connector's authorization URI (steps/enterprise-sso.ts). Set by the ACS's
 * answer to the IdP's top-level form post, so SameSite=Lax is enough for what follows.
 */
export const idpInitiatedSsoCookie = '_gatehouse_idp_initiated_sso';
/** How long the parked assertion can start a sign-in. */
const usableForMs = 10 * 60_000;
/** Parameters the authorization request sets itself; `authParameters` cannot change them. */
const reservedParams = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'prompt',
  'direct_sign_in',
]);

type VerifiedAssertion = {
  issuer: string;
  fingerprint: string;
  notOnOrAfter?: Date;
  userInfo: EnterpriseSsoUserInfo;
};

const refusal = () =>
  new ApiError('single_sign_on.idp_initiated_authentication_not_supported', { status: 400 });

/**
 * Auto-send: the tenant's authorization request for the default application, with a fresh
 * `state`, `prompt=login` (a session already open at this server must not stand in for the
 * person the IdP vouched for) and `direct_sign_in=sso:{connectorId}`, Logto's marker that
 * sends the sign-in page straight to this connector.
 */
const authorizationRequestOf = async (
  tenant: Tenant,
  connectorId: string,
  config: IdpInitiatedAuthConfigRow,
) => {
  const application = await tenant.transaction((tx) =>
    findApplicationById(tx, config.defaultApplicationId),
  );
  const redirectUri =
    config.redirectUri ??
    (application ? redirectUrisOf(application.oidcClientMetadata)[0] : undefined);
  if (!redirectUri) {
    throw new ApiError('single_sign_on.idp_initiated_authentication_redirect_uri_not_registered', {
      status: 400,
    });
  }
  const target = new URL(`${tenant.urls.issuer}/auth`);
  const extra = Object.entries(config.authParameters).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && !reservedParams.has(entry[0]) && entry[0] !== 'scope',
  );
  const scopes = new Set(['openid', ...String(config.authParameters.scope ?? '').split(/\s+/)]);
  scopes.delete('');
  target.search = new URLSearchParams({
    client_id: config.defaultApplicationId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: [...scopes].join(' '),
    state: randomBytes(16).toString('base64url'),
    prompt: 'login',
    direct_sign_in: `sso:${connectorId}`,
    ...Object.fromEntries(extra),
  }).toString();
  return target.href;
};

/** Otherwise the client's own page, told which connector, starts an SP-style sign-in. */
const clientCallbackOf = (connectorId: string, config: IdpInitiatedAuthConfigRow) => {
  if (!config.clientIdpInitiatedAuthCallbackUri) {
    throw new ApiError(
      'single_sign_on.idp_initiated_authentication_client_callback_uri_not_found',
      { status: 400 },
    );
  }
  const target = new URL(config.clientIdpInitiatedAuthCallbackUri);
  target.searchParams.set('ssoConnectorId', connectorId);
  return target.href;
};

/**
 * An unsolicited SAML response (no InResponseTo), already verified against the connector's IdP:
 * refused unless the connector has an IdP-initiated config; refused when the same assertion came
 * before; otherwise parked (its fingerprint as id), named in a cookie, and the browser sent on
 * (the authorization request, or the client's callback).
 */
export const acceptIdpInitiatedResponse = async (
  ctx: Context,
  tenant: Tenant,
  connectorId: string,
  assertion: VerifiedAssertion,
) => {
  const config = await tenant.transaction((tx) => findIdpInitiatedAuthConfig(tx, connectorId));
  if (!config) throw refusal();
  const target = config.autoSendAuthorizationRequest
    ? await authorizationRequestOf(tenant, connectorId, config)
    : clientCallbackOf(connectorId, config);
  const now = Date.now();
  const usableUntil = now + usableForMs;
  // Kept at least as long as the assertion is valid: until then a replay finds the row.
  const expiresAt = new Date(Math.max(usableUntil, assertion.notOnOrAfter?.getTime() ?? 0));
  const session = await tenant.transaction((tx) =>
    insertIdpInitiatedSamlSsoSession(tx, {
      id: assertion.fingerprint.slice(0, 21),
      connectorId,
      assertionContent: {
        idpInitiated: true,
        usableUntil,
        issuer: assertion.issuer,
        userInfo: assertion.userInfo,
      },
      expiresAt,
    }),
  );
  if (!session) throw socialError('invalid_response', { error: 'the assertion was already used' });
  ctx.cookies.set(idpInitiatedSsoCookie, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.protocol === 'https',
    path: '/',
    maxAge: usableForMs,
    overwrite: true,
  });
  ctx.status = 302;
  ctx.redirect(target);
};
