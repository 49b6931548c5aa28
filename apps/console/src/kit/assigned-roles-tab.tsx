import type { Role } from '@gatehouse/schemas/entities/role';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagementClient } from '../api/api-types.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { Button } from './button.tsx';
import { useDialogs } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { PlusIcon, TrashIcon } from './icons.tsx';
import { type PageLoader, useResourceMutation } from './resource-queries.ts';
import { ResourceTable } from './resource-table.tsx';
import { showSuccessToast } from './server-errors.ts';
import { usePagedTable } from './use-paged-table.ts';

/** Words of a roles tab, from the calling section's phrases. */
export type AssignedRolesLabels = {
  table: string;
  description: string;
  assign: string;
  assignTitle: string;
  assigned: string;
  empty: string;
  nameColumn: string;
  descriptionColumn: string;
  removeMessage: string;
  remove: (name: string) => string;
  removeTitle: (name: string) => string;
  removed: (name: string) => string;
};

/** The typed calls of one holder's roles, e.g. `/api/users/{userId}/roles`. */
export type AssignedRolesRoutes = {
  list: PageLoader<Role>;
  assign: (client: ManagementClient, roleIds: string[]) => Promise<unknown>;
  remove: (client: ManagementClient, roleId: string) => Promise<unknown>;
};

/**
 * The roles a user or application holds (`routes`): paged, assign more from `assignable` (a
 * `/api/roles` page filtered to the right type, not held yet), remove one.
 */
export const AssignedRolesTab = ({
  routes,
  queryKey,
  assignable,
  labels,
}: {
  routes: AssignedRolesRoutes;
  queryKey: QueryKey;
  assignable: { queryKey: QueryKey; list: PageLoader<Role> };
  labels: AssignedRolesLabels;
}) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [isAssigning, setIsAssigning] = useState(false);
  const { table } = usePagedTable<Role>(queryKey, routes.list, { isSearchable: false });
  const invalidates = [queryKey, ['roles']];
  const assign = useResourceMutation<string[]>({
    request: routes.assign,
    invalidates,
    onSuccess: () => showSuccessToast(labels.assigned),
  });
  const remove = useResourceMutation<Role>({
    request: (client, role) => routes.remove(client, role.id),
    invalidates,
    onSuccess: (_, role) => showSuccessToast(labels.removed(role.name)),
  });

  const handleRemove = async (role: Role) => {
    const result = await confirm({
      title: labels.removeTitle(role.name),
      message: labels.removeMessage,
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (result === 'confirmed') remove.mutate(role);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {labels.description}
        </Text>
        <Button leftSection={<PlusIcon />} onClick={() => setIsAssigning(true)}>
          {labels.assign}
        </Button>
      </Group>
      <ResourceTable<Role>
        label={labels.table}
        columns={[
          { key: 'name', title: labels.nameColumn, render: (role) => role.name },
          {
            key: 'description',
            title: labels.descriptionColumn,
            render: (role) => role.description,
          },
          {
            key: 'actions',
            title: <span className="mantine-visually-hidden">{t('kit.actions')}</span>,
            width: 60,
            render: (role) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={labels.remove(role.name)}
                onClick={() => void handleRemove(role)}
              >
                <TrashIcon />
              </ActionIcon>
            ),
          },
        ]}
        getRowKey={(role) => role.id}
        empty={<EmptyState title={labels.empty} />}
        {...table}
      />
      <AssignDialog<Role>
        opened={isAssigning}
        onClose={() => setIsAssigning(false)}
        title={labels.assignTitle}
        source={assignable}
        getId={(role) => role.id}
        getLabel={(role) => role.name}
        getDescription={(role) => role.description}
        onAssign={(ids) => assign.mutateAsync(ids)}
      />
    </Stack>
  );
};
