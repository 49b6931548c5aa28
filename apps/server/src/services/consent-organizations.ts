import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deleteConsentedOrganizations,
  deleteConsentedOrganizationsExcept,
  findConsentedOrganizations,
  insertConsentedOrganizations,
} from '../queries/consent-organizations.ts';
import { findUserMemberships } from '../queries/oidc-organizations.ts';
import { findThirdPartyApplication } from './application-consent.ts';
import { DomainError } from './domain-error.ts';
import { requireUser } from './user-management.ts';

/**
 * The organizations a user let a third-party application act in, managed from the API. They are
 * the rows the consent page writes and the organization token check reads (decision 023), so
 * what is granted here before the user ever authorized the application holds once they do, and
 * what is withdrawn is refused at the next organization token request.
 */

/** 404 for an unknown application or user, 422 when the application is not third-party. */
const requireParties = async (tx: TenantTx, applicationId: string, userId: string) => {
  await findThirdPartyApplication(tx, applicationId);
  await requireUser(tx, userId);
};

/**
 * Only organizations the user belongs to can be granted (422 `organization.require_membership`);
 * the membership foreign key would refuse the others with a bare database error.
 */
const assertConsentMemberships = async (
  tx: TenantTx,
  userId: string,
  organizationIds: readonly string[],
) => {
  const memberOf = await findUserMemberships(tx, userId, organizationIds);
  if (memberOf.length !== organizationIds.length)
    throw new DomainError('organization.require_membership');
};

export const listConsentOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
) => {
  await requireParties(tx, applicationId, userId);
  return findConsentedOrganizations(tx, applicationId, userId);
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
  await assertConsentMemberships(tx, userId, unique);
  await insertConsentedOrganizations(tx, applicationId, userId, unique);
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
  await assertConsentMemberships(tx, userId, unique);
  await deleteConsentedOrganizationsExcept(tx, applicationId, userId, unique);
  await insertConsentedOrganizations(tx, applicationId, userId, unique);
};

/** Withdraws one organization (DELETE); withdrawing one not consented changes nothing. */
export const removeConsentOrganization = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationId: string,
) => {
  await requireParties(tx, applicationId, userId);
  await deleteConsentedOrganizations(tx, applicationId, userId, [organizationId]);
};
