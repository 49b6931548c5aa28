import { and, asc, count, desc, eq, ilike, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { organizationUsers, roles, users, usersRoles, usersSearch } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../http/search.ts';
import { newestFirst } from './user-list-order.ts';

/**
 * Tenant-scoped queries of `users`. Every function takes the transaction of `withTenant` and the
 * tenant id: the explicit filter is the first wall, row-level security the second.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'tenantId'>;
export type UserPatch = Partial<Omit<UserRow, 'tenantId' | 'id' | 'createdAt'>>;

export const findUserById = async (tx: Queryable, tenantId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
};

/** Exact, case-sensitive match (the default username policy of a tenant). */
export const findUserByUsername = async (tx: Queryable, tenantId: string, username: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return row;
};

/** E-mail addresses compare case-insensitively, as they are delivered. */
export const findUserByEmail = async (tx: Queryable, tenantId: string, email: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.primaryEmail}) = lower(${email})`));
  return row;
};

export const findUserByPhone = async (tx: Queryable, tenantId: string, phone: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.primaryPhone, phone)));
  return row;
};

export const insertUser = async (tx: Queryable, tenantId: string, user: NewUser) => {
  const [row] = await tx
    .insert(users)
    .values({ ...user, tenantId })
    .returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
};

/** Applies `patch` and bumps `updatedAt`; `undefined` when the user does not exist. */
export const updateUser = async (tx: Queryable, tenantId: string, id: string, patch: UserPatch) => {
  const [row] = await tx
    .update(users)
    .set({ updatedAt: new Date(), ...patch })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
};

export const countUsers = async (tx: Queryable, tenantId: string): Promise<number> => {
  const [row] = await tx.select({ value: count() }).from(users).where(eq(users.tenantId, tenantId));
  return row?.value ?? 0;
};

/** Names of the roles assigned to a user, sorted (the `roles` claim and the Me API read them). */
export const listUserRoleNames = async (
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<string[]> => {
  const rows = await tx
    .select({ name: roles.name })
    .from(usersRoles)
    .innerJoin(roles, and(eq(roles.tenantId, usersRoles.tenantId), eq(roles.id, usersRoles.roleId)))
    .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)))
    .orderBy(roles.name);
  return rows.map(({ name }) => name);
};

/** `GET /api/users` filters: generic search plus users not holding a role / not in an organization. */
export type UserFilter = {
  search?: Search | undefined;
  excludeRoleId?: string | undefined;
  excludeOrganizationId?: string | undefined;
};

// Lists and counts read the `users_search` view: see its definition for why (trigram indexes).
const userSearchColumns = {
  id: usersSearch.id,
  primaryEmail: usersSearch.primaryEmail,
  primaryPhone: usersSearch.primaryPhone,
  username: usersSearch.username,
  name: usersSearch.name,
};

const filterCondition = (tx: Queryable, tenantId: string, filter: UserFilter): SQL | undefined =>
  and(
    eq(usersSearch.tenantId, tenantId),
    filter.search ? searchCondition(filter.search, userSearchColumns) : undefined,
    filter.excludeRoleId
      ? notExists(
          tx
            .select({ one: sql`1` })
            .from(usersRoles)
            .where(
              and(
                eq(usersRoles.tenantId, tenantId),
                eq(usersRoles.roleId, filter.excludeRoleId),
                eq(usersRoles.userId, usersSearch.id),
              ),
            ),
        )
      : undefined,
    filter.excludeOrganizationId
      ? notExists(
          tx
            .select({ one: sql`1` })
            .from(organizationUsers)
            .where(
              and(
                eq(organizationUsers.tenantId, tenantId),
                eq(organizationUsers.organizationId, filter.excludeOrganizationId),
                eq(organizationUsers.userId, usersSearch.id),
              ),
            ),
        )
      : undefined,
  );

/**
 * One page of users, newest first, and how many match in all. The page's ids are picked first
 * from the narrow `(tenant_id, created_at)` index and only those rows are read in full, so a deep
 * page does not fetch every skipped row. The total rides along as a scalar subquery, planned on
 * its own (e.g. from the trigram indexes), so page and `Total-Number` take one statement: a second
 * only for a page past the end.
 */
export const listUsersPage = async (
  tx: Queryable,
  tenantId: string,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> => {
  const matching = tx
    .select({ value: count() })
    .from(usersSearch)
    .where(filterCondition(tx, tenantId, filter));
  const picked = tx
    .select({ id: usersSearch.id, createdAt: usersSearch.createdAt })
    .from(usersSearch)
    .where(filterCondition(tx, tenantId, filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('picked');
  const found = await tx
    .select({ user: users, total: sql<number>`(${matching})`.mapWith(Number) })
    .from(picked)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, picked.id)))
    .orderBy(desc(users.createdAt), asc(users.id));
  const total =
    found[0]?.total ?? (page.offset > 0 ? await countUsersMatching(tx, tenantId, filter) : 0);
  return { rows: found.map(({ user }) => user), total };
};

export const countUsersMatching = async (
  tx: Queryable,
  tenantId: string,
  filter: UserFilter,
): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(usersSearch)
    .where(filterCondition(tx, tenantId, filter));
  return row?.value ?? 0;
};

/** Whether another user (not `exceptId`) already has this identifier (case rules as sign-in). */
export const isIdentifierTaken = async (
  tx: Queryable,
  tenantId: string,
  identifier: { type: 'username' | 'primaryEmail' | 'primaryPhone'; value: string },
  exceptId?: string,
) => {
  const column = users[identifier.type];
  const match =
    identifier.type === 'primaryEmail'
      ? // ILIKE without wildcards is a case-insensitive equality the trigram index can serve.
        ilike(
          column,
          identifier.value.replace(/[\\%_]/g, (char) => `\\${char}`),
        )
      : eq(column, identifier.value);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), match, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
};

/** Deletes a user (roles and memberships go with it by cascade); `undefined` when absent. */
export const deleteUser = async (tx: Queryable, tenantId: string, id: string) => {
  const [row] = await tx
    .delete(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
};
