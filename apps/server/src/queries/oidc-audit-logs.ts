import { generateStandardId } from '@gatehouse/schemas';
import { sql } from 'drizzle-orm';
import { logs } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** One audit line as `services/audit-log.ts` writes it: `payload` repeats the key. */
export type AuditLogRow = { key: string; payload: Record<string, unknown> };

/**
 * Several audit lines of one tenant in a single statement (token endpoint batches). The rows go
 * as one JSON parameter expanded by the database: building a multi-row insert value by value
 * cost more CPU than the tokens it logs.
 */
export const insertAuditLogs = async (tx: TenantTx, rows: AuditLogRow[]) => {
  if (rows.length === 0) return;
  const records = JSON.stringify(
    rows.map(({ key, payload }) => ({
      id: generateStandardId(),
      key,
      payload: { key, ...payload },
    })),
  );
  await tx.execute(sql`
    insert into ${logs} (tenant_id, id, key, payload)
    select ${tx.tenantId}, r.id, r.key, r.payload
    from jsonb_to_recordset(${records}::jsonb) as r(id varchar, key varchar, payload jsonb)`);
};
