import { accountCenterGuard, accountCenterPatchGuard } from '@gatehouse/schemas/api/account-center';
import type { ManagementArea } from '../../http/route-area.ts';
import { patchAccountCenter, readAccountCenter } from '../../services/account-center.ts';

const tags = ['Account center'];

/** `GET/PATCH /api/account-center`: whether the Account API is on and what each field allows. */
export const registerAccountCenterRoutes: ManagementArea = (routes) => {
  routes.get(
    '/account-center',
    { response: accountCenterGuard, status: 200, tags, summary: 'Get the account center settings' },
    async (ctx, { tenant }) => {
      ctx.body = await tenant.statement((tx) => readAccountCenter(tx));
    },
  );

  routes.patch(
    '/account-center',
    {
      body: accountCenterPatchGuard,
      response: accountCenterGuard,
      status: 200,
      tags,
      summary: 'Update the account center settings (`fields` replaces the field map)',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = await tenant.transaction((tx) => patchAccountCenter(tx, body));
    },
  );
};
