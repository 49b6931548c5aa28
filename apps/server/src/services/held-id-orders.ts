import type { TenantTx } from '../db/tenant-scope.ts';

/** The ids of one list in display order, as of the database counter `version`. */
export type HeldOrder = { version: number; ids: string[] };
export type Page = { offset: number; limit: number };
export type PageResult<Row> = { rows: Row[]; total: number };

/**
 * Where one list's order and rows come from. The rows' read must return the list's counter in
 * the same statement, so that a page is only served from an order that is still current.
 */
export type HeldOrderSource<Row> = {
  readVersion: (tx: TenantTx) => Promise<number>;
  /** Ids in display order, at most `limit` of them. */
  listIds: (tx: TenantTx, limit: number) => Promise<string[]>;
  /** `version` is `undefined` where the statement found no counter: never a current order. */
  rowsWithVersion: (
    tx: TenantTx,
    ids: string[],
  ) => Promise<{ rows: Row[]; version: number | undefined }>;
};

/** About 40 bytes per id: one million ids hold some 40 MB per store, across all its keys. */
const defaultMaxIds = 1_000_000;

/**
 * The machinery shared by the lists paged from id orders held in memory (decisions 005 and 021):
 * orders per key, least recently used dropped first once more than `maxIds` ids are held, one
 * rebuild per key at a time (concurrent requests share it), and lists too large to hold remembered
 * with the version at which that was seen so that they are not read again until they change.
 * What a key is, and when a held order may be tried, is up to the callers.
 */
export const createHeldIdOrders = <Row>({
  maxIds = defaultMaxIds,
  idOf,
}: {
  maxIds?: number;
  idOf: (row: Row) => string;
}) => {
  // Map order is recency: the first entry is the least recently used key.
  const orders = new Map<string, HeldOrder>();
  // One rebuild per key at a time; requests arriving meanwhile wait for it.
  const building = new Map<string, Promise<HeldOrder | undefined>>();
  // Keys too large to hold, with the version at which that was seen.
  const oversized = new Map<string, number>();
  let heldIds = 0;

  const forget = (key: string) => {
    const order = orders.get(key);
    if (!order) return;
    heldIds -= order.ids.length;
    orders.delete(key);
  };

  const remember = (key: string, order: HeldOrder) => {
    forget(key);
    for (const [oldest] of orders) {
      if (heldIds + order.ids.length <= maxIds) break;
      forget(oldest);
    }
    orders.set(key, order);
    heldIds += order.ids.length;
  };

  /** Rows of `ids`, in that order (the database returns them in any). */
  const inOrder = (rows: Row[], ids: string[]) => {
    const byId = new Map(rows.map((row) => [idOf(row), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  /** The page from `order` if the counter read with its rows still matches, else `undefined`. */
  const pageOf = async (
    tx: TenantTx,
    source: HeldOrderSource<Row>,
    page: Page,
    order: HeldOrder | undefined,
  ): Promise<PageResult<Row> | undefined> => {
    if (!order) return undefined;
    const ids = order.ids.slice(page.offset, page.offset + page.limit);
    const { rows, version } =
      ids.length > 0
        ? await source.rowsWithVersion(tx, ids)
        : { rows: [], version: await source.readVersion(tx) };
    return version === order.version
      ? { rows: inOrder(rows, ids), total: order.ids.length }
      : undefined;
  };

  /** Reads the order afresh; `undefined` when the list is too large to hold. */
  const rebuild = async (
    tx: TenantTx,
    key: string,
    source: HeldOrderSource<Row>,
  ): Promise<HeldOrder | undefined> => {
    // Version first: ids read after it are at least as new, so a change between the two
    // statements costs one more rebuild later, never a stale page.
    const version = await source.readVersion(tx);
    if (oversized.get(key) === version) return undefined;
    // One id more than the cap is enough to know the list does not fit.
    const ids = await source.listIds(tx, maxIds + 1);
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

  /** The page from a rebuild of the order, shared with one already running for `key`. */
  const rebuiltPage = async (
    tx: TenantTx,
    key: string,
    source: HeldOrderSource<Row>,
    page: Page,
  ): Promise<PageResult<Row> | undefined> => {
    const inFlight = building.get(key);
    if (inFlight) {
      const shared = await pageOf(tx, source, page, await inFlight.catch(() => undefined));
      if (shared) return shared;
    }
    const build = rebuild(tx, key, source);
    building.set(key, build);
    try {
      return await pageOf(tx, source, page, await build);
    } finally {
      if (building.get(key) === build) building.delete(key);
    }
  };

  return {
    /** The order held for `key`, marked as recently used. */
    use: (key: string) => {
      const known = orders.get(key);
      if (known) {
        orders.delete(key);
        orders.set(key, known);
      }
      return known;
    },
    /** The order held for `key`, leaving its recency alone. */
    peek: (key: string) => orders.get(key),
    pageOf,
    rebuiltPage,
    /** Ids held across all keys (for tests and diagnostics). */
    heldIds: () => heldIds,
  };
};
