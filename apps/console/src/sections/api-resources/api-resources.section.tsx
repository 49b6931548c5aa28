import { defineSection } from '../../app/sections.ts';
import { KeyIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'api_resources',
  path: 'api-resources',
  icon: KeyIcon,
  routes: [
    {
      path: 'api-resources',
      lazy: async () => ({
        Component: (await import('./api-resources-list-page.tsx')).ApiResourcesListPage,
      }),
      children: [
        {
          path: 'create',
          lazy: async () => ({
            Component: (await import('./create-api-resource-modal.tsx')).CreateApiResourceModal,
          }),
        },
      ],
    },
    {
      path: 'api-resources/:id/guide/:guideId',
      lazy: async () => ({
        Component: (await import('./guides/api-guide-page.tsx')).ApiGuidePage,
      }),
    },
    {
      path: 'api-resources/:id/*',
      lazy: async () => ({
        Component: (await import('./api-resource-detail-page.tsx')).ApiResourceDetailPage,
      }),
    },
  ],
});
