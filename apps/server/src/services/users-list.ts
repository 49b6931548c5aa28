import type { Database } from '../db/client.ts';
import { withTenant, withTenantStatement } from '../db/tenant-scope.ts';
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
export const createUsersList = (
  database: Database,
  order: UserListOrder = createUserListOrder(),
) => {
  const listUsers = async (
    tenantId: string,
    filter: UserFilter,
    page: Page,
  ): Promise<{ rows: UserRow[]; total: number }> => {
    if (isUnfiltered(filter)) {
      const fromOrder =
        (await withTenantStatement(database, tenantId, (tx) =>
          order.readKnownPage(tx, tenantId, page),
        )) ??
        (await withTenant(database, tenantId, (tx) => order.readRebuiltPage(tx, tenantId, page)));
      if (fromOrder) return fromOrder;
    }
    const found = await withTenantStatement(database, tenantId, (tx) =>
      findUsersPage(tx, tenantId, filter, page),
    );
    const total =
      found.total ??
      (await withTenantStatement(database, tenantId, (tx) =>
        countUsersMatching(tx, tenantId, filter),
      ));
    return { rows: found.rows, total };
  };
  return { listUsers };
};
