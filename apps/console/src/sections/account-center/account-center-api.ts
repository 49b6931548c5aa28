import type { AccountCenter } from '@gatehouse/schemas/api/account-center';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { createResourceKeys, useResourceMutation } from '../../kit/resource-queries.ts';

export const accountCenterKeys = createResourceKeys('account-center');

export const useAccountCenter = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: accountCenterKeys.details(),
    queryFn: ({ signal }): Promise<AccountCenter> =>
      management.get('/api/account-center', { signal }),
  });
};

export type AccountCenterPatch = Pick<
  AccountCenter,
  'enabled' | 'fields' | 'webauthnRelatedOrigins'
>;

/** `PATCH /api/account-center`: `fields` replaces the stored field map whole. */
export const useUpdateAccountCenter = () =>
  useResourceMutation({
    request: (api, body: AccountCenterPatch): Promise<AccountCenter> =>
      api.patch('/api/account-center', { body }),
    invalidates: [accountCenterKeys.all],
    meta: { handlesErrors: true },
  });
