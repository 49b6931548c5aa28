import type { Connector } from '@gatehouse/schemas/entities/connector';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { PlusIcon } from '../../kit/icons.tsx';
import { ResourceTable } from '../../kit/resource-table.tsx';
import { ConnectorLogo } from './connector-logo.tsx';
import { useConnectorsPath } from './connector-paths.ts';
import { pickPhrase } from './connector-text.ts';
import { useConnectors } from './connectors-api.ts';

/** `connectors/social`: the social connectors with logo, name and target. */
export const SocialTab = () => {
  const { t, i18n } = useTranslation();
  const path = useConnectorsPath();
  const connectors = useConnectors();
  const rows = connectors.data?.filter((item) => item.type === 'Social');
  const addLink = (
    <Button
      component={Link}
      to={path('/social/create/social')}
      leftSection={<PlusIcon />}
      w="fit-content"
    >
      {t('connectors.social.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      {rows && rows.length > 0 && <Group justify="flex-end">{addLink}</Group>}
      <ResourceTable<Connector>
        label={t('connectors.social.table_label')}
        columns={[
          {
            key: 'name',
            title: t('connectors.social.columns.name'),
            render: (row) => (
              <Group gap="sm" wrap="nowrap" component="span">
                <ConnectorLogo logo={row.logo} logoDark={row.logoDark} size={24} />
                {pickPhrase(row.name, i18n.language)}
              </Group>
            ),
          },
          {
            key: 'target',
            title: t('connectors.social.columns.target'),
            render: (row) => row.target,
          },
          {
            key: 'platform',
            title: t('connectors.social.columns.platform'),
            // The platform is an enum value: shown in the reader's language, not as stored.
            render: (row) => (row.platform ? t(`connectors.social.platforms.${row.platform}`) : ''),
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowHref={(row) => path(`/social/${row.id}`)}
        isPending={connectors.isPending}
        isError={connectors.isError}
        onRetry={() => void connectors.refetch()}
        isRetrying={connectors.isFetching}
        empty={
          <EmptyState
            title={t('connectors.social.empty')}
            description={t('connectors.social.empty_description')}
            action={addLink}
          />
        }
      />
    </Stack>
  );
};
