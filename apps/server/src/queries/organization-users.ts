import { organizationUsers } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Makes `userId` a member of `organizationId` (`organization_user_relations`). */
export const insertOrganizationUser = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
) => {
  await tx.insert(organizationUsers).values({ tenantId: tx.tenantId, organizationId, userId });
};
