import type { TenantTx } from '../db/tenant-scope.ts';
import { listDefaultUserRoleIds } from '../queries/roles.ts';
import { userRoleRelation } from '../queries/users-roles.ts';

/**
 * Gives a new user every default role of the tenant (User roles with `isDefault`). Runs inside the
 * transaction that creates the user, so a user never exists without them. Returns the role ids.
 */
export const assignDefaultRoles = async (tx: TenantTx, userId: string) => {
  const roleIds = await listDefaultUserRoleIds(tx);
  await userRoleRelation.insert(
    tx,
    roleIds.map((owner) => ({ owner, member: userId })),
  );
  return roleIds;
};
