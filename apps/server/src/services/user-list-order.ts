import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findUsersByIdsWithVersion,
  listUserIdsNewestFirst,
  readUserListVersion,
} from '../queries/user-list-order.ts';
import type { UserRow } from '../queries/users.ts';

type Order = { version: number; ids: string[] };
type Page = { offset: number; limit: number };
type PageResult = { rows: UserRow[]; total: number };

/** About 40 bytes per id: one million ids hold some 40 MB, across all tenants together. */
const defaultMaxIds = 1_000_000;

/** Rows of `ids`, in that order (the database returns them in any). */
const inOrder = (rows: UserRow[], ids: string[]) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
 * queries the database directly.
 */
export const createUserListOrder = ({ maxIds = defaultMaxIds }: { maxIds?: number } = {}) => {
  // Map order is recency: the first entry is the least recently used tenant.
  const orders = new Map<string, Order>();
  // One rebuild per tenant at a time; requests arriving meanwhile wait for it.
  const building = new Map<string, Promise<Order | undefined>>();
  // Tenants too large to hold, with the version at which that was seen.
  const oversized = new Map<string, number>();
  let heldIds = 0;

  const forget = (tenantId: string) => {
    const order = orders.get(tenantId);
    if (!order) return;
    heldIds -= order.ids.length;
    orders.delete(tenantId);
  };

  const remember = (tenantId: string, order: Order) => {
    forget(tenantId);
    for (const [oldest] of orders) {
      if (heldIds + order.ids.length <= maxIds) break;
      forget(oldest);
    }
    orders.set(tenantId, order);
    heldIds += order.ids.length;
  };

  /** The page from `order` if it is still current, else `undefined`. */
  const pageOf = async (
    tx: TenantTx,
    page: Page,
    order: Order | undefined,
  ): Promise<PageResult | undefined> => {
    if (!order) return undefined;
    const ids = order.ids.slice(page.offset, page.offset + page.limit);
    const { rows, version } =
      ids.length > 0
        ? await findUsersByIdsWithVersion(tx, ids)
        : { rows: [], version: await readUserListVersion(tx) };
    return version === order.version
      ? { rows: inOrder(rows, ids), total: order.ids.length }
      : undefined;
  };

  /** Reads the tenant's order afresh; `undefined` when the tenant is too large to hold. */
  const rebuild = async (tx: TenantTx): Promise<Order | undefined> => {
    const { tenantId } = tx;
    // Version first: ids read after it are at least as new, so a change between the two
    // statements costs one more rebuild later, never a stale page.
    const version = await readUserListVersion(tx);
    if (oversized.get(tenantId) === version) return undefined;
    // One id more than the cap is enough to know the tenant does not fit.
    const ids = await listUserIdsNewestFirst(tx, maxIds + 1);
    if (ids.length > maxIds) {
      oversized.set(tenantId, version);
      forget(tenantId);
      return undefined;
    }
    oversized.delete(tenantId);
    const order = { version, ids };
    remember(tenantId, order);
    return order;
  };

  /**
   * The page from the order already held, if it is still current: at most one statement, so it
   * can run as a one-statement transaction (`tenant.statement`). `undefined` means "call
   * `readRebuiltPage`".
   */
  const readKnownPage = (tx: TenantTx, page: Page) => {
    const { tenantId } = tx;
    const known = orders.get(tenantId);
    if (known) {
      // Mark as recently used.
      orders.delete(tenantId);
      orders.set(tenantId, known);
    }
    return pageOf(tx, page, known);
  };

  /** The page after the order was found missing or stale: from a rebuild, shared if one runs. */
  const readRebuiltPage = async (tx: TenantTx, page: Page): Promise<PageResult | undefined> => {
    const { tenantId } = tx;
    const inFlight = building.get(tenantId);
    if (inFlight) {
      const shared = await pageOf(tx, page, await inFlight.catch(() => undefined));
      if (shared) return shared;
    }
    const build = rebuild(tx);
    building.set(tenantId, build);
    try {
      return await pageOf(tx, page, await build);
    } finally {
      if (building.get(tenantId) === build) building.delete(tenantId);
    }
  };

  /** Both in one transaction. */
  const readPage = async (tx: TenantTx, page: Page) =>
    (await readKnownPage(tx, page)) ?? readRebuiltPage(tx, page);

  return {
    readKnownPage,
    readRebuiltPage,
    readPage,
    /** Ids held across all tenants (for tests and diagnostics). */
    heldIds: () => heldIds,
  };
};

export type UserListOrder = ReturnType<typeof createUserListOrder>;
