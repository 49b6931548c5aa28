import { ActionIcon, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../kit/empty-state.tsx';
import { EditIcon, TrashIcon } from '../../kit/icons.tsx';
import { type Column, ResourceTable } from '../../kit/resource-table.tsx';
import { SearchBox } from '../../kit/search-box.tsx';
import { showSuccessToast } from '../../kit/server-errors.ts';
import { usePagedTable } from '../../kit/use-paged-table.ts';
import { OrganizationPermissionModal } from './organization-permission-modal.tsx';
import {
  listOrganizationScopes,
  type OrganizationScope,
  organizationScopeKeys,
  useDeleteOrganizationScope,
} from './organization-template-api.ts';

/** The organization permissions tab of the template: list, edit in a dialog, delete. */
export const OrganizationPermissionsList = () => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<OrganizationScope>();
  const remove = useDeleteOrganizationScope();
  const { params, table } = usePagedTable(organizationScopeKeys.lists(), listOrganizationScopes, {
    isSearchable: true,
  });

  const handleDelete = async (scope: OrganizationScope) => {
    const result = await confirm({
      title: t('organizations.template.permissions.delete_title', { name: scope.name }),
      message: t('organizations.template.permissions.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(scope.id);
    showSuccessToast(t('organizations.template.permissions.deleted', { name: scope.name }));
  };

  const columns: Column<OrganizationScope>[] = [
    {
      key: 'name',
      title: t('organizations.template.permissions.column_name'),
      render: (scope) => (
        <Text size="sm" fw={600} ff="monospace" dir="ltr">
          {scope.name}
        </Text>
      ),
    },
    {
      key: 'description',
      title: t('organizations.template.permissions.column_description'),
      render: (scope) => <Text size="sm">{scope.description || '—'}</Text>,
    },
    {
      key: 'actions',
      title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
      width: 96,
      render: (scope) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('organizations.template.permissions.edit_named', { name: scope.name })}
            onClick={() => setEditing(scope)}
          >
            <EditIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('organizations.template.permissions.delete_named', { name: scope.name })}
            onClick={() => void handleDelete(scope).catch(() => undefined)}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SearchBox
        value={params.search}
        onChange={params.setSearch}
        placeholder={t('organizations.template.permissions.search_placeholder')}
      />
      <ResourceTable<OrganizationScope>
        label={t('organizations.template.tabs.permissions')}
        columns={columns}
        getRowKey={(scope) => scope.id}
        empty={
          params.search ? (
            <EmptyState kind="search" title={t('kit.list.no_results', { search: params.search })} />
          ) : (
            <EmptyState
              title={t('organizations.template.permissions.empty')}
              description={t('organizations.template.permissions.empty_description')}
            />
          )
        }
        {...table}
      />
      {editing && (
        <OrganizationPermissionModal scope={editing} onClose={() => setEditing(undefined)} />
      )}
      <Outlet />
    </Stack>
  );
};
