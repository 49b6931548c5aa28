import type { Resource } from '@gatehouse/schemas/entities/resource';
import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import type { Column } from '../../kit/resource-table.tsx';
import { resourceKeys } from './api-resources-api.ts';

const useColumns = (): Column<Resource>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('api_resources.column_name'),
      render: (resource) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {resource.name}
          </Text>
          {resource.isDefault && <Badge variant="light">{t('api_resources.default_badge')}</Badge>}
          {isManagementApiIndicator(resource.indicator) && (
            <Badge variant="light" color="gray">
              {t('api_resources.management_api_badge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'indicator',
      title: t('api_resources.column_indicator'),
      render: (resource) => (
        <Text size="sm" ff="monospace" style={{ direction: 'ltr', overflowWrap: 'anywhere' }}>
          {resource.indicator}
        </Text>
      ),
    },
  ];
};

export const ApiResourcesListPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage<Resource>
      title={t('api_resources.title')}
      subtitle={t('api_resources.subtitle')}
      queryKey={resourceKeys.lists()}
      list={(api, paging, signal) => api.getPage('/api/resources', paging, { signal })}
      columns={useColumns()}
      getRowKey={(resource) => resource.id}
      getRowHref={(resource) => resource.id}
      createLabel={t('api_resources.create')}
      isSearchable={false}
      empty={{ title: t('api_resources.empty'), description: t('api_resources.empty_description') }}
    />
  );
};
