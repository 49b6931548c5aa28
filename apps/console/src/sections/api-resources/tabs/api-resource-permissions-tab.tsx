import {
  isManagementApiIndicator,
  type Resource,
  type Scope,
} from '@gatehouse/schemas/entities/resource';
import { ActionIcon, Alert, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import { type Column, ResourceTable } from '../../../kit/resource-table.tsx';
import { SearchBox } from '../../../kit/search-box.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { usePagedTable } from '../../../kit/use-paged-table.ts';
import { scopeListKey, scopePage, useDeleteScope } from '../api-resources-api.ts';
import { ScopeFormModal } from './scope-form-modal.tsx';

export const ApiResourcePermissionsTab = ({ resource }: { resource: Resource }) => {
  const { t, i18n } = useTranslation();
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<Scope | 'new'>();
  const isReadOnly = isManagementApiIndicator(resource.indicator);
  const { params, table } = usePagedTable<Scope>(
    scopeListKey(resource.id),
    scopePage(resource.id),
    { isSearchable: true },
  );
  const remove = useDeleteScope(resource.id);

  const handleDelete = async (scope: Scope) => {
    const result = await confirm({
      title: t('api_resources.permissions.delete_title', { name: scope.name }),
      message: t('api_resources.permissions.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(scope.id);
    showSuccessToast(t('api_resources.permissions.deleted', { name: scope.name }));
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns: Column<Scope>[] = [
    {
      key: 'name',
      title: t('api_resources.permissions.column_name'),
      render: (scope) => (
        <Text size="sm" fw={600} ff="monospace" dir="ltr">
          {scope.name}
        </Text>
      ),
    },
    {
      key: 'description',
      title: t('api_resources.permissions.column_description'),
      render: (scope) => <Text size="sm">{scope.description ?? '—'}</Text>,
    },
    {
      key: 'created',
      title: t('api_resources.permissions.column_created'),
      render: (scope) => <Text size="sm">{dateFormat.format(scope.createdAt)}</Text>,
    },
  ];
  if (!isReadOnly) {
    columns.push({
      key: 'actions',
      title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
      width: 96,
      render: (scope) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('api_resources.permissions.edit_named', { name: scope.name })}
            onClick={() => setEditing(scope)}
          >
            <EditIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('api_resources.permissions.delete_named', { name: scope.name })}
            onClick={() => void handleDelete(scope).catch(() => undefined)}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      ),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {t('api_resources.permissions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('api_resources.permissions.description')}
          </Text>
        </div>
        {!isReadOnly && (
          <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
            {t('api_resources.permissions.add')}
          </Button>
        )}
      </Group>
      {isReadOnly && (
        <Alert variant="light" role="note">
          {t('api_resources.permissions.read_only')}
        </Alert>
      )}
      <SearchBox value={params.search} onChange={params.setSearch} />
      <ResourceTable<Scope>
        label={t('api_resources.permissions.title')}
        columns={columns}
        getRowKey={(scope) => scope.id}
        empty={
          <Text c="dimmed">
            {params.search
              ? t('kit.list.no_results', { search: params.search })
              : t('api_resources.permissions.empty')}
          </Text>
        }
        {...table}
      />
      {editing && (
        <ScopeFormModal
          resourceId={resource.id}
          scope={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
};
