import { Badge, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { type DetailTab, ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import { useResource } from '../../kit/resource-queries.ts';
import { ProviderLogo } from './provider-logo.tsx';
import {
  deleteSsoConnector,
  getSsoConnector,
  type SsoConnector,
  ssoConnectorKeys,
} from './sso-api.ts';
import { SsoConnectionTab } from './tabs/sso-connection-tab.tsx';
import { SsoExperienceTab } from './tabs/sso-experience-tab.tsx';
import { SsoIdpInitiatedTab } from './tabs/sso-idp-initiated-tab.tsx';

/** `enterprise-sso/{ssoConnectorId}/*`: connection, experience and (SAML) IdP-initiated tabs. */
export const SsoConnectorDetailPage = () => {
  const { t } = useTranslation();
  // The kit's detail page reads the `id` parameter (spec §2 calls it {ssoConnectorId}).
  const { id: ssoConnectorId = '' } = useParams();
  const { tenantPrefix } = useSections();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const query = useResource<SsoConnector>(ssoConnectorKeys.detail(ssoConnectorId), (api, signal) =>
    getSsoConnector(api, ssoConnectorId, signal),
  );

  const tabs: DetailTab<SsoConnector>[] = [
    {
      path: 'connection',
      label: t('enterprise_sso.tabs.connection'),
      render: (connector) => <SsoConnectionTab connector={connector} />,
    },
    {
      path: 'experience',
      label: t('enterprise_sso.tabs.experience'),
      render: (connector) => <SsoExperienceTab connector={connector} />,
    },
  ];
  // Spec §2 names the tab; only a SAML IdP can start a sign-in (Logto's rule).
  if (query.data?.providerType === 'saml') {
    tabs.push({
      path: 'idp-initiated-auth',
      label: t('enterprise_sso.tabs.idp_initiated_auth'),
      render: (connector) => <SsoIdpInitiatedTab connector={connector} />,
    });
  }

  return (
    <ResourceDetailPage<SsoConnector>
      query={query}
      list={{ path: `${tenantPrefix}/enterprise-sso`, label: t('enterprise_sso.title') }}
      icon={
        query.data && (
          <ProviderLogo
            logo={query.data.providerLogo}
            logoDark={query.data.providerLogoDark}
            size={44}
          />
        )
      }
      title={(connector) => connector.connectorName}
      subtitle={(connector) => (
        <Group gap="sm" wrap="wrap">
          <Badge variant="light">{connector.name}</Badge>
          <CopyableText value={connector.id} label={t('enterprise_sso.detail.connector_id')} />
        </Group>
      )}
      delete={{
        name: (connector) => connector.connectorName,
        message: () => t('enterprise_sso.detail.delete_message'),
        onDelete: async (connector) => {
          await deleteSsoConnector(management, connector.id);
          queryClient.removeQueries({ queryKey: ssoConnectorKeys.detail(connector.id) });
          await queryClient.invalidateQueries({ queryKey: ssoConnectorKeys.lists() });
        },
      }}
      tabs={tabs}
    />
  );
};
