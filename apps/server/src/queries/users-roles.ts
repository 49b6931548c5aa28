import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users, usersRoles } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../http/search.ts';
import {
  countHoldersByRole,
  deleteHeldRoles,
  findHoldersOfRole,
  listHeldRoleIds,
  type RoleHolderRelation,
} from './role-holders.ts';

/** Tenant-scoped queries of `users_roles` (which user holds which User role). */
export const roleUserSearchFields = [
  'id',
  'primaryEmail',
  'primaryPhone',
  'username',
  'name',
] as const;
const relation: RoleHolderRelation = { table: usersRoles, holderId: usersRoles.userId };

const userSearchColumns = {
  id: users.id,
  primaryEmail: users.primaryEmail,
  primaryPhone: users.primaryPhone,
  username: users.username,
  name: users.name,
};

export const listUserRoleIds = (tx: Queryable, tenantId: string, userId: string) =>
  listHeldRoleIds(tx, relation, tenantId, userId);

/** Which of `userIds` already hold `roleId`. */
export const findRoleUserIds = (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  userIds: string[],
) => findHoldersOfRole(tx, relation, tenantId, roleId, userIds);

const holdersCondition = (tenantId: string, roleId: string, search?: Search): SQL | undefined =>
  and(
    eq(usersRoles.tenantId, tenantId),
    eq(usersRoles.roleId, roleId),
    search ? searchCondition(search, userSearchColumns) : undefined,
  );

const joinUsers = and(eq(users.tenantId, usersRoles.tenantId), eq(users.id, usersRoles.userId));

/** The users holding `roleId`, newest first. */
export const listRoleUsers = (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  options: { search?: Search | undefined; page: { limit: number; offset: number } },
) =>
  tx
    .select({ user: users })
    .from(usersRoles)
    .innerJoin(users, joinUsers)
    .where(holdersCondition(tenantId, roleId, options.search))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(options.page.limit)
    .offset(options.page.offset)
    .then((rows) => rows.map(({ user }) => user));

export const countRoleUsers = async (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  search?: Search,
) => {
  const [row] = await tx
    .select({ value: count() })
    .from(usersRoles)
    .innerJoin(users, joinUsers)
    .where(holdersCondition(tenantId, roleId, search));
  return row?.value ?? 0;
};

/** Number of holders of each role in `roleIds`. */
export const countUsersByRole = (tx: Queryable, tenantId: string, roleIds: string[]) =>
  countHoldersByRole(tx, relation, tenantId, roleIds);

/** Up to `limit` holders of each role in `roleIds` (newest first), for the roles list. */
export const listFeaturedUsersByRole = async (
  tx: Queryable,
  tenantId: string,
  roleIds: string[],
  limit = 3,
) => {
  if (roleIds.length === 0) return [];
  const ranked = tx
    .select({
      roleId: usersRoles.roleId,
      id: users.id,
      avatar: users.avatar,
      name: users.name,
      rank: sql<number>`row_number() over (partition by ${usersRoles.roleId} order by ${users.createdAt} desc, ${users.id})`.as(
        'rank',
      ),
    })
    .from(usersRoles)
    .innerJoin(users, joinUsers)
    .where(and(eq(usersRoles.tenantId, tenantId), inArray(usersRoles.roleId, roleIds)))
    .as('ranked');
  return tx
    .select({ roleId: ranked.roleId, id: ranked.id, avatar: ranked.avatar, name: ranked.name })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.roleId), asc(ranked.rank));
};

export const insertUserRoles = async (
  tx: Queryable,
  tenantId: string,
  pairs: { userId: string; roleId: string }[],
) => {
  if (pairs.length === 0) return;
  await tx.insert(usersRoles).values(pairs.map((pair) => ({ ...pair, tenantId })));
};

export const deleteUserRoles = (
  tx: Queryable,
  tenantId: string,
  userId: string,
  roleIds: string[],
) => deleteHeldRoles(tx, relation, tenantId, userId, roleIds);

/** Which of `userIds` exist (users about to receive a role). */
export const findExistingUserIds = async (tx: Queryable, tenantId: string, userIds: string[]) => {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
  return rows.map(({ id }) => id);
};
