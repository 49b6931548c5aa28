import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { userListVersions, users, usersSearch } from '../db/schema/index.ts';
import type { UserRow } from './users.ts';

/**
 * Queries behind the in-memory user order (services/user-list-order.ts): the tenant's change
 * counter, its whole newest-first id list, and one page of users read by primary key.
 */

/** `GET /api/users`' order. `NULLS LAST` matches the `users__created_at` index exactly. */
export const newestFirst = [sql`${usersSearch.createdAt} desc nulls last`, asc(usersSearch.id)];

const versionOf = (tenantId: string) =>
  sql`coalesce((select ${userListVersions.version} from ${userListVersions} where ${userListVersions.tenantId} = ${tenantId}), 0)`;

/** The tenant's user-list version: 0 until its first user is added or deleted. */
export const readUserListVersion = async (tx: Queryable, tenantId: string): Promise<number> => {
  const result = (await tx.execute(
    sql`select ${versionOf(tenantId)}::text as version`,
  )) as unknown as { rows: { version: string }[] };
  return Number(result.rows[0]?.version ?? 0);
};

/** The tenant's user ids, newest first, at most `limit` (an index-only scan of `users__created_at`). */
export const listUserIdsNewestFirst = async (tx: Queryable, tenantId: string, limit: number) => {
  // Plain rows, not the query builder's mapping: this reads every id of the tenant.
  const result = (await tx.execute(
    sql`select ${usersSearch.id} from ${usersSearch} where ${usersSearch.tenantId} = ${tenantId} order by ${sql.join(newestFirst, sql`, `)} limit ${limit}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map(({ id }) => id);
};

// Column name in the database → property of `UserRow`, with the column's own value mapping.
const userColumns = Object.entries(getTableColumns(users)).map(([property, column]) => ({
  property,
  name: column.name,
  fromDriver: (value: unknown) => (value === null ? null : column.mapFromDriverValue(value)),
}));

const toUserRow = (raw: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  for (const { property, name, fromDriver } of userColumns) row[property] = fromDriver(raw[name]);
  return row as UserRow;
};

/**
 * The users with these ids, in any order, with the tenant's user-list version read by the same
 * statement, so rows and version come from one snapshot in one round trip. Plain SQL and a
 * precomputed row mapping: this runs on every page of the user list.
 */
export const findUsersByIdsWithVersion = async (
  tx: Queryable,
  tenantId: string,
  ids: string[],
): Promise<{ rows: UserRow[]; version: number | undefined }> => {
  const result = (await tx.execute(
    sql`select ${users}.*, ${versionOf(tenantId)}::text as "list_version" from ${users}
        where ${users.tenantId} = ${tenantId} and ${users.id} = any(${sql.param(ids)}::varchar[])`,
  )) as unknown as { rows: (Record<string, unknown> & { list_version: string })[] };
  const [first] = result.rows;
  return {
    rows: result.rows.map(toUserRow),
    version: first ? Number(first.list_version) : undefined,
  };
};
