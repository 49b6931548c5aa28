import { defineSection } from '../../app/sections.ts';
import { RocketIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'get_started',
  path: 'get-started',
  icon: RocketIcon,
  routes: [
    {
      path: 'get-started',
      lazy: async () => ({ Component: (await import('./get-started-page.tsx')).GetStartedPage }),
    },
  ],
});
