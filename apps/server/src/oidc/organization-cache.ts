/**
 * Short-lived answers about machine-to-machine applications in organizations (membership, role
 * scopes), so an organization token by client credentials costs about what a plain one does: the
 * plain token's role scopes are cached too (resource-servers.ts). Entries live
 * `organizationCacheTtlMs` at most and are dropped with the application's or every role's cached
 * scopes (`client` / `role` changes on the bus): an application removed from an organization, or
 * a role changed by a route that publishes no change, is refused within that time.
 */
export const organizationCacheTtlMs = 10_000;
const maxEntries = 10_000;

type Entry<T> = { at: number; value: Promise<T> };

export const createOrganizationCache = <T>(ttlMs = organizationCacheTtlMs) => {
  const entries = new Map<string, Entry<T>>();
  return {
    /** The cached answer for `key` (application id first, then `\u0000`-separated parts). */
    get: (key: string, load: () => Promise<T>): Promise<T> => {
      const cached = entries.get(key);
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const entry = { at: Date.now(), value: load() };
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.set(key, entry);
      return entry.value;
    },
    /** Drops the entries of one application, or all of them. */
    forget: (applicationId?: string) => {
      if (applicationId === undefined) return entries.clear();
      const prefix = `${applicationId}\u0000`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
};

export type OrganizationCache<T> = ReturnType<typeof createOrganizationCache<T>>;
