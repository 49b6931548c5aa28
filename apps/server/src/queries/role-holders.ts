import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { applicationsRoles, usersRoles } from '../db/schema/index.ts';

/**
 * `users_roles` and `applications_roles` relate a holder to roles, tenant by tenant, and differ
 * only in the holder's column; the queries that touch nothing but the relation live here once.
 * Each table's own file names them (`listUserRoleIds`, `deleteApplicationRoles`…).
 */
export type RoleHolderRelation =
  | { table: typeof usersRoles; holderId: typeof usersRoles.userId }
  | { table: typeof applicationsRoles; holderId: typeof applicationsRoles.applicationId };

/** The ids of the roles `holderId` holds. */
export const listHeldRoleIds = async (
  tx: Queryable,
  { table, holderId }: RoleHolderRelation,
  tenantId: string,
  id: string,
) => {
  const rows = await tx
    .select({ roleId: table.roleId })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(holderId, id)));
  return rows.map(({ roleId }) => roleId);
};

/** Which of `ids` already hold `roleId`. */
export const findHoldersOfRole = async (
  tx: Queryable,
  { table, holderId }: RoleHolderRelation,
  tenantId: string,
  roleId: string,
  ids: string[],
) => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: holderId })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.roleId, roleId), inArray(holderId, ids)));
  return rows.map(({ id }) => id);
};

/** Number of holders of each role in `roleIds`. */
export const countHoldersByRole = async (
  tx: Queryable,
  { table }: RoleHolderRelation,
  tenantId: string,
  roleIds: string[],
) => {
  if (roleIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ roleId: table.roleId, value: count() })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.roleId, roleIds)))
    .groupBy(table.roleId);
  return new Map(rows.map(({ roleId, value }) => [roleId, value]));
};

/** Takes `roleIds` away from one holder; answers how many it held. */
export const deleteHeldRoles = async (
  tx: Queryable,
  { table, holderId }: RoleHolderRelation,
  tenantId: string,
  id: string,
  roleIds: string[],
) => {
  if (roleIds.length === 0) return 0;
  const rows = await tx
    .delete(table)
    .where(and(eq(table.tenantId, tenantId), eq(holderId, id), inArray(table.roleId, roleIds)))
    .returning({ roleId: table.roleId });
  return rows.length;
};
