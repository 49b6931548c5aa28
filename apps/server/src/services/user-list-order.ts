import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findUsersByIdsWithVersion,
  listUserIdsNewestFirst,
  readUserListVersion,
} from '../queries/user-list-order.ts';
import type { UserRow } from '../queries/users.ts';
import { createHeldIdOrders, type HeldOrderSource, type Page } from './held-id-orders.ts';

const source: HeldOrderSource<UserRow> = {
  readVersion: readUserListVersion,
  listIds: listUserIdsNewestFirst,
  rowsWithVersion: findUsersByIdsWithVersion,
};

/**
 * The unfiltered `GET /api/users` page, newest first, served from each tenant's id order held in
 * memory. Deep offsets (page 5,000 of 100,000 users) would otherwise walk every skipped index
 * entry and count every row on each request; here a page is a slice of an array plus a
 * primary-key read of 20 rows, and `Total-Number` is the array's length.
 *
 * The order is trusted only while the tenant's `user_list_versions` counter (bumped by triggers on
 * every insert and delete, migration 0007) equals the one it was built at; the page read returns
 * that counter in the same statement, so a user added or deleted on any node is seen at once.
 * Updates do not matter: they never move a user (creation time is fixed) and rows are read fresh.
 *
 * The readers answer `undefined` for a tenant with more than `maxIds` users: the caller then
 * queries the database directly. Orders are keyed by tenant (`held-id-orders.ts` holds them).
 */
export const createUserListOrder = ({ maxIds }: { maxIds?: number } = {}) => {
  const held = createHeldIdOrders<UserRow>({ maxIds, idOf: (row) => row.id });

  /**
   * The page from the order already held, if it is still current: at most one statement, so it
   * can run as a one-statement transaction (`tenant.statement`). `undefined` means "call
   * `readRebuiltPage`".
   */
  const readKnownPage = (tx: TenantTx, page: Page) =>
    held.pageOf(tx, source, page, held.use(tx.tenantId));

  /** The page after the order was found missing or stale: from a rebuild, shared if one runs. */
  const readRebuiltPage = (tx: TenantTx, page: Page) =>
    held.rebuiltPage(tx, tx.tenantId, source, page);

  /** Both in one transaction. */
  const readPage = async (tx: TenantTx, page: Page) =>
    (await readKnownPage(tx, page)) ?? readRebuiltPage(tx, page);

  return {
    readKnownPage,
    readRebuiltPage,
    readPage,
    /** Ids held across all tenants (for tests and diagnostics). */
    heldIds: held.heldIds,
  };
};

export type UserListOrder = ReturnType<typeof createUserListOrder>;
