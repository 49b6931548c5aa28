import { ApiError } from '../http/api-error.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import { findUserMemberships, findUserOrganizationChoices } from '../queries/oidc-organizations.ts';

const organizationsScope = 'urn:logto:scope:organizations';

/**
 * The organizations the consent page offers: the user's, when the application asks for
 * `urn:logto:scope:organizations`; `undefined` (field left out) otherwise.
 */
export const consentOrganizationChoices = async (
  tenant: RequestTenant,
  userId: string,
  scopes: readonly string[],
) =>
  scopes.includes(organizationsScope)
    ? tenant.statement((tx) => findUserOrganizationChoices(tx, userId))
    : undefined;

/** The user may only grant organizations they are a member of (422, as Logto answers). */
export const assertConsentOrganizations = async (
  tenant: RequestTenant,
  userId: string,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) return;
  const unique = [...new Set(organizationIds)];
  const memberships = await tenant.statement((tx) => findUserMemberships(tx, userId, unique));
  if (memberships.length !== unique.length) {
    throw new ApiError('organization.require_membership', { status: 422 });
  }
};
