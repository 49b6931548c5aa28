import { logGuard } from '@gatehouse/schemas/entities/log';
import { z } from 'zod';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { pageQueryShape, readPage, setPageHeaders } from '../../http/pagination.ts';
import { countLogs, findLogById, findLogs } from '../../queries/logs.ts';
import type { ManagementArea } from '../../routers/management.router.ts';

/** Above this many matches the total is capped when the caller sends `enableCap`. */
const countCap = 10_000;

const epochMs = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => new Date(Number(value)))
  .optional();

const logsQuery = z.object({
  ...pageQueryShape,
  userId: z.string().optional(),
  applicationId: z.string().optional(),
  logKey: z.string().optional(),
  enableCap: z.string().optional(),
  start_time: epochMs,
  end_time: epochMs,
});

const toLog = (row: {
  tenantId: string;
  id: string;
  key: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}) => ({
  tenantId: row.tenantId,
  id: row.id,
  key: row.key,
  payload: row.payload,
  createdAt: row.createdAt.getTime(),
});

export const registerLogsRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/logs',
    {
      query: logsQuery,
      response: z.array(logGuard),
      status: 200,
      tags: ['Audit logs'],
      summary: 'List audit logs, newest first',
    },
    async (ctx, { query }) => {
      if (query.start_time && query.end_time && query.start_time >= query.end_time) {
        throw new ApiError('log.invalid_time_window', { status: 400 });
      }
      const tenantId: string = ctx.state.tenant.id;
      const page = readPage(ctx);
      const filter = {
        userId: query.userId,
        applicationId: query.applicationId,
        logKey: query.logKey,
        startTime: query.start_time,
        endTime: query.end_time,
      };
      const isCapped = query.enableCap === 'true';
      const [rows, total] = await withTenant(app.database.db, tenantId, async (tx) => [
        await findLogs(tx, tenantId, filter, page),
        await countLogs(tx, tenantId, filter, isCapped ? countCap : undefined),
      ]);
      setPageHeaders(ctx, page, total);
      if (isCapped && total >= countCap) ctx.set('Total-Number-Is-Capped', 'true');
      ctx.body = rows.map(toLog);
    },
  );

  routes.get(
    '/logs/:id',
    {
      params: z.object({ id: z.string().min(1).max(21) }),
      response: logGuard,
      status: [200, 404],
      tags: ['Audit logs'],
      summary: 'Get one audit log',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(app.database.db, tenantId, (tx) =>
        findLogById(tx, tenantId, params.id),
      );
      assertFound(row, 'log', params.id);
      ctx.body = toLog(row);
    },
  );
};
