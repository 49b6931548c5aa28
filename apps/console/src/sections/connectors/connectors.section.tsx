import { Navigate } from 'react-router';
import { defineSection } from '../../app/sections.ts';
import { ConnectorsIcon } from './connectors-icon.tsx';

const connectorsPage = async () => ({
  Component: (await import('./connectors-page.tsx')).ConnectorsPage,
});

// Spec §2: index → passwordless tab; {tab}; {tab}/create/{createType}; {tab}/guide/{factoryId};
// {tab}/{connectorId}.
export const section = defineSection({
  key: 'connectors',
  path: 'connectors',
  icon: ConnectorsIcon,
  routes: [
    { path: 'connectors', element: <Navigate replace to="passwordless" /> },
    {
      path: 'connectors/:tab',
      lazy: connectorsPage,
      children: [
        {
          path: 'create/:createType',
          lazy: async () => ({
            Component: (await import('./choose-factory-modal.tsx')).ChooseFactoryModal,
          }),
        },
      ],
    },
    {
      path: 'connectors/:tab/guide/:factoryId',
      lazy: async () => ({
        Component: (await import('./connector-guide-page.tsx')).ConnectorGuidePage,
      }),
    },
    {
      path: 'connectors/:tab/:connectorId',
      lazy: async () => ({
        Component: (await import('./connector-detail-page.tsx')).ConnectorDetailPage,
      }),
    },
  ],
});
