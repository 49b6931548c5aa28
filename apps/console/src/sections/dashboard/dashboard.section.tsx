import { defineSection } from '../../app/sections.ts';
import { ChartIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'dashboard',
  path: 'dashboard',
  icon: ChartIcon,
  routes: [
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
    },
  ],
});
