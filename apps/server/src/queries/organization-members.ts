import { and, asc, count, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { prepareStatement, queryRaw } from '../db/raw-query.ts';
import {
  organizationRoleScopes,
  organizationRoles,
  organizationRoleUsers,
  organizationScopes,
  organizationUsers,
  users,
  usersSearch,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { substringPattern } from './organizations.ts';
import { newestFirst } from './user-list-order.ts';
import { toUserRow } from './user-rows.ts';
import type { UserRow } from './users.ts';

const builder = new QueryBuilder();

export type MemberFilter = {
  /** Substring of the id, username, e-mail, phone or name. */
  q?: string | undefined;
  /** Only members holding this organization role. */
  organizationRoleId?: string | undefined;
};

/**
 * The members matching `filter`, read through `users_search` (the trigram indexes work there, see
 * its definition) and kept to the organization by a semi-join on the relation's primary key.
 */
const memberCondition = (tx: TenantTx, organizationId: string, filter: MemberFilter): SQL => {
  const pattern = filter.q ? substringPattern(filter.q) : undefined;
  return and(
    eq(usersSearch.tenantId, tx.tenantId),
    exists(
      builder
        .select({ one: sql`1` })
        .from(organizationUsers)
        .where(
          and(
            eq(organizationUsers.tenantId, tx.tenantId),
            eq(organizationUsers.organizationId, organizationId),
            eq(organizationUsers.userId, usersSearch.id),
          ),
        ),
    ),
    pattern
      ? or(
          ilike(usersSearch.id, pattern),
          ilike(usersSearch.username, pattern),
          ilike(usersSearch.primaryEmail, pattern),
          ilike(usersSearch.primaryPhone, pattern),
          ilike(usersSearch.name, pattern),
        )
      : undefined,
    filter.organizationRoleId
      ? exists(
          builder
            .select({ one: sql`1` })
            .from(organizationRoleUsers)
            .where(
              and(
                eq(organizationRoleUsers.tenantId, tx.tenantId),
                eq(organizationRoleUsers.organizationId, organizationId),
                eq(organizationRoleUsers.organizationRoleId, filter.organizationRoleId),
                eq(organizationRoleUsers.userId, usersSearch.id),
              ),
            ),
        )
      : undefined,
  )!;
};

/** How many members hold `filter`'s role (or, without one, how many members there are). */
export const countMembers = async (tx: TenantTx, organizationId: string, filter: MemberFilter) => {
  if (!filter.q && !filter.organizationRoleId) {
    const [row] = await tx
      .select({ value: count() })
      .from(organizationUsers)
      .where(
        and(
          eq(organizationUsers.tenantId, tx.tenantId),
          eq(organizationUsers.organizationId, organizationId),
        ),
      );
    return row?.value ?? 0;
  }
  const [row] = await tx
    .select({ value: count() })
    .from(usersSearch)
    .where(memberCondition(tx, organizationId, filter));
  return row?.value ?? 0;
};

/** Ids of one page of members, newest first (no text search: a walk of the users index). */
export const pageMemberIds = async (
  tx: TenantTx,
  organizationId: string,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) => {
  const rows = await tx
    .select({ id: usersSearch.id })
    .from(usersSearch)
    .where(memberCondition(tx, organizationId, filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ id }) => id);
};

/** Full user rows of `ids`, in that order. */
export const findUsersInOrder = async (tx: TenantTx, ids: string[]): Promise<UserRow[]> => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), inArray(users.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** The organization roles of each of `userIds` in the organization, `{id, name}` by name. */
export const listMemberRoleRefs = async (
  tx: TenantTx,
  organizationId: string,
  userIds: string[],
) => {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await tx
    .select({
      userId: organizationRoleUsers.userId,
      id: organizationRoles.id,
      name: organizationRoles.name,
    })
    .from(organizationRoleUsers)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationRoleUsers.tenantId),
        eq(organizationRoles.id, organizationRoleUsers.organizationRoleId),
      ),
    )
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.organizationId, organizationId),
        inArray(organizationRoleUsers.userId, userIds),
      ),
    )
    .orderBy(asc(organizationRoles.name));
  for (const { userId, id, name } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push({ id, name });
    byUser.set(userId, list);
  }
  return byUser;
};

/** Makes `userIds` members (already members stay as they are). */
export const insertMembers = async (tx: TenantTx, organizationId: string, userIds: string[]) => {
  if (userIds.length === 0) return;
  await tx
    .insert(organizationUsers)
    .values(userIds.map((userId) => ({ tenantId: tx.tenantId, organizationId, userId })))
    .onConflictDoNothing();
};

/** Removes `userIds` from the organization (their roles there go by cascade); answers how many. */
export const deleteMembers = async (tx: TenantTx, organizationId: string, userIds: string[]) => {
  if (userIds.length === 0) return 0;
  const rows = await tx
    .delete(organizationUsers)
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.organizationId, organizationId),
        inArray(organizationUsers.userId, userIds),
      ),
    )
    .returning({ id: organizationUsers.userId });
  return rows.length;
};

/** Every member id of the organization (a `PUT` replaces the set). */
export const listMemberIds = async (tx: TenantTx, organizationId: string) => {
  const rows = await tx
    .select({ id: organizationUsers.userId })
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.organizationId, organizationId),
      ),
    );
  return rows.map(({ id }) => id);
};

/** Which of `userIds` are members. */
export const findMembersAmong = async (tx: TenantTx, organizationId: string, userIds: string[]) => {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: organizationUsers.userId })
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.organizationId, organizationId),
        inArray(organizationUsers.userId, userIds),
      ),
    );
  return rows.map(({ id }) => id);
};

/** A member's organization roles (full rows), by name; paged when `page` is given. */
export const pageMemberRoles = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
  page: { limit: number; offset: number } | undefined,
) => {
  const where = and(
    eq(organizationRoleUsers.tenantId, tx.tenantId),
    eq(organizationRoleUsers.organizationId, organizationId),
    eq(organizationRoleUsers.userId, userId),
  );
  const join = and(
    eq(organizationRoles.tenantId, organizationRoleUsers.tenantId),
    eq(organizationRoles.id, organizationRoleUsers.organizationRoleId),
  );
  const query = tx
    .select({ role: organizationRoles })
    .from(organizationRoleUsers)
    .innerJoin(organizationRoles, join)
    .where(where)
    .orderBy(asc(organizationRoles.name), asc(organizationRoles.id));
  const rows = (await (page ? query.limit(page.limit).offset(page.offset) : query)).map(
    ({ role }) => role,
  );
  if (!page) return { rows, total: rows.length };
  const [total] = await tx.select({ value: count() }).from(organizationRoleUsers).where(where);
  return { rows, total: total?.value ?? 0 };
};

/** Gives members roles; pairs already held stay. Role types are checked by the database. */
export const insertMemberRoles = async (
  tx: TenantTx,
  organizationId: string,
  pairs: { userId: string; organizationRoleId: string }[],
) => {
  if (pairs.length === 0) return;
  await tx
    .insert(organizationRoleUsers)
    .values(pairs.map((pair) => ({ ...pair, organizationId, tenantId: tx.tenantId })))
    .onConflictDoNothing();
};

/** Takes roles from a member: the given ones, or all of them without `roleIds`; answers how many. */
export const deleteMemberRoles = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
  roleIds?: string[],
) => {
  if (roleIds && roleIds.length === 0) return 0;
  const rows = await tx
    .delete(organizationRoleUsers)
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.organizationId, organizationId),
        eq(organizationRoleUsers.userId, userId),
        roleIds ? inArray(organizationRoleUsers.organizationRoleId, roleIds) : undefined,
      ),
    )
    .returning({ id: organizationRoleUsers.organizationRoleId });
  return rows.length;
};

/** The organization scopes a member holds through its roles, each once, by name. */
export const listMemberScopes = async (tx: TenantTx, organizationId: string, userId: string) => {
  const rows = await tx
    .select({ scope: organizationScopes })
    .from(organizationRoleUsers)
    .innerJoin(
      organizationRoleScopes,
      and(
        eq(organizationRoleScopes.tenantId, organizationRoleUsers.tenantId),
        eq(organizationRoleScopes.organizationRoleId, organizationRoleUsers.organizationRoleId),
      ),
    )
    .innerJoin(
      organizationScopes,
      and(
        eq(organizationScopes.tenantId, organizationRoleScopes.tenantId),
        eq(organizationScopes.id, organizationRoleScopes.organizationScopeId),
      ),
    )
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.organizationId, organizationId),
        eq(organizationRoleUsers.userId, userId),
      ),
    )
    .orderBy(asc(organizationScopes.name), asc(organizationScopes.id));
  // A scope granted by several roles appears once.
  const byId = new Map(rows.map(({ scope }) => [scope.id, scope]));
  return [...byId.values()];
};

/** The organization roles among `ids` or named `names` that exist, with their types. */
export const findOrganizationRoles = async (
  tx: TenantTx,
  by: { ids?: string[] | undefined; names?: string[] | undefined },
) => {
  const conditions = [
    by.ids?.length ? inArray(organizationRoles.id, by.ids) : undefined,
    by.names?.length ? inArray(organizationRoles.name, by.names) : undefined,
  ].filter(Boolean) as SQL[];
  if (conditions.length === 0) return [];
  return tx
    .select()
    .from(organizationRoles)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), or(...conditions)));
};

/** Which of `userIds` exist in the tenant. */
export const findExistingUserIds = async (tx: TenantTx, userIds: string[]) => {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), inArray(users.id, userIds)));
  return rows.map(({ id }) => id);
};

const tenantParam = sql.placeholder('tenantId');
const organizationParam = sql.placeholder('organizationId');

/**
 * `GET /organizations/{id}/users` (no search, no role filter) for an organization too large for
 * the held member order (decision 021), in one named statement, planned once per connection: the page's ids walked from the `created_at` index
 * with a primary-key probe of the membership each, then those users read in full with their
 * organization roles.
 */
const memberPageStatement = prepareStatement(
  sql`select ${users}.*, coalesce((
        select json_agg(json_build_object('id', ${organizationRoles.id}, 'name', ${organizationRoles.name}) order by ${organizationRoles.name})
        from ${organizationRoleUsers} inner join ${organizationRoles}
          on ${organizationRoles.tenantId} = ${organizationRoleUsers.tenantId} and ${organizationRoles.id} = ${organizationRoleUsers.organizationRoleId}
        where ${organizationRoleUsers.tenantId} = ${tenantParam} and ${organizationRoleUsers.organizationId} = ${organizationParam}
          and ${organizationRoleUsers.userId} = ${users.id}), '[]'::json) as "organization_roles"
      from (
        select ${usersSearch.id} as id from ${usersSearch}
        where ${usersSearch.tenantId} = ${tenantParam} and exists (
          select 1 from ${organizationUsers} where ${organizationUsers.tenantId} = ${tenantParam}
            and ${organizationUsers.organizationId} = ${organizationParam} and ${organizationUsers.userId} = ${usersSearch.id})
        order by ${sql.join(newestFirst, sql`, `)}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
      ) picked
      inner join ${users} on ${users.tenantId} = ${tenantParam} and ${users.id} = picked.id
      order by ${users.createdAt} desc nulls last, ${users.id} asc`,
  { name: 'gatehouse_organization_member_page' },
);

/** One page of all members, newest first, as full users with their organization roles. */
export const pageMembersWithRoles = async (
  tx: TenantTx,
  organizationId: string,
  page: { limit: number; offset: number },
) => {
  const rows = await queryRaw<{ organization_roles: unknown }>(tx, memberPageStatement, {
    tenantId: tx.tenantId,
    organizationId,
    limit: page.limit,
    offset: page.offset,
  });
  return rows.map((row) => ({
    user: toUserRow(row),
    organizationRoles: (typeof row.organization_roles === 'string'
      ? JSON.parse(row.organization_roles)
      : row.organization_roles) as { id: string; name: string }[],
  }));
};
