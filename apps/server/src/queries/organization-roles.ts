import { and, eq } from 'drizzle-orm';
import { organizationRoles } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** The organization role (template role of every organization) called `name`. */
export const findOrganizationRoleByName = async (tx: TenantTx, name: string) => {
  const [row] = await tx
    .select({ id: organizationRoles.id })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), eq(organizationRoles.name, name)));
  return row;
};
