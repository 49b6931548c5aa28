import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  organizationJitEmailDomains,
  organizationJitRoles,
  organizationRoles,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

const domainsOf = (tx: TenantTx, organizationId: string) =>
  and(
    eq(organizationJitEmailDomains.tenantId, tx.tenantId),
    eq(organizationJitEmailDomains.organizationId, organizationId),
  );

/** An organization's JIT e-mail domains, alphabetically. */
export const listJitEmailDomains = (tx: TenantTx, organizationId: string) =>
  tx
    .select()
    .from(organizationJitEmailDomains)
    .where(domainsOf(tx, organizationId))
    .orderBy(asc(organizationJitEmailDomains.emailDomain));

export const insertJitEmailDomains = async (
  tx: TenantTx,
  organizationId: string,
  emailDomains: string[],
) => {
  if (emailDomains.length === 0) return [];
  return tx
    .insert(organizationJitEmailDomains)
    .values(
      emailDomains.map((emailDomain) => ({ tenantId: tx.tenantId, organizationId, emailDomain })),
    )
    .onConflictDoNothing()
    .returning();
};

export const deleteJitEmailDomains = async (
  tx: TenantTx,
  organizationId: string,
  emailDomains?: string[],
) => {
  if (emailDomains && emailDomains.length === 0) return 0;
  const rows = await tx
    .delete(organizationJitEmailDomains)
    .where(
      and(
        domainsOf(tx, organizationId),
        emailDomains ? inArray(organizationJitEmailDomains.emailDomain, emailDomains) : undefined,
      ),
    )
    .returning({ id: organizationJitEmailDomains.emailDomain });
  return rows.length;
};

/** The organizations whose JIT e-mail domains include `emailDomain` (lower case). */
export const findOrganizationIdsByJitEmailDomain = async (tx: TenantTx, emailDomain: string) => {
  const rows = await tx
    .select({ id: organizationJitEmailDomains.organizationId })
    .from(organizationJitEmailDomains)
    .where(
      and(
        eq(organizationJitEmailDomains.tenantId, tx.tenantId),
        eq(organizationJitEmailDomains.emailDomain, emailDomain),
      ),
    );
  return rows.map(({ id }) => id);
};

const rolesOf = (tx: TenantTx, organizationId: string) =>
  and(
    eq(organizationJitRoles.tenantId, tx.tenantId),
    eq(organizationJitRoles.organizationId, organizationId),
  );

/** The organization roles a JIT member gets, by name. */
export const listJitRoles = async (tx: TenantTx, organizationId: string) => {
  const rows = await tx
    .select({ role: organizationRoles })
    .from(organizationJitRoles)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationJitRoles.tenantId),
        eq(organizationRoles.id, organizationJitRoles.organizationRoleId),
      ),
    )
    .where(rolesOf(tx, organizationId))
    .orderBy(asc(organizationRoles.name), asc(organizationRoles.id));
  return rows.map(({ role }) => role);
};

export const insertJitRoles = async (tx: TenantTx, organizationId: string, roleIds: string[]) => {
  if (roleIds.length === 0) return;
  await tx
    .insert(organizationJitRoles)
    .values(
      roleIds.map((organizationRoleId) => ({
        tenantId: tx.tenantId,
        organizationId,
        organizationRoleId,
      })),
    )
    .onConflictDoNothing();
};

export const deleteJitRoles = async (tx: TenantTx, organizationId: string, roleIds?: string[]) => {
  if (roleIds && roleIds.length === 0) return 0;
  const rows = await tx
    .delete(organizationJitRoles)
    .where(
      and(
        rolesOf(tx, organizationId),
        roleIds ? inArray(organizationJitRoles.organizationRoleId, roleIds) : undefined,
      ),
    )
    .returning({ id: organizationJitRoles.organizationRoleId });
  return rows.length;
};
