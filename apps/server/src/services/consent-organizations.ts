import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findConsentGrants,
  findOrganizationsByIds,
  setGrantOrganizationIds,
} from '../queries/consent-organization-grants.ts';
import { findUserMemberships } from '../queries/oidc-organizations.ts';
import { findThirdPartyApplication } from './application-consent.ts';
import { DomainError } from './domain-error.ts';
import { requireUser } from './user-management.ts';

/**
 * The organizations a user let a third-party application act in, managed from the API. They are
 * the same ids the consent page stores in the user's grants of that application, so what is
 * removed here is refused at the next organization token request. A user who never authorized the
 * application has no grant yet: there is nothing to store, and the list stays empty until they
 * consent (see decision 016).
 */

/** 404 for an unknown application or user, 422 when the application is not third-party. */
const requireParties = async (tx: TenantTx, applicationId: string, userId: string) => {
  await findThirdPartyApplication(tx, applicationId);
  await requireUser(tx, userId);
};

/** Only organizations the user belongs to can be granted (422 `organization.require_membership`). */
const assertMemberships = async (tx: TenantTx, userId: string, organizationIds: string[]) => {
  const memberOf = await findUserMemberships(tx, userId, organizationIds);
  if (memberOf.length !== organizationIds.length)
    throw new DomainError('organization.require_membership');
};

const consentedIds = (grants: { organizationIds: string[] }[]) => [
  ...new Set(grants.flatMap(({ organizationIds }) => organizationIds)),
];

export const listConsentOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
) => {
  await requireParties(tx, applicationId, userId);
  const grants = await findConsentGrants(tx, userId, applicationId);
  return findOrganizationsByIds(tx, consentedIds(grants));
};

const rewriteGrants = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  next: (current: string[]) => string[],
) => {
  const grants = await findConsentGrants(tx, userId, applicationId, { forUpdate: true });
  for (const grant of grants) {
    const organizationIds = next(grant.organizationIds);
    const unchanged =
      organizationIds.length === grant.organizationIds.length &&
      organizationIds.every((id, index) => id === grant.organizationIds[index]);
    if (!unchanged) await setGrantOrganizationIds(tx, grant.id, organizationIds);
  }
};

/** Adds organizations to what the user consented (POST). */
export const addConsentOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationIds: string[],
) => {
  await requireParties(tx, applicationId, userId);
  const unique = [...new Set(organizationIds)];
  await assertMemberships(tx, userId, unique);
  await rewriteGrants(tx, applicationId, userId, (current) => [
    ...new Set([...current, ...unique]),
  ]);
};

/** Replaces what the user consented (PUT; an empty list withdraws every organization). */
export const replaceConsentOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationIds: string[],
) => {
  await requireParties(tx, applicationId, userId);
  const unique = [...new Set(organizationIds)];
  await assertMemberships(tx, userId, unique);
  await rewriteGrants(tx, applicationId, userId, () => unique);
};

/** Withdraws one organization (DELETE); withdrawing one not consented changes nothing. */
export const removeConsentOrganization = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationId: string,
) => {
  await requireParties(tx, applicationId, userId);
  await rewriteGrants(tx, applicationId, userId, (current) =>
    current.filter((id) => id !== organizationId),
  );
};
