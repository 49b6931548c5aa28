import type { AppContext } from '../context.ts';
import { withTenantStatement } from '../db/tenant-scope.ts';
import { findApplicationApiAccess } from '../queries/application-api-access.ts';
import { onCacheChange } from '../services/cache-change.ts';

/** `missing`: the application was deleted; `revoked`: its roles no longer grant the scope. */
export type AppStatus = 'granted' | 'missing' | 'revoked';

/** Grants confirmed stay trusted at most this long without a change (the last resort, decision 003). */
const trustMs = 60_000;
const maxGrantsPerTenant = 10_000;

/**
 * Whether the application behind a client-credentials token may still use it: a JWT stays valid
 * until it expires, but an application deleted since, or whose roles no longer grant the scope
 * the API requires, is refused on the next request (as user-status-cache.ts does for users).
 *
 * Confirmed grants are remembered per issuing tenant until a change that can revoke them: a
 * `client` change naming the application (deleted, its roles replaced) or every client, any
 * `role` change (a role's scopes or members), any `resource` change (a scope deleted), a
 * whole-`tenant` change; or for a minute, whichever comes first. Refusals are read again each
 * time.
 */
export const createAppStatusCache = (app: Pick<AppContext, 'bus' | 'database'>) => {
  const granted = new Map<string, Map<string, number>>();
  // Bumped by every drop: a read that was under way meanwhile may have seen the old grant, so it
  // answers its own request but is not remembered.
  let drops = 0;
  const keyOf = (applicationId: string, audience: string, scope: string) =>
    `${applicationId} ${audience} ${scope}`;

  onCacheChange(app.bus, ({ tenantId, kind, id }) => {
    if (!['client', 'role', 'resource', 'tenant'].includes(kind)) return;
    drops += 1;
    if (kind === 'client' && id !== undefined) {
      const prefix = `${id} `;
      const known = granted.get(tenantId);
      for (const key of known?.keys() ?? []) if (key.startsWith(prefix)) known?.delete(key);
    } else granted.delete(tenantId);
  });

  const read = async (
    tenantId: string,
    applicationId: string,
    audience: string,
    scope: string,
  ): Promise<AppStatus> => {
    const access = await withTenantStatement(app.database.db, tenantId, (tx) =>
      findApplicationApiAccess(tx, applicationId, audience, scope),
    );
    return !access.exists ? 'missing' : access.granted ? 'granted' : 'revoked';
  };

  return {
    /** Whether `applicationId` of `tenantId` still holds `scope` of the API `audience`. */
    statusOf: async (
      tenantId: string,
      applicationId: string,
      audience: string,
      scope: string,
    ): Promise<AppStatus> => {
      const key = keyOf(applicationId, audience, scope);
      const checkedAt = granted.get(tenantId)?.get(key);
      if (checkedAt !== undefined && Date.now() - checkedAt < trustMs) return 'granted';
      const dropsBefore = drops;
      const status = await read(tenantId, applicationId, audience, scope);
      let known = granted.get(tenantId);
      if (status !== 'granted' || drops !== dropsBefore) {
        known?.delete(key);
        return status;
      }
      if (!known) {
        known = new Map();
        granted.set(tenantId, known);
      }
      // Oldest first: drop one when full.
      if (known.size >= maxGrantsPerTenant) known.delete(known.keys().next().value!);
      known.delete(key);
      known.set(key, Date.now());
      return status;
    },
  };
};

export type AppStatusCache = ReturnType<typeof createAppStatusCache>;
