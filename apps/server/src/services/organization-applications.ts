import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deleteApplicationRoles,
  deleteOrganizationApplications,
  findApplicationsAmong,
  insertApplicationRoles,
  insertOrganizationApplications,
  listApplicationRoleRefs,
  pageOrganizationApplications,
} from '../queries/organization-applications.ts';
import { DomainError } from './domain-error.ts';

/**
 * Machine-to-machine applications of an organization and their organization roles. Only
 * MachineToMachine applications may join and only MachineToMachine roles be given: the
 * database's type triggers refuse the rest (422 `entity.db_constraint_violated` at the edge).
 */

export const listOrganizationApplications = async (
  tx: TenantTx,
  organizationId: string,
  q: string | undefined,
  page: { limit: number; offset: number },
) => {
  const { rows, total } = await pageOrganizationApplications(tx, organizationId, q, page);
  const roles = await listApplicationRoleRefs(
    tx,
    organizationId,
    rows.map(({ id }) => id),
  );
  return {
    rows: rows.map((row) => ({ application: row, organizationRoles: roles.get(row.id) ?? [] })),
    total,
  };
};

export const addOrganizationApplications = (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
) => insertOrganizationApplications(tx, organizationId, [...new Set(applicationIds)]);

export const replaceOrganizationApplications = async (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
) => {
  await deleteOrganizationApplications(tx, organizationId);
  await insertOrganizationApplications(tx, organizationId, [...new Set(applicationIds)]);
};

export const removeOrganizationApplication = (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
) => deleteOrganizationApplications(tx, organizationId, [applicationId]);

/** 422 `organization.require_membership` unless the application belongs to the organization. */
export const requireApplicationMembership = async (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
) => {
  const [found] = await findApplicationsAmong(tx, organizationId, [applicationId]);
  if (!found) throw new DomainError('organization.require_membership');
};

export const assignApplicationRoles = (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
  roleIds: string[],
) =>
  insertApplicationRoles(
    tx,
    organizationId,
    [...new Set(applicationIds)].flatMap((applicationId) =>
      [...new Set(roleIds)].map((organizationRoleId) => ({ applicationId, organizationRoleId })),
    ),
  );

export const replaceApplicationRoles = async (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
  roleIds: string[],
) => {
  await requireApplicationMembership(tx, organizationId, applicationId);
  await deleteApplicationRoles(tx, organizationId, applicationId);
  await assignApplicationRoles(tx, organizationId, [applicationId], roleIds);
};

export const removeApplicationRole = async (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
  roleId: string,
) => {
  await requireApplicationMembership(tx, organizationId, applicationId);
  if ((await deleteApplicationRoles(tx, organizationId, applicationId, [roleId])) === 0) {
    throw new DomainError('entity.not_found');
  }
};
