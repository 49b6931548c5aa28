import { and, eq, exists, sql } from 'drizzle-orm';
import {
  applications,
  applicationsRoles,
  resources,
  roles,
  rolesScopes,
  scopes,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * Whether an application still exists in the tenant and, if so, whether its machine-to-machine
 * roles still grant `scope` of the API resource `indicator`: what a client-credentials token
 * claimed when it was issued, read again now (http/app-status-cache.ts). One statement.
 */
export const findApplicationApiAccess = async (
  tx: TenantTx,
  applicationId: string,
  indicator: string,
  scope: string,
): Promise<{ exists: boolean; granted: boolean }> => {
  const grant = tx
    .select({ one: applicationsRoles.roleId })
    .from(applicationsRoles)
    .innerJoin(
      roles,
      and(eq(roles.tenantId, applicationsRoles.tenantId), eq(roles.id, applicationsRoles.roleId)),
    )
    .innerJoin(
      rolesScopes,
      and(eq(rolesScopes.tenantId, roles.tenantId), eq(rolesScopes.roleId, roles.id)),
    )
    .innerJoin(
      scopes,
      and(eq(scopes.tenantId, rolesScopes.tenantId), eq(scopes.id, rolesScopes.scopeId)),
    )
    .innerJoin(
      resources,
      and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
    )
    .where(
      and(
        eq(applicationsRoles.tenantId, tx.tenantId),
        eq(applicationsRoles.applicationId, applicationId),
        eq(roles.type, 'MachineToMachine'),
        eq(scopes.name, scope),
        eq(resources.indicator, indicator),
      ),
    );
  const [row] = await tx
    .select({ granted: sql<boolean>`${exists(grant)}` })
    .from(applications)
    .where(and(eq(applications.tenantId, tx.tenantId), eq(applications.id, applicationId)));
  return { exists: row !== undefined, granted: row?.granted === true };
};
