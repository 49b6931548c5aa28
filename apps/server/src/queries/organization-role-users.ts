import { organizationRoleUsers } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Gives organization member `userId` the organization role `organizationRoleId`. */
export const insertOrganizationRoleUser = async (
  tx: TenantTx,
  row: { organizationId: string; organizationRoleId: string; userId: string },
) => {
  await tx.insert(organizationRoleUsers).values({ ...row, tenantId: tx.tenantId });
};
