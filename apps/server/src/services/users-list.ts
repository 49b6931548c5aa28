import type { TenantTransactions } from '../db/tenant-scope.ts';
import type { UserRow } from '../queries/users.ts';
import { countUsersMatching, findUsersPage, type UserFilter } from '../queries/users-page.ts';
import { createUserListOrder, type UserListOrder } from './user-list-order.ts';

type Page = { offset: number; limit: number };

const isUnfiltered = (filter: UserFilter) =>
  !filter.search && !filter.excludeRoleId && !filter.excludeOrganizationId;

/**
 * `GET /api/users`: one page newest first and `Total-Number`. The common cases are one
 * one-statement transaction each (one write and one round trip on PostgreSQL): an unfiltered page
 * from the held id order, a filtered page with its count. Rebuilding the order, and counting for
 * a page past the end, take one more.
 */
export const createUsersList = (order: UserListOrder = createUserListOrder()) => {
  const listUsers = async (
    tenant: TenantTransactions,
    filter: UserFilter,
    page: Page,
  ): Promise<{ rows: UserRow[]; total: number }> => {
    if (isUnfiltered(filter)) {
      const fromOrder =
        (await tenant.statement((tx) => order.readKnownPage(tx, page))) ??
        (await tenant.transaction((tx) => order.readRebuiltPage(tx, page)));
      if (fromOrder) return fromOrder;
    }
    const found = await tenant.statement((tx) => findUsersPage(tx, filter, page));
    const total = found.total ?? (await tenant.statement((tx) => countUsersMatching(tx, filter)));
    return { rows: found.rows, total };
  };
  return { listUsers };
};
