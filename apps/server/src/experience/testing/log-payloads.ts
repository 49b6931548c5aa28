import { and, eq } from 'drizzle-orm';
import { logs } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { Harness } from './experience-harness.ts';

/** The payloads of a tenant's log entries with `key`, e.g. `Interaction.SignIn.Submit`. */
export const logPayloads = (harness: Harness, key: string, tenantId = 'default') =>
  withTenant(harness.database.db, tenantId, async (tx) => {
    const entries = await tx
      .select()
      .from(logs)
      .where(and(eq(logs.tenantId, tenantId), eq(logs.key, key)));
    return entries.map(({ payload }) => payload);
  });
