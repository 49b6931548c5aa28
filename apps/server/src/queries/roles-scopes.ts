import { and, eq, inArray } from 'drizzle-orm';
import { rolesScopes } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `roles_scopes` (the permissions a role grants). */
export const listRoleScopeIds = async (tx: TenantTx, roleId: string) => {
  const rows = await tx
    .select({ scopeId: rolesScopes.scopeId })
    .from(rolesScopes)
    .where(and(eq(rolesScopes.tenantId, tx.tenantId), eq(rolesScopes.roleId, roleId)));
  return rows.map(({ scopeId }) => scopeId);
};

export const insertRoleScopes = async (tx: TenantTx, roleId: string, scopeIds: string[]) => {
  if (scopeIds.length === 0) return;
  await tx
    .insert(rolesScopes)
    .values(scopeIds.map((scopeId) => ({ tenantId: tx.tenantId, roleId, scopeId })));
};

export const deleteRoleScopes = async (tx: TenantTx, roleId: string, scopeIds: string[]) => {
  if (scopeIds.length === 0) return 0;
  const rows = await tx
    .delete(rolesScopes)
    .where(
      and(
        eq(rolesScopes.tenantId, tx.tenantId),
        eq(rolesScopes.roleId, roleId),
        inArray(rolesScopes.scopeId, scopeIds),
      ),
    )
    .returning({ scopeId: rolesScopes.scopeId });
  return rows.length;
};
