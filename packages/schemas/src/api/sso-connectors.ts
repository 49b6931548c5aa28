import { z } from 'zod';
import { jsonObjectGuard } from '../entities/common.ts';
import { idpInitiatedAuthParamsGuard, ssoBrandingGuard } from '../entities/sso-connector.ts';

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

/**
 * `PUT /api/sso-connectors/{id}/idp-initiated-auth-config` (Logto's route): the default
 * application an IdP-initiated SAML sign-in lands in, and how it gets there.
 */
export const putIdpInitiatedAuthConfigBodyGuard = z.object({
  defaultApplicationId: z.string().min(1).max(21),
  redirectUri: z.url().max(2048).nullable().optional(),
  authParameters: idpInitiatedAuthParamsGuard.optional(),
  autoSendAuthorizationRequest: z.boolean().optional(),
  clientIdpInitiatedAuthCallbackUri: z.url().max(2048).nullable().optional(),
});
export type PutIdpInitiatedAuthConfigBody = z.infer<typeof putIdpInitiatedAuthConfigBodyGuard>;

/** `POST`/`PUT /api/organizations/{id}/jit/sso-connectors`. */
export const organizationJitSsoConnectorsBodyGuard = z.object({
  ssoConnectorIds: z.array(z.string().min(1)).min(1),
});

/** `GET /api/users/{userId}/sso-identities/{ssoConnectorId}` and `all-identities`. */
export const includeTokenSecretQueryGuard = z.object({
  includeTokenSecret: z.string().optional(),
});

/**
 * A token set kept for an SSO identity, as the management API shows it (contract `SsoTokenSet`):
 * what is known about it, never the tokens themselves.
 */
export const ssoTokenSetGuard = z.object({
  tenantId: z.string(),
  id: z.string(),
  userId: z.string(),
  type: z.literal('federated_token_set'),
  metadata: z.object({
    scope: z.string().optional(),
    expiresAt: z.number().optional(),
    tokenType: z.string().optional(),
    hasRefreshToken: z.boolean(),
  }),
  createdAt: z.number(),
  updatedAt: z.number(),
  identityId: z.string(),
  ssoConnectorId: z.string(),
  issuer: z.string(),
});
export type SsoTokenSetResponse = z.infer<typeof ssoTokenSetGuard>;

/** `GET /api/my-account/sso-identities/{connectorId}/access-token`. */
export const ssoAccessTokenResponseGuard = z.object({
  access_token: z.string(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.union([z.number(), z.string()]).optional(),
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

/**
 * `POST /api/sso-connectors/{id}/test` (Gatehouse's own, decision 017): a "test connection" round
 * trip: the console opens `authorizationUri`, then reads the result under `testId`.
 */
export const ssoConnectorTestResponseGuard = z.object({
  testId: z.string(),
  authorizationUri: z.string(),
  expiresAt: z.number(),
});
export type SsoConnectorTestResponse = z.infer<typeof ssoConnectorTestResponseGuard>;

/**
 * `GET /api/sso-connectors/{id}/test/{testId}`: `pending` until the IdP came back; then the
 * person the IdP described, mapped to the profile fields, or the error, translated.
 */
export const ssoConnectorTestResultGuard = z.object({
  status: z.enum(['pending', 'succeeded', 'failed']),
  issuer: z.string().optional(),
  userInfo: enterpriseSsoUserInfoGuard.optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type SsoConnectorTestResult = z.infer<typeof ssoConnectorTestResultGuard>;

/** The SAML ACS body (`POST /api/authn/single-sign-on/saml/{connectorId}`). */
export const samlAssertionBodyGuard = z.object({
  RelayState: z.string().optional(),
  SAMLResponse: z.string(),
});
