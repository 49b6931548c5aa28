import { z } from 'zod';
import { jsonObjectGuard } from '../entities/common.ts';
import { organizationColorGuard } from '../entities/organization.ts';
import { brandingGuard } from '../sign-in-experience/branding.schema.ts';

const idList = z.array(z.string().min(1));

/** Body of `POST /api/organizations` (contract "Organizations"). */
export const createOrganizationBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).max(128),
  description: z.string().max(256).nullable().optional(),
  customData: jsonObjectGuard.optional(),
  isMfaRequired: z.boolean().optional(),
  color: organizationColorGuard.optional(),
  branding: brandingGuard.optional(),
  customCss: z.string().nullable().optional(),
  createdAt: z.number().optional(),
});
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodyGuard>;

/** Body of `PATCH /api/organizations/{id}`: every field of the create body, all optional. */
export const updateOrganizationBodyGuard = createOrganizationBodyGuard.partial();
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodyGuard>;

/** Query of `GET /api/organizations`: `q` searches id and name; `showFeatured` adds members. */
export const organizationsQueryGuard = z.object({
  q: z.string().optional(),
  showFeatured: z.string().optional(),
});

/** Query of `GET /api/organizations/{id}/users`. */
export const organizationUsersQueryGuard = z.object({
  q: z.string().optional(),
  organizationRoleId: z.string().min(1).optional(),
});

/** Query of `GET /api/organizations/{id}/applications`. */
export const organizationApplicationsQueryGuard = z.object({ q: z.string().optional() });

export const organizationUserIdsBodyGuard = z.object({ userIds: idList.min(1) });
export const organizationUsersRolesBodyGuard = z.object({
  userIds: idList.min(1),
  organizationRoleIds: idList.min(1),
});
/** Roles of one member, by id or by name (`organization.role_names_not_found` for unknown names). */
export const organizationMemberRolesBodyGuard = z.object({
  organizationRoleIds: idList.optional(),
  organizationRoleNames: idList.optional(),
});
export const organizationRoleIdsBodyGuard = z.object({ organizationRoleIds: idList.min(1) });
export const organizationApplicationIdsBodyGuard = z.object({ applicationIds: idList.min(1) });
export const organizationApplicationsRolesBodyGuard = z.object({
  applicationIds: idList.min(1),
  organizationRoleIds: idList.min(1),
});
export const organizationJitEmailDomainBodyGuard = z.object({ emailDomain: z.string().min(1) });
export const organizationJitEmailDomainsBodyGuard = z.object({ emailDomains: z.array(z.string()) });
