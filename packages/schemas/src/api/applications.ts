import { z } from 'zod';
import {
  applicationBrandingGuard,
  applicationTypeGuard,
  customClientMetadataGuard,
  partialColorGuard,
  userScopeGuard,
} from '../entities/application.ts';
import { jsonObjectGuard } from '../entities/common.ts';
import {
  isValidOrigin,
  isValidUrl,
  redirectUriKindsOf,
  validateRedirectUri,
} from '../rules/redirect-uri.ts';

/** Bodies and queries of the applications management API (contract endpoints.md "Applications"). */

const redirectUriGuard = z
  .string()
  .refine(
    (value) => validateRedirectUri(value, 'web') || validateRedirectUri(value, 'mobile'),
    'Invalid redirect URI.',
  );
const postLogoutRedirectUriGuard = z.string().refine(isValidUrl, 'Invalid URL.');

/** OIDC metadata as written by the API; the type-specific URI rule is `redirectUriIssues`. */
export const oidcClientMetadataInputGuard = z.object({
  redirectUris: z.array(redirectUriGuard),
  postLogoutRedirectUris: z.array(postLogoutRedirectUriGuard),
  backchannelLogoutUri: z.url().optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: z.string().optional(),
});

export const customClientMetadataInputGuard = customClientMetadataGuard.extend({
  corsAllowedOrigins: z
    .array(z.string().min(1).refine(isValidOrigin, 'An origin must equal its URL origin.'))
    .optional(),
  idTokenTtl: z.number().int().positive().optional(),
  refreshTokenTtl: z.number().int().positive().optional(),
  maxAllowedGrants: z.number().int().positive().optional(),
});

/**
 * Redirect URIs an application type may not register (only Native apps may use custom schemes).
 * Example: `redirectUriIssues('SPA', ['io.app://cb'])` → `['io.app://cb']`.
 */
export const redirectUriIssues = (type: string, redirectUris: readonly string[]): string[] => {
  const kinds = redirectUriKindsOf(type);
  return redirectUris.filter((uri) => !kinds.some((kind) => validateRedirectUri(uri, kind)));
};

/** An application's name: surrounding spaces are dropped, so a name of spaces is empty. */
export const applicationNameGuard = z.string().trim().min(1).max(256);

export const applicationCreateGuard = z
  .object({
    name: applicationNameGuard,
    description: z.string().nullable().optional(),
    type: applicationTypeGuard,
    oidcClientMetadata: oidcClientMetadataInputGuard.optional(),
    customClientMetadata: customClientMetadataInputGuard.optional(),
    customData: jsonObjectGuard.optional(),
    isThirdParty: z.boolean().optional(),
    protectedAppMetadata: z.object({ subDomain: z.string(), origin: z.string() }).optional(),
  })
  .superRefine((body, ctx) => {
    for (const uri of redirectUriIssues(body.type, body.oidcClientMetadata?.redirectUris ?? [])) {
      ctx.addIssue({
        code: 'custom',
        path: ['oidcClientMetadata', 'redirectUris'],
        message: `${uri} is not a valid redirect URI for a ${body.type} application.`,
      });
    }
  });
export type ApplicationCreate = z.infer<typeof applicationCreateGuard>;

export const applicationPatchGuard = z.object({
  name: applicationNameGuard.optional(),
  description: z.string().nullable().optional(),
  oidcClientMetadata: oidcClientMetadataInputGuard.partial().optional(),
  customClientMetadata: customClientMetadataInputGuard.optional(),
  customData: jsonObjectGuard.optional(),
  appLevelAccessControlEnabled: z.boolean().optional(),
  protectedAppMetadata: z
    .object({
      origin: z.string().optional(),
      sessionDuration: z.number().optional(),
      pageRules: z.array(z.object({ path: z.string() })).optional(),
      additionalScopes: z.array(z.string()).optional(),
    })
    .nullable()
    .optional(),
  isAdmin: z.boolean().optional(),
});
export type ApplicationPatch = z.infer<typeof applicationPatchGuard>;

/** `?types=SPA` arrives as a string, `?types=SPA&types=Native` as an array. */
export const applicationsQueryGuard = z.object({
  types: z
    .union([z.array(applicationTypeGuard), applicationTypeGuard.transform((type) => [type])])
    .optional(),
  excludeRoleId: z.string().optional(),
  excludeOrganizationId: z.string().optional(),
  isThirdParty: z.enum(['true', 'false']).optional(),
});

export const applicationSecretCreateGuard = z.object({
  name: z.string().min(1).max(256),
  expiresAt: z.number().int().nullable().optional(),
});
export const applicationSecretRenameGuard = z.object({ name: z.string().min(1).max(256) });

export const userConsentScopeTypes = [
  'organization-scopes',
  'resource-scopes',
  'organization-resource-scopes',
  'user-scopes',
] as const;
export const userConsentScopeTypeGuard = z.enum(userConsentScopeTypes);

export const userConsentScopesBodyGuard = z.object({
  organizationScopes: z.array(z.string().min(1)).optional(),
  resourceScopes: z.array(z.string().min(1)).optional(),
  organizationResourceScopes: z.array(z.string().min(1)).optional(),
  userScopes: z.array(userScopeGuard).optional(),
});
export type UserConsentScopesBody = z.infer<typeof userConsentScopesBodyGuard>;

const optionalUrl = z.union([z.url().max(2048), z.literal('')]).nullable();

export const applicationSignInExperienceBodyGuard = z.object({
  color: partialColorGuard.optional(),
  branding: applicationBrandingGuard.optional(),
  customCss: z.string().nullable().optional(),
  displayName: z.string().max(256).nullable().optional(),
  termsOfUseUrl: optionalUrl,
  privacyPolicyUrl: optionalUrl,
});
export type ApplicationSignInExperienceBody = z.infer<typeof applicationSignInExperienceBodyGuard>;
