import { and, count, eq, notExists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import { type PreparedStatement, prepareStatement, queryRaw } from '../db/raw-query.ts';
import { organizationUsers, users, usersRoles, usersSearch } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { newestFirst } from './user-list-order.ts';
import { toUserRow } from './user-rows.ts';
import type { UserRow } from './users.ts';

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

const builder = new QueryBuilder();
const tenantParam = sql.placeholder('tenantId');

/**
 * A filter with every value swapped for a placeholder, the values by placeholder name, and its
 * shape: filters of one shape (same fields, counts, modes and flags) share one statement text.
 */
const parameterize = (filter: UserFilter) => {
  const values: Record<string, unknown> = {};
  let search: Search<Placeholder> | undefined;
  if (filter.search) {
    const terms = new Map<string, Placeholder[]>();
    for (const [field, fieldValues] of filter.search.terms) {
      terms.set(
        field,
        fieldValues.map((value) => {
          const name = `search${Object.keys(values).length}`;
          values[name] = value;
          return sql.placeholder(name);
        }),
      );
    }
    search = { ...filter.search, terms };
  }
  if (filter.excludeRoleId) values.excludeRoleId = filter.excludeRoleId;
  if (filter.excludeOrganizationId) values.excludeOrganizationId = filter.excludeOrganizationId;
  const shape = JSON.stringify([
    filter.search && [
      [...filter.search.terms].map(([field, fieldValues]) => [field, fieldValues.length]),
      [...filter.search.modes],
      filter.search.joint,
      filter.search.isCaseSensitive,
    ],
    Boolean(filter.excludeRoleId),
    Boolean(filter.excludeOrganizationId),
  ]);
  return { search, values, shape };
};

/** Users not related to the group named by `placeholder` (a role's holders, an organization's members). */
const notRelated = (
  relation: PgTable,
  columns: { tenantId: PgColumn; groupId: PgColumn; userId: PgColumn },
  placeholder: string,
) =>
  notExists(
    builder
      .select({ one: sql`1` })
      .from(relation)
      .where(
        and(
          eq(columns.tenantId, tenantParam),
          eq(columns.groupId, sql.placeholder(placeholder)),
          eq(columns.userId, usersSearch.id),
        ),
      ),
  );

const filterCondition = (search: Search<Placeholder> | undefined, filter: UserFilter) =>
  and(
    eq(usersSearch.tenantId, tenantParam),
    search ? searchCondition(search, userSearchColumns) : undefined,
    filter.excludeRoleId
      ? notRelated(
          usersRoles,
          { tenantId: usersRoles.tenantId, groupId: usersRoles.roleId, userId: usersRoles.userId },
          'excludeRoleId',
        )
      : undefined,
    filter.excludeOrganizationId
      ? notRelated(
          organizationUsers,
          {
            tenantId: organizationUsers.tenantId,
            groupId: organizationUsers.organizationId,
            userId: organizationUsers.userId,
          },
          'excludeOrganizationId',
        )
      : undefined,
  );

/**
 * One page of users, newest first, with how many match in all. The page's ids are picked first
 * from the narrow `(tenant_id, created_at)` index and only those rows are read in full, so a deep
 * page does not fetch every skipped row. The total rides along as a scalar subquery, planned on
 * its own (e.g. from the trigram indexes), so page and `Total-Number` take one statement.
 */
const pageStatementOf = (condition: SQL | undefined): PreparedStatement => {
  const matching = builder.select({ value: count() }).from(usersSearch).where(condition);
  const picked = builder
    .select({ id: usersSearch.id, createdAt: usersSearch.createdAt })
    .from(usersSearch)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('picked');
  // Unnamed: a custom plan per search value (a generic plan cannot use the trigram indexes well).
  return prepareStatement(
    sql`select ${users}.*, (${matching})::text as "total_count" from ${picked}
        inner join ${users} on ${users.tenantId} = ${tenantParam} and ${users.id} = ${picked.id}
        order by ${users.createdAt} desc, ${users.id} asc`,
  );
};

const countStatementOf = (condition: SQL | undefined): PreparedStatement =>
  prepareStatement(
    builder
      .select({ value: sql<string>`count(*)::text`.as('value') })
      .from(usersSearch)
      .where(condition),
  );

/** Statements by filter shape; bounded, as shapes come from query strings. */
const maxShapes = 256;
const statements = new Map<string, { page: PreparedStatement; count: PreparedStatement }>();

const statementsFor = (filter: UserFilter) => {
  const { search, values, shape } = parameterize(filter);
  let built = statements.get(shape);
  if (!built) {
    const condition = filterCondition(search, filter);
    built = { page: pageStatementOf(condition), count: countStatementOf(condition) };
    if (statements.size >= maxShapes) statements.delete(statements.keys().next().value!);
    statements.set(shape, built);
  }
  return { ...built, values };
};

/**
 * One page of users matching `filter`, newest first, and the total, in one statement. The total
 * is `undefined` only for a page past the end (no row to carry it): count with
 * `countUsersMatching` then.
 */
export const findUsersPage = async (
  tx: TenantTx,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number | undefined }> => {
  const statement = statementsFor(filter);
  const rows = await queryRaw<{ total_count: string }>(tx, statement.page, {
    ...statement.values,
    tenantId: tx.tenantId,
    limit: page.limit,
    offset: page.offset,
  });
  const [first] = rows;
  return {
    rows: rows.map(toUserRow),
    total: first ? Number(first.total_count) : page.offset > 0 ? undefined : 0,
  };
};

export const countUsersMatching = async (tx: TenantTx, filter: UserFilter): Promise<number> => {
  const statement = statementsFor(filter);
  const [row] = await queryRaw<{ value: string }>(tx, statement.count, {
    ...statement.values,
    tenantId: tx.tenantId,
  });
  return Number(row?.value ?? 0);
};
