import { and, asc, eq } from 'drizzle-orm';
import {
  applicationUserConsentOrganizationResourceScopes,
  applicationUserConsentOrganizationScopes,
  applicationUserConsentResourceScopes,
  applicationUserConsentUserScopes,
  organizationScopes,
  resources,
  scopes,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/**
 * Tenant-scoped queries of the consent scopes of third-party applications: resource scopes
 * (`application_user_consent_resource_scopes`) and OIDC user scopes
 * (`application_user_consent_user_scopes`), organization scopes and organization resource scopes.
 */

/** The resource scopes an application asks consent for (owner: application, member: scope). */
export const consentResourceScopeRelation = defineRelation(applicationUserConsentResourceScopes, {
  owner: applicationUserConsentResourceScopes.applicationId,
  member: applicationUserConsentResourceScopes.scopeId,
});

/** The OIDC user scopes an application asks consent for (owner: application, member: scope name). */
export const consentUserScopeRelation = defineRelation(applicationUserConsentUserScopes, {
  owner: applicationUserConsentUserScopes.applicationId,
  member: applicationUserConsentUserScopes.userScope,
});

/** Resource scopes joined with their resource; rows of deleted scopes drop out of the join. */
export const findConsentResourceScopes = async (tx: TenantTx, applicationId: string) =>
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
        eq(applicationUserConsentResourceScopes.tenantId, tx.tenantId),
        eq(applicationUserConsentResourceScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(resources.name), asc(scopes.name));

/** The user scopes of an application in the database's order of their names (the wire's order). */
export const findConsentUserScopes = async (tx: TenantTx, applicationId: string) => {
  const rows = await tx
    .select({ userScope: applicationUserConsentUserScopes.userScope })
    .from(applicationUserConsentUserScopes)
    .where(
      and(
        eq(applicationUserConsentUserScopes.tenantId, tx.tenantId),
        eq(applicationUserConsentUserScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationUserConsentUserScopes.userScope));
  return rows.map(({ userScope }) => userScope);
};

/** The organization scopes an application asks consent for (owner: application). */
export const consentOrganizationScopeRelation = defineRelation(
  applicationUserConsentOrganizationScopes,
  {
    owner: applicationUserConsentOrganizationScopes.applicationId,
    member: applicationUserConsentOrganizationScopes.organizationScopeId,
  },
);

/** The resource scopes an application asks consent for inside organizations (owner: application). */
export const consentOrganizationResourceScopeRelation = defineRelation(
  applicationUserConsentOrganizationResourceScopes,
  {
    owner: applicationUserConsentOrganizationResourceScopes.applicationId,
    member: applicationUserConsentOrganizationResourceScopes.scopeId,
  },
);

/** `{id, name, description}` of the organization scopes an application asks consent for. */
export const findConsentOrganizationScopes = async (tx: TenantTx, applicationId: string) =>
  tx
    .select({
      id: organizationScopes.id,
      name: organizationScopes.name,
      description: organizationScopes.description,
    })
    .from(applicationUserConsentOrganizationScopes)
    .innerJoin(
      organizationScopes,
      and(
        eq(organizationScopes.tenantId, applicationUserConsentOrganizationScopes.tenantId),
        eq(organizationScopes.id, applicationUserConsentOrganizationScopes.organizationScopeId),
      ),
    )
    .where(
      and(
        eq(applicationUserConsentOrganizationScopes.tenantId, tx.tenantId),
        eq(applicationUserConsentOrganizationScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(organizationScopes.name));

/** Organization resource scopes joined with their resource. */
export const findConsentOrganizationResourceScopes = async (tx: TenantTx, applicationId: string) =>
  tx
    .select({
      resource: { id: resources.id, name: resources.name, indicator: resources.indicator },
      scope: { id: scopes.id, name: scopes.name, description: scopes.description },
    })
    .from(applicationUserConsentOrganizationResourceScopes)
    .innerJoin(
      scopes,
      and(
        eq(scopes.tenantId, applicationUserConsentOrganizationResourceScopes.tenantId),
        eq(scopes.id, applicationUserConsentOrganizationResourceScopes.scopeId),
      ),
    )
    .innerJoin(
      resources,
      and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
    )
    .where(
      and(
        eq(applicationUserConsentOrganizationResourceScopes.tenantId, tx.tenantId),
        eq(applicationUserConsentOrganizationResourceScopes.applicationId, applicationId),
      ),
    )
    .orderBy(asc(resources.name), asc(scopes.name));
