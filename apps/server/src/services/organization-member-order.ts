import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findMembersByIdsWithVersion,
  listMemberIdsNewestFirst,
  type MemberWithRoles,
  readMemberVersion,
} from '../queries/organization-member-order.ts';
import { createHeldIdOrders, type HeldOrderSource, type Page } from './held-id-orders.ts';

const sourceOf = (organizationId: string): HeldOrderSource<MemberWithRoles> => ({
  readVersion: (tx) => readMemberVersion(tx, organizationId),
  listIds: (tx, limit) => listMemberIdsNewestFirst(tx, organizationId, limit),
  rowsWithVersion: (tx, ids) => findMembersByIdsWithVersion(tx, organizationId, ids),
});

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
 * with more than `maxIds` members. Orders are keyed by tenant and organization
 * (`held-id-orders.ts` holds them).
 */
export const createOrganizationMemberOrder = ({ maxIds }: { maxIds?: number } = {}) => {
  const held = createHeldIdOrders<MemberWithRoles>({ maxIds, idOf: (row) => row.user.id });
  const keyOf = (tx: TenantTx, organizationId: string) => `${tx.tenantId}\u0000${organizationId}`;

  /**
   * The page from the order already held, in one statement (so it can run as
   * `tenant.statement`). `undefined` means "call `readRebuiltPage`": no order, a stale one, or an
   * empty slice (which alone cannot tell that the organization still exists).
   */
  const readKnownPage = (tx: TenantTx, organizationId: string, page: Page) => {
    const known = held.use(keyOf(tx, organizationId));
    if (!known || known.ids.slice(page.offset, page.offset + 1).length === 0) {
      return Promise.resolve(undefined);
    }
    return held.pageOf(tx, sourceOf(organizationId), page, known);
  };

  /**
   * The page after `readKnownPage` gave none, for an organization the caller has found to exist
   * in this transaction: from the held order if still current, else from a rebuild (shared by
   * concurrent requests).
   */
  const readRebuiltPage = async (tx: TenantTx, organizationId: string, page: Page) => {
    const key = keyOf(tx, organizationId);
    const source = sourceOf(organizationId);
    return (
      (await held.pageOf(tx, source, page, held.peek(key))) ??
      held.rebuiltPage(tx, key, source, page)
    );
  };

  return {
    readKnownPage,
    readRebuiltPage,
    /** Ids held across all organizations (for tests and diagnostics). */
    heldIds: held.heldIds,
  };
};

export type OrganizationMemberOrder = ReturnType<typeof createOrganizationMemberOrder>;
