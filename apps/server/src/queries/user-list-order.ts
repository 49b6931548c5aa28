import { asc, sql } from 'drizzle-orm';
import { prepareStatement, queryRaw } from '../db/raw-query.ts';
import { userListVersions, users, usersSearch } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { toUserRow } from './user-rows.ts';
import type { UserRow } from './users.ts';

/**
 * Queries behind the in-memory user order (services/user-list-order.ts): the tenant's change
 * counter, its whole newest-first id list, and one page of users read by primary key.
 */

/** `GET /api/users`' order. `NULLS LAST` matches the `users__created_at` index exactly. */
export const newestFirst = [sql`${usersSearch.createdAt} desc nulls last`, asc(usersSearch.id)];

const tenantParam = sql.placeholder('tenantId');
const listVersion = sql`coalesce((select ${userListVersions.version} from ${userListVersions} where ${userListVersions.tenantId} = ${tenantParam}), 0)::text`;

// Named: prepared once per connection, as their plans never depend on the values.
const readVersion = prepareStatement(sql`select ${listVersion} as "version"`, {
  name: 'gatehouse_user_list_version',
});
const readUsersByIdsWithVersion = prepareStatement(
  sql`select ${users}.*, ${listVersion} as "list_version" from ${users}
      where ${users.tenantId} = ${tenantParam} and ${users.id} = any(${sql.placeholder('ids')}::varchar[])`,
  { name: 'gatehouse_users_by_ids_with_list_version' },
);

/** The tenant's user-list version: 0 until its first user is added or deleted. */
export const readUserListVersion = async (tx: TenantTx): Promise<number> => {
  const [row] = await queryRaw<{ version: string }>(tx, readVersion, { tenantId: tx.tenantId });
  return Number(row?.version ?? 0);
};

/** The tenant's user ids, newest first, at most `limit` (an index-only scan of `users__created_at`). */
export const listUserIdsNewestFirst = async (tx: TenantTx, limit: number) => {
  // Plain rows, not the query builder's mapping: this reads every id of the tenant.
  const result = (await tx.execute(
    sql`select ${usersSearch.id} from ${usersSearch} where ${usersSearch.tenantId} = ${tx.tenantId} order by ${sql.join(newestFirst, sql`, `)} limit ${limit}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map(({ id }) => id);
};

/**
 * The users with these ids, in any order, with the tenant's user-list version read by the same
 * statement, so rows and version come from one snapshot in one round trip. A prepared statement
 * and a precomputed row mapping: this runs on every page of the user list.
 */
export const findUsersByIdsWithVersion = async (
  tx: TenantTx,
  ids: string[],
): Promise<{ rows: UserRow[]; version: number | undefined }> => {
  const rows = await queryRaw<{ list_version: string }>(tx, readUsersByIdsWithVersion, {
    tenantId: tx.tenantId,
    ids,
  });
  const [first] = rows;
  return {
    rows: rows.map(toUserRow),
    version: first ? Number(first.list_version) : undefined,
  };
};
