import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { rolesScopes } from '../db/schema/index.ts';

/** Tenant-scoped queries of `roles_scopes` (the permissions a role grants). */
export const listRoleScopeIds = async (tx: Queryable, tenantId: string, roleId: string) => {
  const rows = await tx
    .select({ scopeId: rolesScopes.scopeId })
    .from(rolesScopes)
    .where(and(eq(rolesScopes.tenantId, tenantId), eq(rolesScopes.roleId, roleId)));
  return rows.map(({ scopeId }) => scopeId);
};

export const insertRoleScopes = async (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  scopeIds: string[],
) => {
  if (scopeIds.length === 0) return;
  await tx.insert(rolesScopes).values(scopeIds.map((scopeId) => ({ tenantId, roleId, scopeId })));
};

export const deleteRoleScopes = async (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  scopeIds: string[],
) => {
  if (scopeIds.length === 0) return 0;
  const rows = await tx
    .delete(rolesScopes)
    .where(
      and(
        eq(rolesScopes.tenantId, tenantId),
        eq(rolesScopes.roleId, roleId),
        inArray(rolesScopes.scopeId, scopeIds),
      ),
    )
    .returning({ scopeId: rolesScopes.scopeId });
  return rows.length;
};
