import { logGuard } from '@gatehouse/schemas/entities/log';
import { z } from 'zod';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { countLogs, findLogById, findLogs } from '../../queries/logs.ts';
import { toLogResponse } from '../../responses/log-responses.ts';

/** Above this many matches the total is capped when the caller sends `enableCap`. */
const countCap = 10_000;

// At most 8.64e15 ms is a valid JavaScript date; longer digit strings are refused, not a 500.
const epochMs = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform((value) => new Date(Number(value)))
  .refine((date) => !Number.isNaN(date.getTime()), 'not a valid time')
  .optional();

const logsQuery = z.object({
  userId: z.string().optional(),
  applicationId: z.string().optional(),
  logKey: z.string().optional(),
  enableCap: z.string().optional(),
  start_time: epochMs,
  end_time: epochMs,
});

export const registerLogsRoutes: ManagementArea = (routes) => {
  routes.get(
    '/logs',
    {
      query: logsQuery,
      page: 'required',
      response: z.array(logGuard),
      status: 200,
      tags: ['Audit logs'],
      summary: 'List audit logs, newest first',
    },
    async (ctx, { query, page, tenant }) => {
      if (query.start_time && query.end_time && query.start_time >= query.end_time) {
        throw new ApiError('log.invalid_time_window', { status: 400 });
      }
      const filter = {
        userId: query.userId,
        applicationId: query.applicationId,
        logKey: query.logKey,
        startTime: query.start_time,
        endTime: query.end_time,
      };
      const isCapped = query.enableCap === 'true';
      const { rows, total } = await tenant.transaction(async (tx) => ({
        rows: (await findLogs(tx, filter, page)).map(toLogResponse),
        total: await countLogs(tx, filter, isCapped ? countCap : undefined),
      }));
      if (isCapped && total >= countCap) ctx.set('Total-Number-Is-Capped', 'true');
      return { rows, total };
    },
  );

  routes.get(
    '/logs/:id',
    {
      // Any non-empty id: an unknown one is a 404, as Logto.
      params: z.object({ id: z.string().min(1) }),
      response: logGuard,
      status: [200, 404],
      tags: ['Audit logs'],
      summary: 'Get one audit log',
    },
    async (ctx, { params, tenant }) => {
      const row = await tenant.transaction((tx) => findLogById(tx, params.id));
      assertFound(row, 'log', params.id);
      ctx.body = toLogResponse(row);
    },
  );
};
