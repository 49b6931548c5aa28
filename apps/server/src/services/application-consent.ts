import type {
  UserConsentScopesBody,
  userConsentScopeTypes,
} from '@gatehouse/schemas/api/applications';
import type { UserConsentScopesResponse, UserScope } from '@gatehouse/schemas/entities/application';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  consentOrganizationResourceScopeRelation,
  consentOrganizationScopeRelation,
  consentResourceScopeRelation,
  consentUserScopeRelation,
  findConsentOrganizationResourceScopes,
  findConsentOrganizationScopes,
  findConsentResourceScopes,
  findConsentUserScopes,
} from '../queries/application-user-consent-scopes.ts';
import { findExistingOrganizationScopeIds } from '../queries/organization-scopes.ts';
import { findScopesWithIndicator } from '../queries/scopes.ts';
import { requireApplication } from './application-management.ts';
import { DomainError } from './domain-error.ts';

// Management API indicators of any tenant (`https://{tenantId}.logto.app/api`): a third-party app
// must never be able to ask a user for them.
const managementApiIndicator = /^https:\/\/[^/]+\.logto\.app\/api$/;

/** The application, which must be third-party (422 `application.third_party_application_only`). */
export const findThirdPartyApplication = async (tx: TenantTx, id: string) => {
  const application = await requireApplication(tx, id);
  if (!application.isThirdParty) throw new DomainError('application.third_party_application_only');
  return application;
};

/** The consent scopes of an application (404 without it), resource scopes grouped by resource. */
export const readUserConsentScopes = async (
  tx: TenantTx,
  applicationId: string,
): Promise<UserConsentScopesResponse> => {
  await requireApplication(tx, applicationId);
  const byResource = (
    rows: Awaited<ReturnType<typeof findConsentResourceScopes>>,
  ): UserConsentScopesResponse['resourceScopes'] => {
    const groups = new Map<string, UserConsentScopesResponse['resourceScopes'][number]>();
    for (const { resource, scope } of rows) {
      const entry = groups.get(resource.id) ?? { resource, scopes: [] };
      entry.scopes.push(scope);
      groups.set(resource.id, entry);
    }
    return [...groups.values()];
  };
  return {
    organizationScopes: await findConsentOrganizationScopes(tx, applicationId),
    resourceScopes: byResource(await findConsentResourceScopes(tx, applicationId)),
    organizationResourceScopes: byResource(
      await findConsentOrganizationResourceScopes(tx, applicationId),
    ),
    userScopes: (await findConsentUserScopes(tx, applicationId)) as UserScope[],
  };
};

type ConsentRelation = typeof consentResourceScopeRelation;

/** Relates `ids` to the application; those it asks consent for already are skipped. */
const addMissing = async (
  tx: TenantTx,
  relation: ConsentRelation,
  applicationId: string,
  ids: string[],
) => {
  const present = new Set(await relation.membersAmong(tx, applicationId, ids));
  await relation.insert(
    tx,
    ids.filter((id) => !present.has(id)).map((member) => ({ owner: applicationId, member })),
  );
};

/**
 * Adds consent scopes to a third-party application. Every id must exist (422
 * `application.user_consent_scopes_not_found`, listing the unknown ones); management API scopes
 * are refused, for resource scopes and for resource scopes asked inside organizations.
 */
export const assignUserConsentScopes = async (
  tx: TenantTx,
  applicationId: string,
  body: UserConsentScopesBody,
) => {
  await findThirdPartyApplication(tx, applicationId);
  const resourceScopeIds = [...new Set(body.resourceScopes ?? [])];
  const organizationScopeIds = [...new Set(body.organizationScopes ?? [])];
  const organizationResourceScopeIds = [...new Set(body.organizationResourceScopes ?? [])];
  const found = await findScopesWithIndicator(tx, resourceScopeIds);
  const foundInOrganizations = await findScopesWithIndicator(tx, organizationResourceScopeIds);
  const knownIds = new Set(found.map(({ id }) => id));
  const knownInOrganizations = new Set(foundInOrganizations.map(({ id }) => id));
  const knownOrganizationScopes = new Set(
    await findExistingOrganizationScopeIds(tx, organizationScopeIds),
  );
  const missing = {
    organizationScopes: organizationScopeIds.filter((id) => !knownOrganizationScopes.has(id)),
    resourceScopes: resourceScopeIds.filter((id) => !knownIds.has(id)),
    organizationResourceScopes: organizationResourceScopeIds.filter(
      (id) => !knownInOrganizations.has(id),
    ),
  };
  if (Object.values(missing).some((ids) => ids.length > 0))
    throw new DomainError('application.user_consent_scopes_not_found', {
      data: Object.fromEntries(Object.entries(missing).filter(([, ids]) => ids.length > 0)),
    });
  if (
    [...found, ...foundInOrganizations].some(({ indicator }) =>
      managementApiIndicator.test(indicator),
    )
  )
    throw new DomainError('application.consent_management_api_scopes_not_allowed');

  await addMissing(tx, consentOrganizationScopeRelation, applicationId, organizationScopeIds);
  await addMissing(tx, consentResourceScopeRelation, applicationId, resourceScopeIds);
  await addMissing(
    tx,
    consentOrganizationResourceScopeRelation,
    applicationId,
    organizationResourceScopeIds,
  );
  await addMissing(tx, consentUserScopeRelation, applicationId, [
    ...new Set(body.userScopes ?? []),
  ]);
};

/**
 * Removes one consent scope from an application: 404 without the application or when it did not
 * ask consent for that scope.
 */
export const removeUserConsentScope = async (
  tx: TenantTx,
  applicationId: string,
  scopeType: (typeof userConsentScopeTypes)[number],
  scopeId: string,
) => {
  await requireApplication(tx, applicationId);
  const relation = {
    'organization-scopes': consentOrganizationScopeRelation,
    'resource-scopes': consentResourceScopeRelation,
    'organization-resource-scopes': consentOrganizationResourceScopeRelation,
    'user-scopes': consentUserScopeRelation,
  }[scopeType] as ConsentRelation;
  const removed = await relation.removeMembers(tx, applicationId, [scopeId]);
  if (removed === 0) throw new DomainError('entity.not_found');
};
