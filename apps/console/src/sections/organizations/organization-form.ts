import { hexColorRegex } from '@gatehouse/schemas/sign-in-experience/color';
import { z } from 'zod';
import { parseJsonObject } from '../../kit/json-object.ts';
import type { Organization, OrganizationSettings } from './organizations-api.ts';

/** The body rules of `POST /api/organizations` the create dialog asks for. */
export const createOrganizationGuard = z.object({
  name: z.string().trim().min(1).max(128),
  description: z.string().max(256),
});

// A host name as the server stores JIT domains: labels of letters, digits and hyphens.
const domainPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;
const optionalUrl = z
  .string()
  .trim()
  .refine((value) => !value || URL.canParse(value), 'invalid_url');

// `#rgb` or `#rrggbb`, the colours the server's `organizationColorGuard` takes; empty = unset.
const optionalColor = z
  .string()
  .trim()
  .refine((value) => !value || hexColorRegex.test(value), 'invalid_color');

/** The settings tab: the organization's fields, custom data as text, JIT domains and roles. */
export const organizationSettingsGuard = z
  .object({
    name: z.string().trim().min(1).max(128),
    description: z.string().max(256),
    customData: z.string(),
    isMfaRequired: z.boolean(),
    logoUrl: optionalUrl,
    darkLogoUrl: optionalUrl,
    primaryColor: optionalColor,
    isDarkModeEnabled: z.boolean(),
    darkPrimaryColor: optionalColor,
    customCss: z.string(),
    jitEmailDomains: z.array(z.string()),
    jitSsoConnectorIds: z.array(z.string()),
    jitRoleIds: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    const parsed = parseJsonObject(values.customData);
    if (typeof parsed === 'string')
      ctx.addIssue({ code: 'custom', path: ['customData'], message: parsed });
    const invalid = values.jitEmailDomains.find((domain) => !domainPattern.test(domain));
    if (invalid !== undefined)
      ctx.addIssue({ code: 'custom', path: ['jitEmailDomains'], message: 'invalid_domain' });
  });
export type OrganizationSettingsValues = z.infer<typeof organizationSettingsGuard>;

export const toSettingsValues = (
  organization: Organization,
  jit: { emailDomains: string[]; ssoConnectorIds: string[]; roleIds: string[] },
): OrganizationSettingsValues => ({
  name: organization.name,
  description: organization.description ?? '',
  customData: JSON.stringify(organization.customData ?? {}, null, 2),
  isMfaRequired: organization.isMfaRequired,
  logoUrl: organization.branding?.logoUrl ?? '',
  darkLogoUrl: organization.branding?.darkLogoUrl ?? '',
  primaryColor: organization.color?.primaryColor ?? '',
  isDarkModeEnabled: organization.color?.isDarkModeEnabled ?? false,
  darkPrimaryColor: organization.color?.darkPrimaryColor ?? '',
  customCss: organization.customCss ?? '',
  jitEmailDomains: jit.emailDomains,
  jitSsoConnectorIds: jit.ssoConnectorIds,
  jitRoleIds: jit.roleIds,
});

export const toSettingsBody = (
  organization: Organization,
  values: OrganizationSettingsValues,
): OrganizationSettings => {
  const { logoUrl, darkLogoUrl, primaryColor, darkPrimaryColor, ...rest } = values;
  const { logoUrl: _logo, darkLogoUrl: _darkLogo, ...otherBranding } = organization.branding ?? {};
  return {
    name: rest.name,
    description: rest.description || null,
    customData: parseJsonObject(rest.customData) as Record<string, unknown>,
    isMfaRequired: rest.isMfaRequired,
    branding: {
      ...otherBranding,
      ...(logoUrl && { logoUrl }),
      ...(darkLogoUrl && { darkLogoUrl }),
    },
    color: {
      ...(primaryColor && { primaryColor }),
      isDarkModeEnabled: rest.isDarkModeEnabled,
      ...(darkPrimaryColor && { darkPrimaryColor }),
    },
    // Blank CSS is no CSS: the sign-in page then adds nothing.
    customCss: rest.customCss.trim() ? rest.customCss : null,
    jitEmailDomains: rest.jitEmailDomains.map((domain) => domain.toLowerCase()),
    jitSsoConnectorIds: rest.jitSsoConnectorIds,
    jitRoleIds: rest.jitRoleIds,
  };
};
