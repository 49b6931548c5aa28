import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import {
  buildAuthorizationUri,
  type ClientCredentials,
  exchangeCode,
  fetchDocument,
  fetchProfile,
  requireAuthorizationCode,
  type TokenResponse,
} from './oauth2-client.ts';
import { mapProfile, type ProfileMap } from './profile-mapping.ts';
import { type SocialSession, type SocialUserInfo, socialError } from './social-kit.ts';

/** Everything one OpenID Connect sign-in needs, resolved from a connector's configuration. */
export type OidcProvider = ClientCredentials & {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint?: string | undefined;
  /** Needed to finish a sign-in (the id_token's keys), not to start one. */
  jwksUri?: string | undefined;
  /** The `iss` the id_token must carry, or a test for providers with per-tenant issuers. */
  issuer?: string | ((issuer: string) => boolean) | undefined;
  scope: string;
  /** More parameters of the authorization request (`prompt`, `response_mode`…). */
  authorizationParameters?: Record<string, string> | undefined;
  /** Where the person's fields are in the id_token's claims merged with userinfo. */
  claims?: ProfileMap | undefined;
};

/** Standard claims of OpenID Connect Core §5.1, with their verified flags. */
export const standardClaims: ProfileMap = {
  id: 'sub',
  email: 'email',
  emailVerified: 'email_verified',
  phone: 'phone_number',
  phoneVerified: 'phone_number_verified',
  name: 'name',
  avatar: 'picture',
};

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
/** One cached key set per JWKS URI: jose refetches it on an unknown `kid` (key rotation). */
const keySetOf = (jwksUri: string) => {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
    keySets.set(jwksUri, keySet);
  }
  return keySet;
};

const discoveryCache = new Map<string, { at: number; document: Record<string, unknown> }>();
const discoveryTtlMs = 10 * 60_000;

/** The provider's discovery document (`<issuer>/.well-known/openid-configuration`), cached briefly. */
export const discover = async (issuer: string) => {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const cached = discoveryCache.get(url);
  if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.document;
  const document = await fetchDocument(url);
  discoveryCache.set(url, { at: Date.now(), document });
  return document;
};

/** PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export const oidcAuthorizationUri = (provider: OidcProvider, session: SocialSession) =>
  buildAuthorizationUri(provider.authorizationEndpoint, {
    ...provider.authorizationParameters,
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: session.redirectUri,
    scope: provider.scope,
    state: session.state,
    ...(session.nonce ? { nonce: session.nonce } : {}),
    ...(session.codeVerifier
      ? { code_challenge: codeChallengeOf(session.codeVerifier), code_challenge_method: 'S256' }
      : {}),
  });

/**
 * Checks the id_token's signature against the provider's JWKS, its issuer, audience (our
 * client id), expiry and the session's nonce. Any failure is `connector.social_invalid_id_token`
 * with jose's error code, never the token.
 */
const verifyIdToken = async (provider: OidcProvider, idToken: string, nonce?: string) => {
  if (!provider.jwksUri) {
    throw socialError('invalid_config', { error: 'no JWKS URI (or issuer to discover it)' });
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(provider.jwksUri), {
      audience: provider.clientId,
      ...(typeof provider.issuer === 'string' ? { issuer: provider.issuer } : {}),
      clockTolerance: 60,
    }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw socialError('social_invalid_id_token', {
      error: typeof code === 'string' ? code : 'verification_failed',
    });
  }
  if (typeof provider.issuer === 'function' && !provider.issuer(String(payload.iss ?? ''))) {
    throw socialError('social_invalid_id_token', { error: 'unexpected_issuer' });
  }
  if (nonce && payload.nonce !== nonce) {
    throw socialError('social_invalid_id_token', { error: 'nonce_mismatch' });
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw socialError('social_invalid_id_token', { error: 'missing_sub' });
  }
  return payload;
};

/**
 * Finishes an OpenID Connect code flow: code → tokens, verified id_token, then the userinfo
 * endpoint's claims when there is one (they must name the same `sub`, OIDC Core §5.3.2).
 */
export const oidcUserInfo = async (
  provider: OidcProvider,
  connectorData: Record<string, unknown>,
  session: SocialSession,
  /** Called with the token response once its id_token checked out (SSO token storage). */
  onTokens?: (tokens: TokenResponse) => void,
): Promise<SocialUserInfo> => {
  const code = requireAuthorizationCode(connectorData);
  const tokens = await exchangeCode(provider.tokenEndpoint, provider, {
    code,
    redirectUri: session.redirectUri,
    codeVerifier: session.codeVerifier,
  });
  if (typeof tokens.id_token !== 'string') {
    throw socialError('social_invalid_id_token', { error: 'no id_token in the token response' });
  }
  const claims: Record<string, unknown> = {
    ...(await verifyIdToken(provider, tokens.id_token, session.nonce)),
  };
  onTokens?.(tokens);
  if (provider.userInfoEndpoint && tokens.access_token) {
    const userInfo = await fetchProfile(provider.userInfoEndpoint, tokens.access_token);
    if (userInfo.sub !== claims.sub) {
      throw socialError('invalid_response', { error: 'userinfo names another subject' });
    }
    Object.assign(claims, userInfo);
  }
  // Token bookkeeping is not the person: keep the profile claims only.
  for (const key of ['aud', 'exp', 'iat', 'nbf', 'nonce', 'at_hash', 'c_hash', 'azp', 'jti'])
    delete claims[key];
  return mapProfile(claims, provider.claims ?? standardClaims);
};
