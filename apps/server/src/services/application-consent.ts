import type { UserConsentScopesBody } from '@gatehouse/schemas/api/applications';
import type { UserConsentScopesResponse, UserScope } from '@gatehouse/schemas/entities/application';
import type { Queryable } from '../db/client.ts';
import { ApiError, assertFound } from '../http/api-error.ts';
import {
  findConsentResourceScopes,
  findConsentUserScopes,
  findScopesWithIndicator,
  insertConsentResourceScopes,
  insertConsentUserScopes,
} from '../queries/application-user-consent-scopes.ts';
import { findApplicationById } from '../queries/applications.ts';

// Management API indicators of any tenant (`https://{tenantId}.logto.app/api`): a third-party app
// must never be able to ask a user for them.
const managementApiIndicator = /^https:\/\/[^/]+\.logto\.app\/api$/;

/** The application, which must be third-party (422 `application.third_party_application_only`). */
export const findThirdPartyApplication = async (tx: Queryable, tenantId: string, id: string) => {
  const application = await findApplicationById(tx, tenantId, id);
  assertFound(application, 'application', id);
  if (!application.isThirdParty)
    throw new ApiError('application.third_party_application_only', { status: 422 });
  return application;
};

export const readUserConsentScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
): Promise<UserConsentScopesResponse> => {
  const rows = await findConsentResourceScopes(tx, tenantId, applicationId);
  const byResource = new Map<string, UserConsentScopesResponse['resourceScopes'][number]>();
  for (const { resource, scope } of rows) {
    const entry = byResource.get(resource.id) ?? { resource, scopes: [] };
    entry.scopes.push(scope);
    byResource.set(resource.id, entry);
  }
  return {
    organizationScopes: [],
    resourceScopes: [...byResource.values()],
    organizationResourceScopes: [],
    userScopes: (await findConsentUserScopes(tx, tenantId, applicationId)) as UserScope[],
  };
};

/**
 * Adds consent scopes to a third-party application. Every id must exist (422
 * `application.user_consent_scopes_not_found`, listing the unknown ones); management API scopes
 * are refused. Organization scopes cannot exist before organizations do, so any is unknown.
 */
export const assignUserConsentScopes = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  body: UserConsentScopesBody,
) => {
  await findThirdPartyApplication(tx, tenantId, applicationId);
  const resourceScopeIds = [...new Set(body.resourceScopes ?? [])];
  const found = await findScopesWithIndicator(tx, tenantId, resourceScopeIds);
  const knownIds = new Set(found.map(({ id }) => id));
  const missing = {
    organizationScopes: body.organizationScopes ?? [],
    resourceScopes: resourceScopeIds.filter((id) => !knownIds.has(id)),
    organizationResourceScopes: body.organizationResourceScopes ?? [],
  };
  if (Object.values(missing).some((ids) => ids.length > 0))
    throw new ApiError('application.user_consent_scopes_not_found', {
      status: 422,
      data: Object.fromEntries(Object.entries(missing).filter(([, ids]) => ids.length > 0)),
    });
  if (found.some(({ indicator }) => managementApiIndicator.test(indicator)))
    throw new ApiError('application.consent_management_api_scopes_not_allowed', { status: 422 });

  await insertConsentResourceScopes(tx, tenantId, applicationId, resourceScopeIds);
  await insertConsentUserScopes(tx, tenantId, applicationId, [...new Set(body.userScopes ?? [])]);
};
