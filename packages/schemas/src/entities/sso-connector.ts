import { z } from 'zod';
import { epochMsGuard, jsonObjectGuard } from './common.ts';

/** The enterprise IdP kinds a connector can be (contract `SsoProviderName`). */
export const ssoProviderNames = [
  'OIDC',
  'SAML',
  'AzureAD',
  'GoogleWorkspace',
  'Okta',
  'AzureAdOidc',
] as const;
export const ssoProviderNameGuard = z.enum(ssoProviderNames);
export type SsoProviderName = z.infer<typeof ssoProviderNameGuard>;

/** The protocol a provider speaks. */
export const ssoProviderTypes = ['oidc', 'saml'] as const;
export const ssoProviderTypeGuard = z.enum(ssoProviderTypes);
export type SsoProviderType = z.infer<typeof ssoProviderTypeGuard>;

/** How the sign-in page shows a connector (contract `SsoBranding`). */
export const ssoBrandingGuard = z.object({
  displayName: z.string().optional(),
  logo: z.string().optional(),
  darkLogo: z.string().optional(),
});
export type SsoBranding = z.infer<typeof ssoBrandingGuard>;

/** A connector row as the wire carries it (contract `SsoConnector`). */
export const ssoConnectorGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(128),
  providerName: z.string().min(1).max(128),
  connectorName: z.string().min(1).max(128),
  config: jsonObjectGuard,
  domains: z.array(z.string()),
  branding: ssoBrandingGuard,
  syncProfile: z.boolean(),
  enableTokenStorage: z.boolean(),
  createdAt: epochMsGuard,
});
export type SsoConnector = z.infer<typeof ssoConnectorGuard>;

/** A connector with what its provider adds (contract `SsoConnectorWithProvider`). */
export const ssoConnectorWithProviderGuard = ssoConnectorGuard.extend({
  providerName: ssoProviderNameGuard,
  name: z.string(),
  providerType: ssoProviderTypeGuard,
  providerLogo: z.string(),
  providerLogoDark: z.string(),
  providerConfig: z.record(z.string(), z.any()).optional(),
});
export type SsoConnectorWithProvider = z.infer<typeof ssoConnectorWithProviderGuard>;

/** `GET /api/sso-connector-providers`: one provider the server implements. */
export const ssoConnectorProviderGuard = z.object({
  providerName: ssoProviderNameGuard,
  providerType: ssoProviderTypeGuard,
  logo: z.string(),
  logoDark: z.string(),
  description: z.string(),
  name: z.string(),
});
export type SsoConnectorProvider = z.infer<typeof ssoConnectorProviderGuard>;

/** A user's identity at an enterprise IdP (contract `UserSsoIdentity`). */
export const userSsoIdentityGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  userId: z.string().min(1).max(12),
  issuer: z.string().min(1).max(256),
  identityId: z.string().min(1).max(128),
  detail: jsonObjectGuard,
  createdAt: epochMsGuard,
  updatedAt: epochMsGuard,
  ssoConnectorId: z.string().min(1).max(128),
});
export type UserSsoIdentity = z.infer<typeof userSsoIdentityGuard>;

/** A SAML connector's request-signing key as the management API shows it (no private key). */
export const ssoSigningKeyGuard = z.object({
  id: z.string().min(1).max(21),
  certificate: z.string().min(1),
  createdAt: epochMsGuard,
  expiresAt: epochMsGuard,
  active: z.boolean(),
  fingerprints: z.object({
    sha256: z.object({ formatted: z.string(), unformatted: z.string() }),
  }),
});
export type SsoSigningKey = z.infer<typeof ssoSigningKeyGuard>;

/** Extra parameters of the authorization request an IdP-initiated sign-in sends (`scope`, …). */
export const idpInitiatedAuthParamsGuard = z
  .object({ scope: z.string().max(1024).optional() })
  .catchall(z.string().max(1024));
export type IdpInitiatedAuthParams = z.infer<typeof idpInitiatedAuthParamsGuard>;

/** Where an IdP-initiated SAML sign-in of a connector lands (`sso_connector_idp_initiated_auth_configs`). */
export const ssoConnectorIdpInitiatedAuthConfigGuard = z.object({
  tenantId: z.string(),
  connectorId: z.string().min(1).max(128),
  defaultApplicationId: z.string().min(1).max(21),
  redirectUri: z.string().nullable(),
  authParameters: idpInitiatedAuthParamsGuard,
  autoSendAuthorizationRequest: z.boolean(),
  clientIdpInitiatedAuthCallbackUri: z.string().nullable(),
  createdAt: epochMsGuard,
});
export type SsoConnectorIdpInitiatedAuthConfig = z.infer<
  typeof ssoConnectorIdpInitiatedAuthConfigGuard
>;
