import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findMembersByIdsWithVersion,
  listMemberIdsNewestFirst,
  type MemberWithRoles,
  readMemberVersion,
} from '../queries/organization-member-order.ts';

type Order = { version: number; ids: string[] };
type Page = { offset: number; limit: number };
type PageResult = { rows: MemberWithRoles[]; total: number };

/** About 40 bytes per id: one million ids hold some 40 MB, across all organizations together. */
const defaultMaxIds = 1_000_000;

const inOrder = (rows: MemberWithRoles[], ids: string[]) => {
  const byId = new Map(rows.map((row) => [row.user.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * The unfiltered member list of an organization (`GET /organizations/{id}/users`), newest user
 * first, served from the organization's member ids held in memory: the user list's design
 * (decision 005) applied to memberships. A page is a slice plus one primary-key read of its 20
 * users with their roles; `Total-Number` is the array's length, exact without counting 100,000
 * memberships, and a deep page costs what the first does.
 *
 * The order is trusted while the organization's `organization_member_versions` counter (bumped by
 * triggers on every membership insert and delete, including cascades from deleted users or the
 * deleted organization; migration 0019) equals the one it was built at. The page read returns the
 * counter in the same statement, so a change made on any node, by any route, is seen at once.
 * Counters only grow (their rows are never deleted), so an order whose counter still matches
 * belongs to an organization that still exists.
 *
 * Readers answer `undefined` where the caller must ask the database directly: an organization
 * with more than `maxIds` members.
 */
export const createOrganizationMemberOrder = ({
  maxIds = defaultMaxIds,
}: {
  maxIds?: number;
} = {}) => {
  // Keyed by tenant and organization; Map order is recency (first = least recently used).
  const orders = new Map<string, Order>();
  const building = new Map<string, Promise<Order | undefined>>();
  const oversized = new Map<string, number>();
  let heldIds = 0;
  const keyOf = (tx: TenantTx, organizationId: string) => `${tx.tenantId}\u0000${organizationId}`;

  const forget = (key: string) => {
    const order = orders.get(key);
    if (!order) return;
    heldIds -= order.ids.length;
    orders.delete(key);
  };

  const remember = (key: string, order: Order) => {
    forget(key);
    for (const [oldest] of orders) {
      if (heldIds + order.ids.length <= maxIds) break;
      forget(oldest);
    }
    orders.set(key, order);
    heldIds += order.ids.length;
  };

  /** The page from `order` if the counter read with its rows still matches, else `undefined`. */
  const pageOf = async (
    tx: TenantTx,
    organizationId: string,
    page: Page,
    order: Order | undefined,
  ): Promise<PageResult | undefined> => {
    if (!order) return undefined;
    const ids = order.ids.slice(page.offset, page.offset + page.limit);
    const { rows, version } =
      ids.length > 0
        ? await findMembersByIdsWithVersion(tx, organizationId, ids)
        : { rows: [], version: await readMemberVersion(tx, organizationId) };
    return version === order.version
      ? { rows: inOrder(rows, ids), total: order.ids.length }
      : undefined;
  };

  const rebuild = async (tx: TenantTx, organizationId: string): Promise<Order | undefined> => {
    const key = keyOf(tx, organizationId);
    // Counter first: ids read after it are at least as new, so a change between the two
    // statements costs one more rebuild later, never a stale page.
    const version = await readMemberVersion(tx, organizationId);
    if (oversized.get(key) === version) return undefined;
    const ids = await listMemberIdsNewestFirst(tx, organizationId, maxIds + 1);
    if (ids.length > maxIds) {
      oversized.set(key, version);
      forget(key);
      return undefined;
    }
    oversized.delete(key);
    const order = { version, ids };
    remember(key, order);
    return order;
  };

  /**
   * The page from the order already held, in one statement (so it can run as
   * `tenant.statement`). `undefined` means "call `readRebuiltPage`": no order, a stale one, or an
   * empty slice (which alone cannot tell that the organization still exists).
   */
  const readKnownPage = (tx: TenantTx, organizationId: string, page: Page) => {
    const key = keyOf(tx, organizationId);
    const known = orders.get(key);
    if (!known) return Promise.resolve(undefined);
    orders.delete(key);
    orders.set(key, known);
    if (known.ids.slice(page.offset, page.offset + 1).length === 0) {
      return Promise.resolve(undefined);
    }
    return pageOf(tx, organizationId, page, known);
  };

  /**
   * The page after `readKnownPage` gave none, for an organization the caller has found to exist
   * in this transaction: from the held order if still current, else from a rebuild (shared by
   * concurrent requests).
   */
  const readRebuiltPage = async (
    tx: TenantTx,
    organizationId: string,
    page: Page,
  ): Promise<PageResult | undefined> => {
    const key = keyOf(tx, organizationId);
    const known = await pageOf(tx, organizationId, page, orders.get(key));
    if (known) return known;
    const inFlight = building.get(key);
    if (inFlight) {
      const shared = await pageOf(tx, organizationId, page, await inFlight.catch(() => undefined));
      if (shared) return shared;
    }
    const build = rebuild(tx, organizationId);
    building.set(key, build);
    try {
      return await pageOf(tx, organizationId, page, await build);
    } finally {
      if (building.get(key) === build) building.delete(key);
    }
  };

  return {
    readKnownPage,
    readRebuiltPage,
    /** Ids held across all organizations (for tests and diagnostics). */
    heldIds: () => heldIds,
  };
};

export type OrganizationMemberOrder = ReturnType<typeof createOrganizationMemberOrder>;
