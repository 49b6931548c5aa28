import type { Log, LogPayload } from '@gatehouse/schemas/entities/log';
import type { logs } from '../db/schema/index.ts';

type LogRow = typeof logs.$inferSelect;

/** The one row → wire mapper of audit logs (contract Shapes: Log): epoch-ms timestamp. */
export const toLogResponse = (row: LogRow): Log => ({
  tenantId: row.tenantId,
  id: row.id,
  key: row.key,
  // Every writer stores a `LogPayload`; the response guard checks it on the way out.
  payload: row.payload as LogPayload,
  createdAt: row.createdAt.getTime(),
});
