import { generateStandardId } from '@gatehouse/schemas';
import { sql } from 'drizzle-orm';
import { logs } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * An audit line as the JSON record `insertAuditLogs` takes, id included; `payload` carries the
 * line's `key` (Logto's payloads repeat it), which is also the row's key. The token endpoints
 * serialise each line as it happens: a queued string is one object for the garbage collector to
 * carry until the batch is written, where the line's objects were several, copied and promoted
 * under load.
 */
export const serializeAuditLogRow = (payload: { key: string }): string =>
  JSON.stringify({ id: generateStandardId(), key: payload.key, payload });

/**
 * Several audit lines of one tenant in a single statement (token endpoint batches). The rows go
 * as one JSON parameter expanded by the database: building a multi-row insert value by value
 * cost more CPU than the tokens it logs.
 */
export const insertAuditLogs = async (tx: TenantTx, serializedRows: string[]) => {
  if (serializedRows.length === 0) return;
  const records = `[${serializedRows.join(',')}]`;
  await tx.execute(sql`
    insert into ${logs} (tenant_id, id, key, payload)
    select ${tx.tenantId}, r.id, r.key, r.payload
    from jsonb_to_recordset(${records}::jsonb) as r(id varchar, key varchar, payload jsonb)`);
};
