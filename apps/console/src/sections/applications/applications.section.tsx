import { defineSection } from '../../app/sections.ts';
import { ApplicationsIcon } from '../../kit/icons.tsx';

const listPage = async () => ({
  Component: (await import('./applications-list-page.tsx')).ApplicationsListPage,
});
const createModal = async () => ({
  Component: (await import('./create-application-modal.tsx')).CreateApplicationModal,
});

export const section = defineSection({
  key: 'applications',
  path: 'applications',
  icon: ApplicationsIcon,
  routes: [
    { path: 'applications', lazy: listPage, children: [{ path: 'create', lazy: createModal }] },
    {
      path: 'applications/third-party-applications',
      lazy: listPage,
      children: [{ path: 'create', lazy: createModal }],
    },
    {
      path: 'applications/:id/guide/:guideId',
      lazy: async () => ({ Component: (await import('./guides/guide-page.tsx')).GuidePage }),
    },
    {
      path: 'applications/:appId/logs/:logId',
      lazy: async () => ({
        Component: (await import('./tabs/application-log-page.tsx')).ApplicationLogPage,
      }),
    },
    {
      path: 'applications/:id/*',
      lazy: async () => ({
        Component: (await import('./application-detail-page.tsx')).ApplicationDetailPage,
      }),
    },
  ],
});
