import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { dashboardKeys } from '../../api/keys.ts';

export type TotalUsers = { totalUserCount: number };
export type CountWithDelta = { count: number; delta: number };
export type NewUsers = { today: CountWithDelta; last7Days: CountWithDelta };

export const useTotalUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: dashboardKeys.totalUsers(),
    queryFn: ({ signal }) => management.get<TotalUsers>('/dashboard/users/total', { signal }),
  });
};

export const useNewUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: dashboardKeys.newUsers(),
    queryFn: ({ signal }) => management.get<NewUsers>('/dashboard/users/new', { signal }),
  });
};

export type ActiveUsers = {
  dauCurve: { date: string; count: number }[];
  dau: CountWithDelta;
  wau: CountWithDelta;
  mau: CountWithDelta;
};

export const useActiveUsers = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: [...dashboardKeys.all, 'users', 'active'],
    queryFn: ({ signal }) => management.get<ActiveUsers>('/dashboard/users/active', { signal }),
  });
};
