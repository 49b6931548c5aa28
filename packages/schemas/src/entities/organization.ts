import { z } from 'zod';
import { brandingGuard } from '../sign-in-experience/branding.schema.ts';
import { hexColorGuard } from '../sign-in-experience/color.ts';
import { applicationGuard } from './application.ts';
import { jsonObjectGuard } from './common.ts';
import { userGuard } from './user.ts';

/** The lifecycle of an invitation (spec §4): only a Pending one can be accepted or revoked. */
export const organizationInvitationStatuses = [
  'Pending',
  'Accepted',
  'Expired',
  'Revoked',
] as const;
export const organizationInvitationStatusGuard = z.enum(organizationInvitationStatuses);
export type OrganizationInvitationStatus = z.infer<typeof organizationInvitationStatusGuard>;

/** An organization role: a template role every organization shares (User or MachineToMachine). */
export const organizationRoleGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable(),
  type: z.enum(['User', 'MachineToMachine']),
});
export type OrganizationRole = z.infer<typeof organizationRoleGuard>;

/** An organization scope (permission) of the organization template. */
export const organizationScopeGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable(),
});
export type OrganizationScope = z.infer<typeof organizationScopeGuard>;

/** `{id, name}` of a related organization role or scope, as lists embed them. */
export const organizationNamedRefGuard = z.object({ id: z.string(), name: z.string() });

/** A row of `GET /api/organization-roles`: the role with its organization and resource scopes. */
export const organizationRoleWithScopesGuard = organizationRoleGuard.extend({
  scopes: z.array(organizationNamedRefGuard),
  resourceScopes: z.array(
    organizationNamedRefGuard.extend({ resource: organizationNamedRefGuard }),
  ),
});
export type OrganizationRoleWithScopes = z.infer<typeof organizationRoleWithScopesGuard>;

/** An invitation with the organization roles the invitee gets on acceptance. */
export const organizationInvitationDetailGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  inviterId: z.string().max(21).nullable(),
  invitee: z.string().min(1).max(256),
  acceptedUserId: z.string().max(21).nullable(),
  organizationId: z.string().min(1).max(21),
  status: organizationInvitationStatusGuard,
  createdAt: z.number(),
  updatedAt: z.number(),
  expiresAt: z.number(),
  organizationRoles: z.array(organizationNamedRefGuard),
});
export type OrganizationInvitationDetail = z.infer<typeof organizationInvitationDetailGuard>;

/** An organization's own colours (contract: every field optional, unlike the tenant's). */
export const organizationColorGuard = z.object({
  primaryColor: hexColorGuard.optional(),
  isDarkModeEnabled: z.boolean().optional(),
  darkPrimaryColor: hexColorGuard.optional(),
});

/** Contract Shapes: Organization (12-character id; `createdAt` in epoch milliseconds). */
export const organizationGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable(),
  customData: jsonObjectGuard,
  isMfaRequired: z.boolean(),
  color: organizationColorGuard,
  branding: brandingGuard,
  customCss: z.string().nullable(),
  createdAt: z.number(),
});
export type Organization = z.infer<typeof organizationGuard>;

/** A row of `GET /api/organizations`: with `showFeatured`, its member count and three members. */
export const organizationWithFeaturedUsersGuard = organizationGuard.extend({
  usersCount: z.number().optional(),
  featuredUsers: z
    .array(
      z.object({
        id: z.string().min(1).max(12),
        avatar: z.string().max(2048).nullable(),
        name: z.string().max(128).nullable(),
      }),
    )
    .optional(),
});
export type OrganizationWithFeaturedUsers = z.infer<typeof organizationWithFeaturedUsersGuard>;

/** Contract Shapes: OrganizationWithOrgRoles (a user's or an application's organizations). */
export const organizationWithOrgRolesGuard = organizationGuard.extend({
  organizationRoles: z.array(organizationNamedRefGuard),
});
export type OrganizationWithOrgRoles = z.infer<typeof organizationWithOrgRolesGuard>;

/** A JIT e-mail domain of an organization: new users on it join automatically. */
export const organizationJitEmailDomainGuard = z.object({
  tenantId: z.string(),
  organizationId: z.string().min(1).max(21),
  emailDomain: z.string().min(1).max(128),
});
export type OrganizationJitEmailDomain = z.infer<typeof organizationJitEmailDomainGuard>;

/** A row of `GET /api/organizations/{id}/users`: the user with its roles in the organization. */
export const organizationMemberGuard = userGuard.extend({
  organizationRoles: z.array(organizationNamedRefGuard),
});
export type OrganizationMember = z.infer<typeof organizationMemberGuard>;

/** Contract Shapes: OrgApplication (a machine-to-machine app with its organization roles). */
export const organizationApplicationGuard = applicationGuard.extend({
  organizationRoles: z.array(organizationNamedRefGuard),
});
export type OrganizationApplication = z.infer<typeof organizationApplicationGuard>;
