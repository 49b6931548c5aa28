import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { configs } from '../db/schema/index.ts';

/** The values of several `configs` keys of a tenant, by key (missing keys are absent). */
export const findConfigValues = async (tx: Queryable, tenantId: string, keys: string[]) => {
  const rows = await tx
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(and(eq(configs.tenantId, tenantId), inArray(configs.key, keys)));
  return new Map(rows.map(({ key, value }) => [key, value as unknown]));
};
