import { and, eq, exists, sql } from 'drizzle-orm';
import { applications, resources } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { applicationGrantedScopes } from './application-granted-scopes.ts';

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
  const granted = applicationGrantedScopes(tx, applicationId);
  const grant = tx
    .select({ one: granted.name })
    .from(granted)
    .innerJoin(
      resources,
      and(eq(resources.tenantId, tx.tenantId), eq(resources.id, granted.resourceId)),
    )
    .where(and(eq(granted.name, scope), eq(resources.indicator, indicator)));
  const [row] = await tx
    .select({ granted: sql<boolean>`${exists(grant)}` })
    .from(applications)
    .where(and(eq(applications.tenantId, tx.tenantId), eq(applications.id, applicationId)));
  return { exists: row !== undefined, granted: row?.granted === true };
};
