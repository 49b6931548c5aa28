import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { withTenantStatement } from '../db/tenant-scope.ts';
import { onCacheChange } from '../services/cache-change.ts';

export type UserStatus = 'active' | 'suspended' | 'missing';

/** Users confirmed active stay trusted at most this long without a change to them. */
const trustMs = 60_000;
const maxUsersPerTenant = 10_000;

/**
 * Whether the user behind a user access token may still call our own APIs (management, Me): a
 * JWT stays valid until it expires, but a user suspended or deleted since it was issued is
 * refused on the next request. Active users are remembered per issuing tenant until a `user`
 * change names them (every management write under `/api/users/:userId`, a suspension included,
 * publishes one on every node; a whole-`tenant` change drops them all) or for a minute, whichever
 * comes first; suspended and missing users are read again each time.
 */
export const createUserStatusCache = (app: Pick<AppContext, 'bus' | 'database'>) => {
  const active = new Map<string, Map<string, number>>();
  // Bumped by every drop: a read that was under way meanwhile may have seen the old row, so it
  // answers its own request but is not remembered.
  let drops = 0;
  onCacheChange(app.bus, ({ tenantId, kind, id }) => {
    if (kind === 'user' || kind === 'tenant') drops += 1;
    if (kind === 'user' && id !== undefined) active.get(tenantId)?.delete(id);
    else if (kind === 'user' || kind === 'tenant') active.delete(tenantId);
  });

  const read = async (tenantId: string, userId: string): Promise<UserStatus> => {
    const [row] = await withTenantStatement(app.database.db, tenantId, (tx) =>
      tx
        .select({ isSuspended: users.isSuspended })
        .from(users)
        .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, userId))),
    );
    return !row ? 'missing' : row.isSuspended ? 'suspended' : 'active';
  };

  return {
    statusOf: async (tenantId: string, userId: string): Promise<UserStatus> => {
      const checkedAt = active.get(tenantId)?.get(userId);
      if (checkedAt !== undefined && Date.now() - checkedAt < trustMs) return 'active';
      const dropsBefore = drops;
      const status = await read(tenantId, userId);
      let known = active.get(tenantId);
      if (status !== 'active' || drops !== dropsBefore) {
        known?.delete(userId);
        return status;
      }
      if (!known) {
        known = new Map();
        active.set(tenantId, known);
      }
      // Oldest first: drop one when full.
      if (known.size >= maxUsersPerTenant) known.delete(known.keys().next().value!);
      known.delete(userId);
      known.set(userId, Date.now());
      return status;
    },
  };
};

export type UserStatusCache = ReturnType<typeof createUserStatusCache>;
