import { and, eq } from 'drizzle-orm';
import { applicationsRoles, roles, rolesScopes, scopes } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * The scopes an application's machine-to-machine roles grant it, with their resource, as a
 * subquery: the token's scopes (oidc-resources.ts) and the management API's re-check of a
 * caller (application-api-access.ts) read the same grants. PostgreSQL flattens it into the
 * outer statement.
 */
export const applicationGrantedScopes = (tx: TenantTx, applicationId: string) =>
  tx
    .select({ name: scopes.name, resourceId: scopes.resourceId })
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
    .where(
      and(
        eq(applicationsRoles.tenantId, tx.tenantId),
        eq(applicationsRoles.applicationId, applicationId),
        eq(roles.type, 'MachineToMachine'),
      ),
    )
    .as('granted');
