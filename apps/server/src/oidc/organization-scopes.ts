import type { TenantTx } from '../db/tenant-scope.ts';
import { findUserOrganizationResourceScopes } from '../queries/oidc-organizations.ts';
import { findUserResourceScopes } from '../queries/oidc-resources.ts';

/**
 * The scope names of an API resource a user may be granted (contract/oidc.md "Resources, scopes
 * and organizations"): without an organization, their roles' scopes ∪ the resource scopes of
 * their organization roles in every organization; with `organizationId`, only what their roles in
 * that organization grant.
 */
export const findUserScopesWithOrganizations = async (
  tx: TenantTx,
  userId: string,
  resourceId: string,
  organizationId: string | undefined,
) => {
  if (organizationId) {
    return findUserOrganizationResourceScopes(tx, userId, resourceId, organizationId);
  }
  const own = await findUserResourceScopes(tx, userId, resourceId);
  const inOrganizations = await findUserOrganizationResourceScopes(tx, userId, resourceId);
  return [...new Set([...own, ...inOrganizations])];
};
