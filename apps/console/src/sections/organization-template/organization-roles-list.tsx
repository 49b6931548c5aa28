import { Badge, Group, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { type Column, ResourceTable } from '../../kit/resource-table.tsx';
import { SearchBox } from '../../kit/search-box.tsx';
import { usePagedTable } from '../../kit/use-paged-table.ts';
import {
  listOrganizationRoles,
  type OrganizationRoleWithScopes,
  organizationRoleKeys,
} from './organization-template-api.ts';

const shownPermissions = 3;

const useColumns = (): Column<OrganizationRoleWithScopes>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('organizations.template.roles.column_name'),
      render: (role) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {role.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {role.description}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      title: t('organizations.template.roles.column_type'),
      render: (role) => (
        <Badge variant="light" color={role.type === 'User' ? 'brand' : 'gray'}>
          {t(`organizations.role_types.${role.type}`)}
        </Badge>
      ),
    },
    {
      key: 'permissions',
      title: t('organizations.template.roles.column_permissions'),
      render: (role) => {
        const names = [
          ...(role.scopes ?? []).map((scope) => scope.name),
          ...(role.resourceScopes ?? []).map((scope) => scope.name),
        ];
        if (names.length === 0) return <Text size="sm">—</Text>;
        return (
          <Group gap={4} wrap="wrap">
            {names.slice(0, shownPermissions).map((name) => (
              <Badge key={name} variant="outline" color="gray" tt="none" dir="ltr">
                {name}
              </Badge>
            ))}
            {names.length > shownPermissions && (
              <Text size="xs">
                {t('organizations.template.roles.more', { count: names.length - shownPermissions })}
              </Text>
            )}
          </Group>
        );
      },
    },
  ];
};

/** The organization roles tab of the template: a searchable, paged list. */
export const OrganizationRolesList = () => {
  const { t } = useTranslation();
  const { tenantPrefix } = useSections();
  const { params, table } = usePagedTable(organizationRoleKeys.lists(), listOrganizationRoles, {
    isSearchable: true,
  });
  return (
    <Stack gap="md">
      <SearchBox
        value={params.search}
        onChange={params.setSearch}
        placeholder={t('organizations.template.roles.search_placeholder')}
      />
      <ResourceTable<OrganizationRoleWithScopes>
        label={t('organizations.template.tabs.roles')}
        columns={useColumns()}
        getRowKey={(role) => role.id}
        getRowHref={(role) => `${tenantPrefix}/organization-template/roles/${role.id}`}
        empty={
          params.search ? (
            <EmptyState kind="search" title={t('kit.list.no_results', { search: params.search })} />
          ) : (
            <EmptyState
              title={t('organizations.template.roles.empty')}
              description={t('organizations.template.roles.empty_description')}
            />
          )
        }
        {...table}
      />
      <Outlet />
    </Stack>
  );
};
