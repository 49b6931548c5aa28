import { and, eq } from 'drizzle-orm';
import { organizations, organizationUsers, users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** What an organization token request checks about the user and the organization. */
export type OrganizationAccess = {
  isMember: boolean;
  isMfaRequired: boolean;
  userHasMfa: boolean;
};

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
