import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deleteJitEmailDomains,
  deleteJitRoles,
  findOrganizationIdsByJitEmailDomain,
  insertJitEmailDomains,
  insertJitRoles,
  listJitRoles,
} from '../queries/organization-jit.ts';
import { insertMemberRoles, insertMembers } from '../queries/organization-members.ts';
import { DomainError } from './domain-error.ts';
import { forgetMemberCount } from './organization-members.ts';

/** Domains are matched case-insensitively, so they are kept in lower case. */
const normalize = (domain: string) => domain.trim().toLowerCase();

/** Adds one JIT e-mail domain; a domain the organization has already is 422. */
export const addJitEmailDomain = async (tx: TenantTx, organizationId: string, domain: string) => {
  const [row] = await insertJitEmailDomains(tx, organizationId, [normalize(domain)]);
  if (!row) throw new DomainError('entity.unique_integrity_violation');
  return row;
};

export const replaceJitEmailDomains = async (
  tx: TenantTx,
  organizationId: string,
  domains: string[],
) => {
  await deleteJitEmailDomains(tx, organizationId);
  await insertJitEmailDomains(tx, organizationId, [...new Set(domains.map(normalize))]);
};

export const removeJitEmailDomain = async (
  tx: TenantTx,
  organizationId: string,
  domain: string,
) => {
  if ((await deleteJitEmailDomains(tx, organizationId, [normalize(domain)])) === 0) {
    throw new DomainError('entity.not_found');
  }
};

export const addJitRoles = (tx: TenantTx, organizationId: string, roleIds: string[]) =>
  insertJitRoles(tx, organizationId, [...new Set(roleIds)]);

export const replaceJitRoles = async (tx: TenantTx, organizationId: string, roleIds: string[]) => {
  await deleteJitRoles(tx, organizationId);
  await insertJitRoles(tx, organizationId, [...new Set(roleIds)]);
};

export const removeJitRole = (tx: TenantTx, organizationId: string, roleId: string) =>
  deleteJitRoles(tx, organizationId, [roleId]);

/**
 * Just-in-time provisioning at registration: a new user whose verified e-mail is on an
 * organization's JIT e-mail domain joins it with its JIT roles (User-type roles only: the type
 * trigger would refuse the others). Answers the organizations joined.
 */
export const provisionJitOrganizations = async (
  tx: TenantTx,
  userId: string,
  verifiedEmail: string | null | undefined,
) => {
  const domain = verifiedEmail?.split('@').pop();
  if (!verifiedEmail?.includes('@') || !domain) return [];
  const organizationIds = await findOrganizationIdsByJitEmailDomain(tx, normalize(domain));
  for (const organizationId of organizationIds) {
    await insertMembers(tx, organizationId, [userId]);
    forgetMemberCount(tx, organizationId);
    const roles = await listJitRoles(tx, organizationId);
    await insertMemberRoles(
      tx,
      organizationId,
      roles
        .filter(({ type }) => type === 'User')
        .map(({ id }) => ({ userId, organizationRoleId: id })),
    );
  }
  return organizationIds;
};
