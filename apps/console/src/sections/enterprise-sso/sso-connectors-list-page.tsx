import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import type { Column } from '../../kit/resource-table.tsx';
import { ProviderLogo } from './provider-logo.tsx';
import { listSsoConnectors, type SsoConnector, ssoConnectorKeys } from './sso-api.ts';

const useColumns = (): Column<SsoConnector>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('enterprise_sso.columns.name'),
      render: (connector) => (
        <Group gap="sm" wrap="nowrap">
          <ProviderLogo
            logo={connector.providerLogo}
            logoDark={connector.providerLogoDark}
            size={24}
          />
          <Text size="sm" fw={600}>
            {connector.connectorName}
          </Text>
        </Group>
      ),
    },
    {
      key: 'provider',
      title: t('enterprise_sso.columns.provider'),
      render: (connector) => <Text size="sm">{connector.name}</Text>,
    },
    {
      key: 'domains',
      title: t('enterprise_sso.columns.domains'),
      render: (connector) =>
        connector.domains.length > 0 ? (
          <Group gap={4} wrap="wrap">
            {connector.domains.map((domain) => (
              <Badge key={domain} variant="light" color="gray" tt="none" dir="ltr">
                {domain}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('enterprise_sso.no_domains')}
          </Text>
        ),
    },
  ];
};

/** `enterprise-sso`: the tenant's SSO connectors with provider logo, name and e-mail domains. */
export const SsoConnectorsListPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage<SsoConnector>
      title={t('enterprise_sso.title')}
      subtitle={t('enterprise_sso.subtitle')}
      queryKey={ssoConnectorKeys.lists()}
      list={listSsoConnectors}
      isSearchable={false}
      columns={useColumns()}
      getRowKey={(connector) => connector.id}
      getRowHref={(connector) => connector.id}
      createLabel={t('enterprise_sso.create.button')}
      empty={{
        title: t('enterprise_sso.empty'),
        description: t('enterprise_sso.empty_description'),
      }}
    />
  );
};
