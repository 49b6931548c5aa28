import { defineSection } from '../../app/sections.ts';
import { EnterpriseSsoIcon } from './enterprise-sso-icon.tsx';

// Spec §2: list; create; {ssoConnectorId} redirects to the connection tab, then {tab}
// (connection, experience, idp-initiated-auth). Every page is a lazy chunk, off the start path.
export const section = defineSection({
  key: 'enterprise_sso',
  path: 'enterprise-sso',
  icon: EnterpriseSsoIcon,
  routes: [
    {
      path: 'enterprise-sso',
      lazy: async () => ({
        Component: (await import('./sso-connectors-list-page.tsx')).SsoConnectorsListPage,
      }),
      children: [
        {
          path: 'create',
          lazy: async () => ({
            Component: (await import('./create-sso-connector-modal.tsx')).CreateSsoConnectorModal,
          }),
        },
      ],
    },
    {
      path: 'enterprise-sso/:id/*',
      lazy: async () => ({
        Component: (await import('./sso-connector-detail-page.tsx')).SsoConnectorDetailPage,
      }),
    },
  ],
});
