import { Navigate } from 'react-router';
import { defineSection } from '../../app/sections.ts';
import { TemplateIcon } from './template-icon.tsx';

export const section = defineSection({
  key: 'organization_template',
  path: 'organization-template',
  icon: TemplateIcon,
  routes: [
    {
      path: 'organization-template',
      lazy: async () => ({ Component: (await import('./template-page.tsx')).TemplatePage }),
      children: [
        { index: true, element: <Navigate replace to="organization-roles" /> },
        {
          path: 'organization-roles',
          lazy: async () => ({
            Component: (await import('./organization-roles-list.tsx')).OrganizationRolesList,
          }),
          children: [
            {
              path: 'create',
              lazy: async () => ({
                Component: (await import('./create-organization-role-modal.tsx'))
                  .CreateOrganizationRoleModal,
              }),
            },
          ],
        },
        {
          path: 'organization-permissions',
          lazy: async () => ({
            Component: (await import('./organization-permissions-list.tsx'))
              .OrganizationPermissionsList,
          }),
          children: [
            {
              path: 'create',
              lazy: async () => ({
                Component: (await import('./create-organization-permission-modal.tsx'))
                  .CreateOrganizationPermissionModal,
              }),
            },
          ],
        },
      ],
    },
    // The detail page's back link and "list" base.
    {
      path: 'organization-template/roles',
      element: <Navigate replace to="../organization-roles" relative="path" />,
    },
    {
      path: 'organization-template/roles/:id/*',
      lazy: async () => ({
        Component: (await import('./organization-role-detail-page.tsx')).OrganizationRoleDetailPage,
      }),
    },
  ],
});
