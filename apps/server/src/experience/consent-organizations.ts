import { ApiError } from '../http/api-error.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import {
  findConsentedOrganizationIds,
  insertConsentedOrganizations,
} from '../queries/consent-organizations.ts';
import { findUserMemberships, findUserOrganizationChoices } from '../queries/oidc-organizations.ts';

const organizationsScope = 'urn:logto:scope:organizations';

/**
 * The organizations the consent page offers: the user's, when the application asks for
 * `urn:logto:scope:organizations`, each marked `isConsented` when the user (or an administrator,
 * through the management API) already granted it to this application, so the page pre-selects
 * them; `undefined` (field left out) otherwise.
 */
export const consentOrganizationChoices = async (
  tenant: RequestTenant,
  applicationId: string,
  userId: string,
  scopes: readonly string[],
) => {
  if (!scopes.includes(organizationsScope)) return undefined;
  const [choices, consented] = await tenant.transaction(async (tx) => [
    await findUserOrganizationChoices(tx, userId),
    await findConsentedOrganizationIds(tx, applicationId, userId),
  ]);
  const isConsented = new Set(consented);
  return choices.map(({ id, name }) => ({ id, name, isConsented: isConsented.has(id) }));
};

/**
 * Records the organizations the user picked (decision 023): the user may only grant
 * organizations they are a member of (422, as Logto answers). Only third-party applications keep
 * them, since only their organization tokens are limited by consent; what was granted before
 * stays granted, as in Logto.
 */
export const saveConsentOrganizations = async (
  tenant: RequestTenant,
  application: { id: string; isThirdParty: boolean } | undefined,
  userId: string,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) return;
  const unique = [...new Set(organizationIds)];
  await tenant.transaction(async (tx) => {
    const memberships = await findUserMemberships(tx, userId, unique);
    if (memberships.length !== unique.length) {
      throw new ApiError('organization.require_membership', { status: 422 });
    }
    if (application?.isThirdParty) {
      await insertConsentedOrganizations(tx, application.id, userId, unique);
    }
  });
};
