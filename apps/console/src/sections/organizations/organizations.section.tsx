import { defineSection } from '../../app/sections.ts';
import { OrganizationsIcon } from './organizations-icon.tsx';

export const section = defineSection({
  key: 'organizations',
  path: 'organizations',
  icon: OrganizationsIcon,
  routes: [
    {
      path: 'organizations',
      lazy: async () => ({
        Component: (await import('./organizations-list-page.tsx')).OrganizationsListPage,
      }),
      children: [
        {
          path: 'create',
          lazy: async () => ({
            Component: (await import('./create-organization-modal.tsx')).CreateOrganizationModal,
          }),
        },
      ],
    },
    {
      path: 'organizations/:id/*',
      lazy: async () => ({
        Component: (await import('./organization-detail-page.tsx')).OrganizationDetailPage,
      }),
    },
  ],
});
