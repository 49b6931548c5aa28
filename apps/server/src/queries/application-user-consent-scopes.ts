import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  applicationUserConsentResourceScopes,
  applicationUserConsentUserScopes,
  resources,
  scopes,
} from '../db/schema/index.ts';

/**
 * Tenant-scoped queries of the consent scopes of third-party applications: resource scopes
 * (`application_user_consent_resource_scopes`) and OIDC user scopes
 * (`application_user_consent_user_scopes`). Organization kinds wait for organizations.
 */

/** Resource scopes joined with their resource; rows of deleted scopes drop out of the join. */
export const findConsentResourceScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
) =>
  tx
    .select({
      resource: { id: resources.id, name: resources.name, indicator: resources.indicator },
      scope: { id: scopes.id, name: scopes.name, description: scopes.description },
    })
    .from(applicationUserConsentResourceScopes)
    .innerJoin(
      scopes,
      and(
        eq(scopes.tenantId, applicationUserConsentResourceScopes.tenantId),
        eq(scopes.id, applicationUserConsentResourceScopes.scopeId),
      ),
    )
    .innerJoin(
      resources,
      and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
    )
    .where(
      and(
        eq(applicationUserConsentResourceScopes.tenantId, tenantId),
        eq(applicationUserConsentResourceScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(resources.name), asc(scopes.name));

export const findConsentUserScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
) => {
  const rows = await tx
    .select({ userScope: applicationUserConsentUserScopes.userScope })
    .from(applicationUserConsentUserScopes)
    .where(
      and(
        eq(applicationUserConsentUserScopes.tenantId, tenantId),
        eq(applicationUserConsentUserScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationUserConsentUserScopes.userScope));
  return rows.map(({ userScope }) => userScope);
};

/** Scopes (with their resource indicator) among `ids`, to validate a consent request. */
export const findScopesWithIndicator = async (tx: Queryable, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : tx
        .select({ id: scopes.id, indicator: resources.indicator })
        .from(scopes)
        .innerJoin(
          resources,
          and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
        )
        .where(and(eq(scopes.tenantId, tenantId), inArray(scopes.id, ids)));

export const insertConsentResourceScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  scopeIds: string[],
) => {
  if (scopeIds.length === 0) return;
  await tx
    .insert(applicationUserConsentResourceScopes)
    .values(scopeIds.map((scopeId) => ({ tenantId, applicationId, scopeId })))
    .onConflictDoNothing();
};

export const insertConsentUserScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  userScopes: string[],
) => {
  if (userScopes.length === 0) return;
  await tx
    .insert(applicationUserConsentUserScopes)
    .values(userScopes.map((userScope) => ({ tenantId, applicationId, userScope })))
    .onConflictDoNothing();
};

export const deleteConsentResourceScope = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  scopeId: string,
) => {
  const deleted = await tx
    .delete(applicationUserConsentResourceScopes)
    .where(
      and(
        eq(applicationUserConsentResourceScopes.tenantId, tenantId),
        eq(applicationUserConsentResourceScopes.applicationId, applicationId),
        eq(applicationUserConsentResourceScopes.scopeId, scopeId),
      ),
    )
    .returning({ scopeId: applicationUserConsentResourceScopes.scopeId });
  return deleted.length > 0;
};

export const deleteConsentUserScope = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  userScope: string,
) => {
  const deleted = await tx
    .delete(applicationUserConsentUserScopes)
    .where(
      and(
        eq(applicationUserConsentUserScopes.tenantId, tenantId),
        eq(applicationUserConsentUserScopes.applicationId, applicationId),
        eq(applicationUserConsentUserScopes.userScope, userScope),
      ),
    )
    .returning({ userScope: applicationUserConsentUserScopes.userScope });
  return deleted.length > 0;
};
