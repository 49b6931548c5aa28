import { z } from 'zod';
import { organizationInvitationStatusGuard } from '../entities/organization.ts';

/** Bodies and queries of `/api/organization-roles`, `/api/organization-scopes` and invitations. */

const idList = z.array(z.string().min(1));
const organizationRoleTypeGuard = z.enum(['User', 'MachineToMachine']);

/** `q`: a case-insensitive search over id, name and description. */
export const organizationTemplateQueryGuard = z.object({ q: z.string().optional() });

export const createOrganizationRoleBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable().optional(),
  type: organizationRoleTypeGuard.optional(),
  organizationScopeIds: z.array(z.string()).default([]),
  resourceScopeIds: z.array(z.string()).default([]),
});
export type CreateOrganizationRoleBody = z.infer<typeof createOrganizationRoleBodyGuard>;

export const updateOrganizationRoleBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).max(128).optional(),
  description: z.string().max(256).nullable().optional(),
  type: organizationRoleTypeGuard.optional(),
});
export type UpdateOrganizationRoleBody = z.infer<typeof updateOrganizationRoleBodyGuard>;

export const organizationScopeIdsBodyGuard = z.object({ organizationScopeIds: idList.min(1) });
export const organizationRoleResourceScopeIdsBodyGuard = z.object({ scopeIds: idList.min(1) });

export const createOrganizationScopeBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable().optional(),
});
export type CreateOrganizationScopeBody = z.infer<typeof createOrganizationScopeBodyGuard>;

export const updateOrganizationScopeBodyGuard = createOrganizationScopeBodyGuard.partial();
export type UpdateOrganizationScopeBody = z.infer<typeof updateOrganizationScopeBodyGuard>;

/** What an invitation e-mail carries: the variables its template is filled with. */
export const invitationMessagePayloadGuard = z.object({
  code: z.string().optional(),
  link: z.string().optional(),
  locale: z.string().optional(),
  uiLocales: z.string().optional(),
});
export type InvitationMessagePayload = z.infer<typeof invitationMessagePayloadGuard>;

export const createOrganizationInvitationBodyGuard = z.object({
  inviterId: z.string().max(21).nullable().optional(),
  invitee: z.email(),
  organizationId: z.string().min(1).max(21),
  expiresAt: z.number(),
  organizationRoleIds: z.array(z.string()).optional(),
  messagePayload: z.union([invitationMessagePayloadGuard, z.literal(false)]).default(false),
});
export type CreateOrganizationInvitationBody = z.infer<
  typeof createOrganizationInvitationBodyGuard
>;

export const organizationInvitationsQueryGuard = z.object({
  organizationId: z.string().optional(),
  inviterId: z.string().optional(),
  invitee: z.string().optional(),
});
export type OrganizationInvitationsQuery = z.infer<typeof organizationInvitationsQueryGuard>;

export const organizationInvitationStatusBodyGuard = z.object({
  acceptedUserId: z.string().max(21).nullable().optional(),
  status: organizationInvitationStatusGuard.extract(['Accepted', 'Revoked']),
});
export type OrganizationInvitationStatusBody = z.infer<
  typeof organizationInvitationStatusBodyGuard
>;
