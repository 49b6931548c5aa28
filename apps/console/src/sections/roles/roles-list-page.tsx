import type { RoleType, RoleWithMembers } from '@gatehouse/schemas/entities/role';
import { roleTypes } from '@gatehouse/schemas/entities/role';
import { Badge, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import type { Column } from '../../kit/resource-table.tsx';
import { useListParams } from '../../kit/use-list-params.ts';
import { roleKeys } from './roles-api.ts';

const isRoleType = (value: string): value is RoleType =>
  (roleTypes as readonly string[]).includes(value);

const useColumns = (): Column<RoleWithMembers>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('roles.column_name'),
      render: (role) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {role.name}
            {role.isDefault && (
              <Badge variant="light" ms="xs" component="span">
                {t('roles.default_badge')}
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {role.description}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      title: t('roles.column_type'),
      render: (role) => (
        <Badge variant="light" color={role.type === 'User' ? 'brand' : 'gray'}>
          {t(`roles.types.${role.type}`)}
        </Badge>
      ),
    },
    {
      key: 'assigned',
      title: t('roles.column_assigned'),
      render: (role) => (
        <Text size="sm">
          {role.type === 'User'
            ? t('roles.users_count', { count: role.usersCount })
            : t('roles.apps_count', { count: role.applicationsCount })}
        </Text>
      ),
    },
  ];
};

export const RolesListPage = () => {
  const { t } = useTranslation();
  const { filters, setFilter } = useListParams(['type']);
  const type = isRoleType(filters.type) ? filters.type : undefined;
  return (
    <ResourceListPage<RoleWithMembers>
      title={t('roles.title')}
      subtitle={t('roles.subtitle')}
      queryKey={[...roleKeys.lists(), { type }]}
      list={(api, paging, signal) =>
        api.getPage('/api/roles', paging, { params: { query: { type } }, signal })
      }
      filterControls={
        <Select
          aria-label={t('roles.type_filter')}
          data={[
            { value: '', label: t('roles.type_all') },
            ...roleTypes.map((value) => ({ value, label: t(`roles.types.${value}`) })),
          ]}
          value={type ?? ''}
          onChange={(value) => setFilter('type', value || undefined)}
          allowDeselect={false}
          w={200}
        />
      }
      columns={useColumns()}
      getRowKey={(role) => role.id}
      getRowHref={(role) => role.id}
      createLabel={t('roles.create')}
      searchPlaceholder={t('roles.search_placeholder')}
      empty={{ title: t('roles.empty'), description: t('roles.empty_description') }}
    />
  );
};
