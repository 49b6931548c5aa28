import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { activeUsersPerDay, countActiveUsers } from '../../queries/daily-active-users.ts';
import { countNewUsers, countUsers } from '../../queries/user-stats.ts';

const countWithDelta = z.object({ count: z.number(), delta: z.number() });
const dayMs = 86_400_000;

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

export const registerDashboardRoutes: ManagementArea = (routes) => {
  routes.get(
    '/dashboard/users/total',
    {
      response: z.object({ totalUserCount: z.number() }),
      status: 200,
      tags: ['Dashboard'],
      summary: 'Total number of users',
    },
    async (ctx, { tenant }) => {
      const total = await tenant.statement((tx) => countUsers(tx));
      ctx.body = { totalUserCount: total };
    },
  );

  routes.get(
    '/dashboard/users/new',
    {
      response: z.object({ today: countWithDelta, last7Days: countWithDelta }),
      status: 200,
      tags: ['Dashboard'],
      summary: 'New users today and in the last 7 days, with the change against the period before',
    },
    async (ctx, { tenant }) => {
      const now = Date.now();
      const between = (fromDaysAgo: number, toDaysAgo: number) => ({
        from: new Date(now - fromDaysAgo * dayMs),
        to: new Date(now - toDaysAgo * dayMs),
      });
      const [today, yesterday, week, previousWeek] = await tenant.transaction(async (tx) => [
        await countNewUsers(tx, between(1, 0)),
        await countNewUsers(tx, between(2, 1)),
        await countNewUsers(tx, between(7, 0)),
        await countNewUsers(tx, between(14, 7)),
      ]);
      ctx.body = {
        today: { count: today, delta: today - yesterday },
        last7Days: { count: week, delta: week - previousWeek },
      };
    },
  );

  routes.get(
    '/dashboard/users/active',
    {
      query: z.object({
        date: z
          .string()
          .regex(/^\d{4}(-\d{2}){2}$/)
          // 2020-13-45 matches the pattern but is no day: refuse it rather than fail on it.
          .refine((date) => isCalendarDate(date), 'not a calendar date')
          .optional(),
      }),
      response: z.object({
        dauCurve: z.array(z.object({ date: z.string(), count: z.number() })),
        dau: countWithDelta,
        wau: countWithDelta,
        mau: countWithDelta,
      }),
      status: 200,
      tags: ['Dashboard'],
      summary:
        'Daily, weekly and monthly active users up to a date (default today, UTC), with the 30-day curve',
    },
    async (ctx, { query, tenant }) => {
      const end = query.date ? new Date(`${query.date}T00:00:00Z`) : new Date();
      const day = (offset: number) =>
        new Date(end.getTime() - offset * dayMs).toISOString().slice(0, 10);
      const result = await tenant.transaction(async (tx) => {
        const window = async (length: number) => {
          const current = await countActiveUsers(tx, day(length - 1), day(0));
          const previous = await countActiveUsers(tx, day(2 * length - 1), day(length));
          return { count: current, delta: current - previous };
        };
        const perDay = new Map(
          (await activeUsersPerDay(tx, day(29), day(0))).map((row) => [row.date, row.count]),
        );
        return {
          dauCurve: Array.from({ length: 30 }, (_, index) => day(29 - index)).map((date) => ({
            date,
            count: perDay.get(date) ?? 0,
          })),
          dau: await window(1),
          wau: await window(7),
          mau: await window(30),
        };
      });
      ctx.body = result;
    },
  );
};
