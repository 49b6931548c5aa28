import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignDialog } from '../../../kit/assign-dialog.tsx';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import { ResourceTable } from '../../../kit/resource-table.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import {
  type HeldPermission,
  type OrganizationRole,
  type RolePermissionKind,
  rolePermissionRoutes,
  rolePermissionsKey,
  useAssignRolePermissions,
  useRemoveRolePermission,
} from '../organization-template-api.ts';
import {
  type PermissionOption,
  useOrganizationScopeOptions,
  useResourceScopeOptions,
} from '../permission-pickers.ts';

/** The role's permissions of one kind (unpaged: a role holds a handful). */
const useHeld = (roleId: string, kind: RolePermissionKind) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: rolePermissionsKey(roleId, kind),
    queryFn: ({ signal }) => rolePermissionRoutes[kind].list(management, roleId, signal),
  });
};

const PermissionSection = ({
  role,
  kind,
  options,
}: {
  role: OrganizationRole;
  kind: RolePermissionKind;
  options: readonly PermissionOption[];
}) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [isAssigning, setIsAssigning] = useState(false);
  const held = useHeld(role.id, kind);
  const assign = useAssignRolePermissions(role.id, kind);
  const remove = useRemoveRolePermission(role.id, kind);
  const phrases = kind === 'organization' ? 'organization_permissions' : 'api_permissions';
  const heldIds = new Set((held.data ?? []).map((scope) => scope.id));
  const headingId = `org-role-${kind}-permissions`;

  const handleRemove = async (scope: HeldPermission) => {
    const result = await confirm({
      title: t('organizations.template.role_permissions.remove_title', { name: scope.name }),
      message: t('organizations.template.role_permissions.remove_message'),
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(scope.id);
    showSuccessToast(t('organizations.template.role_permissions.removed', { name: scope.name }));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t(`organizations.template.role_permissions.${phrases}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`organizations.template.role_permissions.${phrases}_hint`)}
          </Text>
        </div>
        <Button leftSection={<PlusIcon />} onClick={() => setIsAssigning(true)}>
          {t(`organizations.template.role_permissions.assign_${phrases}`)}
        </Button>
      </Group>
      <ResourceTable<HeldPermission>
        label={t(`organizations.template.role_permissions.${phrases}`)}
        columns={[
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
            title:
              kind === 'organization'
                ? t('organizations.template.permissions.column_description')
                : t('organizations.template.role_permissions.column_api'),
            render: (scope) => (
              <Text size="sm">
                {(kind === 'organization' ? scope.description : scope.resource?.name) || '—'}
              </Text>
            ),
          },
          {
            key: 'remove',
            title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
            width: 56,
            render: (scope) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('organizations.template.role_permissions.remove_named', {
                  name: scope.name,
                })}
                onClick={() => void handleRemove(scope).catch(() => undefined)}
              >
                <TrashIcon />
              </ActionIcon>
            ),
          },
        ]}
        rows={held.data}
        getRowKey={(scope) => scope.id}
        isPending={held.isPending}
        isError={held.isError}
        onRetry={() => void held.refetch()}
        empty={<EmptyState title={t(`organizations.template.role_permissions.${phrases}_empty`)} />}
      />
      <AssignDialog<PermissionOption>
        opened={isAssigning}
        onClose={() => setIsAssigning(false)}
        title={t(`organizations.template.role_permissions.assign_${phrases}`)}
        source={{ items: options.filter((option) => !heldIds.has(option.id)) }}
        getId={(option) => option.id}
        getLabel={(option) => option.name}
        getDescription={(option) => option.description}
        onAssign={async (ids) => {
          await assign.mutateAsync(ids);
          showSuccessToast(t('organizations.template.role_permissions.assigned'));
        }}
      />
    </Stack>
  );
};

/** Organization permissions and API resource permissions of an organization role. */
export const OrganizationRolePermissionsTab = ({ role }: { role: OrganizationRole }) => {
  const organizationScopes = useOrganizationScopeOptions();
  const resourceScopes = useResourceScopeOptions();
  return (
    <Stack gap="xl">
      <PermissionSection role={role} kind="organization" options={organizationScopes.data ?? []} />
      <PermissionSection role={role} kind="resource" options={resourceScopes.data ?? []} />
    </Stack>
  );
};
