import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import type { ManagementPaths } from '../../api/api-types.ts';
import type { ResponseOf } from '../../api/client.ts';
import { dashboardKeys } from '../../api/keys.ts';

type DashboardAnswer<P extends `/api/dashboard/${string}`> = ResponseOf<ManagementPaths, P, 'get'>;

export type NewUsers = DashboardAnswer<'/api/dashboard/users/new'>;
export type CountWithDelta = NewUsers['today'];
export type ActiveUsers = DashboardAnswer<'/api/dashboard/users/active'>;

export const useTotalUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: dashboardKeys.totalUsers(),
    queryFn: ({ signal }) => management.get('/api/dashboard/users/total', { signal }),
  });
};

export const useNewUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: dashboardKeys.newUsers(),
    queryFn: ({ signal }) => management.get('/api/dashboard/users/new', { signal }),
  });
};

export const useActiveUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: [...dashboardKeys.all, 'users', 'active'],
    queryFn: ({ signal }) => management.get('/api/dashboard/users/active', { signal }),
  });
};
