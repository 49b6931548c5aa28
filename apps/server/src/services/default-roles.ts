import type { Queryable } from '../db/client.ts';
import { listDefaultUserRoleIds } from '../queries/roles.ts';
import { insertUserRoles } from '../queries/users-roles.ts';

/**
 * Gives a new user every default role of the tenant (User roles with `isDefault`). Runs inside the
 * transaction that creates the user, so a user never exists without them. Returns the role ids.
 */
export const assignDefaultRoles = async (tx: Queryable, tenantId: string, userId: string) => {
  const roleIds = await listDefaultUserRoleIds(tx, tenantId);
  await insertUserRoles(
    tx,
    tenantId,
    roleIds.map((roleId) => ({ userId, roleId })),
  );
  return roleIds;
};
