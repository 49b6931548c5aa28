import { defineSection } from '../../app/sections.ts';
import { ShieldIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'roles',
  path: 'roles',
  icon: ShieldIcon,
  routes: [
    {
      path: 'roles',
      lazy: async () => ({ Component: (await import('./roles-list-page.tsx')).RolesListPage }),
      children: [
        {
          path: 'create',
          lazy: async () => ({
            Component: (await import('./create-role-modal.tsx')).CreateRoleModal,
          }),
        },
      ],
    },
    {
      path: 'roles/:id/*',
      lazy: async () => ({
        Component: (await import('./role-detail-page.tsx')).RoleDetailPage,
      }),
    },
  ],
});
