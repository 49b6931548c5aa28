import type { EnterpriseSsoUserInfo } from '@gatehouse/schemas/api/sso-connectors';
import type { SsoProviderName, SsoProviderType } from '@gatehouse/schemas/entities/sso-connector';
import type { z } from 'zod';

/** An OIDC IdP's token response (RFC 6749 §5.1), as the token endpoint answered it. */
export type SsoTokenResponse = {
  access_token?: string;
  id_token?: string;
  token_type?: string;
  [key: string]: unknown;
};

/** Where the tenant is reached, for the URLs a provider tells the IdP (SAML ACS, entity id). */
export type SsoEndpoints = {
  tenantEndpoint: string;
  connectorId: string;
  /** SAML: the connector's active request-signing key (PEM), when it has one. */
  signingKey?: { privateKey: string; certificate: string } | undefined;
};

/** What the authorization step keeps for the callback, in the verification record. */
export type SsoSession = {
  state: string;
  redirectUri: string;
  nonce?: string | undefined;
  codeVerifier?: string | undefined;
  /** SAML: the id of the AuthnRequest, which the response's `InResponseTo` must name. */
  requestId?: string | undefined;
};

/** One enterprise IdP kind: its description, config schema and the two halves of a sign-in. */
export type SsoProvider<Config = Record<string, unknown>> = {
  providerName: SsoProviderName;
  providerType: SsoProviderType;
  name: string;
  description: string;
  logo: string;
  logoDark: string;
  /** The whole configuration a sign-in needs; the management API accepts it partially. */
  configGuard: z.ZodType<Config>;
  /** What the console shows besides the stored config (resolved endpoints, SP metadata). */
  providerConfig: (config: Config, endpoints: SsoEndpoints) => Promise<Record<string, unknown>>;
  /** The issuer identities of this connector are recorded under. */
  issuer: (config: Config) => Promise<string>;
  authorizationUri: (
    config: Config,
    session: SsoSession,
    endpoints: SsoEndpoints,
  ) => Promise<{ uri: string; requestId?: string }>;
  userInfo: (
    config: Config,
    connectorData: Record<string, unknown>,
    session: SsoSession,
    endpoints: SsoEndpoints,
    /** OIDC: receives the IdP's token response, for the connectors that store it. */
    onTokens?: (tokens: SsoTokenResponse) => void,
  ) => Promise<EnterpriseSsoUserInfo>;
};
