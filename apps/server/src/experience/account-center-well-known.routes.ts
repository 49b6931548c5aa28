import { accountCenterGuard } from '@gatehouse/schemas/api/account-center';
import type { GuardedRouter } from '../http/guard.ts';
import { readAccountCenter } from '../services/account-center.ts';

/**
 * `GET /api/.well-known/account-center` (public by design, like the sign-in experience): the
 * account center settings an account page needs before the user signs in, to know which fields
 * to show and whether they are editable. They hold nothing secret.
 */
export const registerAccountCenterWellKnownRoutes = (routes: GuardedRouter<undefined>) => {
  routes.get(
    '/.well-known/account-center',
    {
      response: accountCenterGuard,
      status: 200,
      summary: 'The public account center settings of the tenant',
      tags: ['Well-known'],
    },
    async (ctx, { tenant }) => {
      ctx.body = await tenant.statement((tx) => readAccountCenter(tx));
    },
  );
};
