import { defineSection } from '../../app/sections.ts';
import { UserIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'users',
  path: 'users',
  icon: UserIcon,
  routes: [
    {
      path: 'users',
      lazy: async () => ({ Component: (await import('./users-list-page.tsx')).UsersListPage }),
      children: [
        {
          path: 'create',
          lazy: async () => ({
            Component: (await import('./create-user-modal.tsx')).CreateUserModal,
          }),
        },
      ],
    },
    {
      path: 'users/:userId/logs/:logId',
      lazy: async () => ({ Component: (await import('./tabs/user-log-page.tsx')).UserLogPage }),
    },
    {
      path: 'users/:id/*',
      lazy: async () => ({ Component: (await import('./user-detail-page.tsx')).UserDetailPage }),
    },
  ],
});
