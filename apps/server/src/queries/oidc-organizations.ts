import { and, eq, inArray } from 'drizzle-orm';
import {
  organizationApplications,
  organizationRoleApplications,
  organizationRoleResourceScopes,
  organizationRoleScopes,
  organizationRoleUsers,
  organizationScopes,
  organizations,
  organizationUsers,
  scopes,
  users,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** What an organization token request checks about the user and the organization. */
export type OrganizationAccess = {
  isMember: boolean;
  isMfaRequired: boolean;
  userHasMfa: boolean;
};

/** Several roles may grant the same scope; each name once. */
const unique = (rows: { name: string }[]) => [...new Set(rows.map(({ name }) => name))];

export const findOrganizationAccess = async (
  tx: TenantTx,
  userId: string,
  organizationId: string,
): Promise<OrganizationAccess> => {
  const [row] = await tx
    .select({
      isMfaRequired: organizations.isMfaRequired,
      memberId: organizationUsers.userId,
      mfaVerifications: users.mfaVerifications,
    })
    .from(organizations)
    .leftJoin(
      organizationUsers,
      and(
        eq(organizationUsers.tenantId, organizations.tenantId),
        eq(organizationUsers.organizationId, organizations.id),
        eq(organizationUsers.userId, userId),
      ),
    )
    .leftJoin(
      users,
      and(eq(users.tenantId, organizationUsers.tenantId), eq(users.id, organizationUsers.userId)),
    )
    .where(and(eq(organizations.tenantId, tx.tenantId), eq(organizations.id, organizationId)));
  return {
    isMember: Boolean(row?.memberId),
    isMfaRequired: row?.isMfaRequired ?? false,
    userHasMfa: Array.isArray(row?.mfaVerifications) && row.mfaVerifications.length > 0,
  };
};

/**
 * Scope names of the API resource `resourceId` that the user's organization roles grant: in
 * `organizationId` only, or in every organization of the user when it is `undefined` (consent and
 * code exchange, so the grant can hold what any organization allows).
 */
export const findUserOrganizationResourceScopes = async (
  tx: TenantTx,
  userId: string,
  resourceId: string,
  organizationId?: string,
) => {
  const rows = await tx
    .select({ name: scopes.name })
    .from(organizationRoleUsers)
    .innerJoin(
      organizationRoleResourceScopes,
      and(
        eq(organizationRoleResourceScopes.tenantId, organizationRoleUsers.tenantId),
        eq(
          organizationRoleResourceScopes.organizationRoleId,
          organizationRoleUsers.organizationRoleId,
        ),
      ),
    )
    .innerJoin(
      scopes,
      and(
        eq(scopes.tenantId, organizationRoleResourceScopes.tenantId),
        eq(scopes.id, organizationRoleResourceScopes.scopeId),
      ),
    )
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.userId, userId),
        eq(scopes.resourceId, resourceId),
        organizationId ? eq(organizationRoleUsers.organizationId, organizationId) : undefined,
      ),
    );
  return unique(rows);
};

/**
 * Whether the application belongs to the organization, and the organization scope names its
 * organization roles grant there: one query for a client-credentials organization token.
 */
export const findApplicationOrganizationGrant = async (
  tx: TenantTx,
  applicationId: string,
  organizationId: string,
) => {
  const rows = await tx
    .select({ name: organizationScopes.name })
    .from(organizationApplications)
    .leftJoin(
      organizationRoleApplications,
      and(
        eq(organizationRoleApplications.tenantId, organizationApplications.tenantId),
        eq(organizationRoleApplications.organizationId, organizationApplications.organizationId),
        eq(organizationRoleApplications.applicationId, organizationApplications.applicationId),
      ),
    )
    .leftJoin(
      organizationRoleScopes,
      and(
        eq(organizationRoleScopes.tenantId, organizationRoleApplications.tenantId),
        eq(
          organizationRoleScopes.organizationRoleId,
          organizationRoleApplications.organizationRoleId,
        ),
      ),
    )
    .leftJoin(
      organizationScopes,
      and(
        eq(organizationScopes.tenantId, organizationRoleScopes.tenantId),
        eq(organizationScopes.id, organizationRoleScopes.organizationScopeId),
      ),
    )
    .where(
      and(
        eq(organizationApplications.tenantId, tx.tenantId),
        eq(organizationApplications.applicationId, applicationId),
        eq(organizationApplications.organizationId, organizationId),
      ),
    );
  return {
    isMember: rows.length > 0,
    scopes: [...new Set(rows.flatMap(({ name }) => (name ? [name] : [])))],
  };
};

/** Scope names of `resourceId` the application's organization roles grant in the organization. */
export const findApplicationOrganizationResourceScopes = async (
  tx: TenantTx,
  applicationId: string,
  organizationId: string,
  resourceId: string,
) => {
  const rows = await tx
    .select({ name: scopes.name })
    .from(organizationRoleApplications)
    .innerJoin(
      organizationRoleResourceScopes,
      and(
        eq(organizationRoleResourceScopes.tenantId, organizationRoleApplications.tenantId),
        eq(
          organizationRoleResourceScopes.organizationRoleId,
          organizationRoleApplications.organizationRoleId,
        ),
      ),
    )
    .innerJoin(
      scopes,
      and(
        eq(scopes.tenantId, organizationRoleResourceScopes.tenantId),
        eq(scopes.id, organizationRoleResourceScopes.scopeId),
      ),
    )
    .where(
      and(
        eq(organizationRoleApplications.tenantId, tx.tenantId),
        eq(organizationRoleApplications.applicationId, applicationId),
        eq(organizationRoleApplications.organizationId, organizationId),
        eq(scopes.resourceId, resourceId),
      ),
    );
  return unique(rows);
};

/** The organizations (id, name) a user is a member of, for the consent page. */
export const findUserOrganizationChoices = (tx: TenantTx, userId: string) =>
  tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationUsers)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, organizationUsers.tenantId),
        eq(organizations.id, organizationUsers.organizationId),
      ),
    )
    .where(and(eq(organizationUsers.tenantId, tx.tenantId), eq(organizationUsers.userId, userId)))
    .orderBy(organizations.name, organizations.id);

/** The ids among `organizationIds` that the user is a member of. */
export const findUserMemberships = async (
  tx: TenantTx,
  userId: string,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ organizationId: organizationUsers.organizationId })
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.userId, userId),
        inArray(organizationUsers.organizationId, [...organizationIds]),
      ),
    );
  return rows.map(({ organizationId }) => organizationId);
};

/** Whether the user belongs to at least one organization that requires MFA. */
export const isMfaRequiredByUserOrganizations = async (tx: TenantTx, userId: string) => {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizationUsers)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, organizationUsers.tenantId),
        eq(organizations.id, organizationUsers.organizationId),
      ),
    )
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.userId, userId),
        eq(organizations.isMfaRequired, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
};
