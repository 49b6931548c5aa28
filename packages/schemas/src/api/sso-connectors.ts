import { z } from 'zod';
import { jsonObjectGuard } from '../entities/common.ts';
import { ssoBrandingGuard } from '../entities/sso-connector.ts';

/** `POST /api/sso-connectors` (contract "SSO connectors"). */
export const createSsoConnectorBodyGuard = z.object({
  config: jsonObjectGuard.optional(),
  domains: z.array(z.string()).optional(),
  branding: ssoBrandingGuard.optional(),
  syncProfile: z.boolean().optional(),
  enableTokenStorage: z.boolean().optional(),
  providerName: z.string().min(1).max(128),
  connectorName: z.string().min(1).max(128),
});
export type CreateSsoConnectorBody = z.infer<typeof createSsoConnectorBodyGuard>;

/** `PATCH /api/sso-connectors/{id}`. */
export const updateSsoConnectorBodyGuard = z.object({
  config: jsonObjectGuard.optional(),
  domains: z.array(z.string()).optional(),
  branding: ssoBrandingGuard.optional(),
  syncProfile: z.boolean().optional(),
  connectorName: z.string().min(1).max(128).optional(),
  enableTokenStorage: z.boolean().optional(),
});
export type UpdateSsoConnectorBody = z.infer<typeof updateSsoConnectorBodyGuard>;

/** `POST /api/sso-connectors/{id}/signing-keys`. */
export const createSsoSigningKeyBodyGuard = z.object({ active: z.boolean().default(false) });
/** `PATCH /api/sso-connectors/{id}/signing-keys/{keyId}`. */
export const updateSsoSigningKeyBodyGuard = z.object({ active: z.boolean() });

/** `POST`/`PUT /api/organizations/{id}/jit/sso-connectors`. */
export const organizationJitSsoConnectorsBodyGuard = z.object({
  ssoConnectorIds: z.array(z.string().min(1)).min(1),
});

/** `GET /api/users/{userId}/sso-identities/{ssoConnectorId}` and `all-identities`. */
export const includeTokenSecretQueryGuard = z.object({
  includeTokenSecret: z.string().optional(),
});

/** `GET /api/experience/sso-connectors?email=`: the connectors whose domains cover the e-mail. */
export const ssoConnectorsByEmailQueryGuard = z.object({
  email: z.string().regex(/^\S+@\S+\.\S+$/),
});
export const ssoConnectorsByEmailResponseGuard = z.object({ connectorIds: z.array(z.string()) });

/** `POST /api/experience/verification/sso/{connectorId}/authorization-uri`. */
export const ssoAuthorizationUriBodyGuard = z.object({
  state: z.string().min(1).max(512),
  redirectUri: z.string().min(1),
});
export type SsoAuthorizationUriBody = z.infer<typeof ssoAuthorizationUriBodyGuard>;

/** `POST /api/experience/verification/sso/{connectorId}/verify`. */
export const ssoVerifyBodyGuard = z.object({
  connectorData: z.record(z.string(), z.unknown()),
  verificationId: z.string(),
});
export type SsoVerifyBody = z.infer<typeof ssoVerifyBodyGuard>;

/** The person an enterprise IdP vouched for (contract `VR_EnterpriseSso.enterpriseSsoUserInfo`). */
export const enterpriseSsoUserInfoGuard = z.object({
  id: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  rawData: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type EnterpriseSsoUserInfo = z.infer<typeof enterpriseSsoUserInfoGuard>;

/** The SAML ACS body (`POST /api/authn/single-sign-on/saml/{connectorId}`). */
export const samlAssertionBodyGuard = z.object({
  RelayState: z.string().optional(),
  SAMLResponse: z.string(),
});
