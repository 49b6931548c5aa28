import { z } from 'zod';
import { epochMsGuard, jsonObjectGuard } from './common.ts';

export const applicationTypes = [
  'Native',
  'SPA',
  'Traditional',
  'MachineToMachine',
  'Protected',
  'SAML',
] as const;
export const applicationTypeGuard = z.enum(applicationTypes);
export type ApplicationType = z.infer<typeof applicationTypeGuard>;

export const oidcClientMetadataGuard = z.object({
  redirectUris: z.array(z.string()),
  postLogoutRedirectUris: z.array(z.string()),
  backchannelLogoutUri: z.url().optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: z.string().optional(),
});
export type OidcClientMetadata = z.infer<typeof oidcClientMetadataGuard>;

export const customClientMetadataGuard = z.object({
  corsAllowedOrigins: z.array(z.string().min(1)).optional(),
  idTokenTtl: z.number().optional(),
  refreshTokenTtl: z.number().optional(),
  refreshTokenTtlInDays: z.number().int().min(1).max(90).optional(),
  tenantId: z.string().optional(),
  alwaysIssueRefreshToken: z.boolean().optional(),
  rotateRefreshToken: z.boolean().optional(),
  allowTokenExchange: z.boolean().optional(),
  isDeviceFlow: z.boolean().optional(),
  maxAllowedGrants: z.number().optional(),
});
export type CustomClientMetadata = z.infer<typeof customClientMetadataGuard>;

/** An application as the management API returns it (contract Shapes: ApplicationRow). */
export const applicationGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(256),
  secret: z.string().optional(),
  description: z.string().nullable(),
  type: applicationTypeGuard,
  oidcClientMetadata: oidcClientMetadataGuard,
  customClientMetadata: customClientMetadataGuard,
  protectedAppMetadata: jsonObjectGuard.nullable(),
  customData: jsonObjectGuard,
  isThirdParty: z.boolean(),
  appLevelAccessControlEnabled: z.boolean(),
  createdAt: epochMsGuard,
});
export type Application = z.infer<typeof applicationGuard>;

export const applicationSecretGuard = z.object({
  tenantId: z.string(),
  applicationId: z.string(),
  name: z.string().min(1).max(256),
  value: z.string(),
  createdAt: epochMsGuard,
  expiresAt: epochMsGuard.nullable(),
});
export type ApplicationSecret = z.infer<typeof applicationSecretGuard>;

/** `GET /api/applications/:id` adds whether the app holds the internal admin role. */
export const applicationDetailGuard = applicationGuard.extend({ isAdmin: z.boolean() });
export type ApplicationDetail = z.infer<typeof applicationDetailGuard>;

/** Application types that authenticate with secrets (Logto's `hasSecrets`). */
export const applicationTypesWithSecrets = [
  'MachineToMachine',
  'Traditional',
  'Protected',
] as const;

/** Defaults of spec §9 applied to apps that sign users in: ID token 1 h, refresh 14 days, rotation on. */
export const customClientMetadataDefaults = {
  idTokenTtl: 3600,
  refreshTokenTtlInDays: 14,
  rotateRefreshToken: true,
} as const satisfies CustomClientMetadata;

const hexColor = z.string().regex(/^#[\da-f]{3}([\da-f]{3})?$/i);

export const partialColorGuard = z.object({
  primaryColor: hexColor.optional(),
  isDarkModeEnabled: z.boolean().optional(),
  darkPrimaryColor: hexColor.optional(),
});

export const applicationBrandingGuard = z.object({
  logoUrl: z.url().optional(),
  darkLogoUrl: z.url().optional(),
  favicon: z.url().optional(),
  darkFavicon: z.url().optional(),
});

/** Per-application branding of the sign-in pages (contract Shapes: ApplicationSignInExperience). */
export const applicationSignInExperienceGuard = z.object({
  tenantId: z.string(),
  applicationId: z.string().min(1).max(21),
  color: partialColorGuard,
  branding: applicationBrandingGuard,
  customCss: z.string().nullable(),
  termsOfUseUrl: z.string().max(2048).nullable(),
  privacyPolicyUrl: z.string().max(2048).nullable(),
  displayName: z.string().max(256).nullable(),
});
export type ApplicationSignInExperience = z.infer<typeof applicationSignInExperienceGuard>;

/** OIDC user-info scopes a third-party app may ask consent for (contract: UserScope). */
export const userScopes = [
  'profile',
  'email',
  'phone',
  'address',
  'custom_data',
  'identities',
  'roles',
  'urn:logto:scope:organizations',
  'urn:logto:scope:organization_roles',
  'urn:logto:scope:sessions',
  'urn:logto:scope:trusted_devices',
] as const;
export const userScopeGuard = z.enum(userScopes);
export type UserScope = z.infer<typeof userScopeGuard>;

const consentResourceScopesGuard = z.object({
  resource: z.object({ id: z.string(), name: z.string(), indicator: z.string() }),
  scopes: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
  ),
});

/** `GET /api/applications/:id/user-consent-scopes` (contract: UserConsentScopesResponse). */
export const userConsentScopesResponseGuard = z.object({
  organizationScopes: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
  ),
  resourceScopes: z.array(consentResourceScopesGuard),
  organizationResourceScopes: z.array(consentResourceScopesGuard),
  userScopes: z.array(userScopeGuard),
});
export type UserConsentScopesResponse = z.infer<typeof userConsentScopesResponseGuard>;
