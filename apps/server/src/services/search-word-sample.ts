import { randomInt } from 'node:crypto';
import type { TenantTransactions } from '../db/tenant-scope.ts';
import { readUsersSearchSample } from '../queries/users-search-sample.ts';

/**
 * Per node, per tenant, a small sample of users' searchable text (lower case), for telling a
 * word most users share from a rare one when a search has several (search-driver-word.ts). It
 * only steers which index entries a search reads, never what it finds, so a sample minutes old,
 * or none at all, is harmless: it is kept a few minutes, for a bounded number of tenants.
 */
export type SearchWordSample = {
  read: (tenant: TenantTransactions, tenantId: string) => Promise<readonly string[]>;
};

const idAlphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

export const createSearchWordSample = ({
  size = 500,
  maxAgeMs = 5 * 60_000,
  maxTenants = 64,
  now = Date.now,
}: {
  size?: number;
  maxAgeMs?: number;
  maxTenants?: number;
  now?: () => number;
} = {}) => {
  const samples = new Map<string, { readAt: number; texts: Promise<readonly string[]> }>();

  const randomId = () =>
    Array.from({ length: 2 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('');

  /** A failed read steers this one search by word length alone and is not kept. */
  const load = (tenant: TenantTransactions, tenantId: string) => {
    const texts: Promise<readonly string[]> = tenant
      .statement((tx) => readUsersSearchSample(tx, randomId(), size))
      .catch(() => {
        if (samples.get(tenantId)?.texts === texts) samples.delete(tenantId);
        return [];
      });
    return texts;
  };

  const read: SearchWordSample['read'] = (tenant, tenantId) => {
    const kept = samples.get(tenantId);
    if (kept && now() - kept.readAt < maxAgeMs) return kept.texts;
    samples.delete(tenantId);
    // Oldest first in insertion order: drop the least recently loaded tenant beyond the bound.
    if (samples.size >= maxTenants) {
      const [oldest] = samples.keys();
      if (oldest !== undefined) samples.delete(oldest);
    }
    const texts = load(tenant, tenantId);
    samples.set(tenantId, { readAt: now(), texts });
    return texts;
  };

  return { read } satisfies SearchWordSample;
};
