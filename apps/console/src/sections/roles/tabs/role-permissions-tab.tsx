import type { ScopeWithResource } from '@gatehouse/schemas/entities/resource';
import type { Role } from '@gatehouse/schemas/entities/role';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignDialog } from '../../../kit/assign-dialog.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { type PermissionOption, permissionOptions } from '../permission-options.ts';
import {
  roleKeys,
  roleMemberRoutes,
  roleMembersKey,
  useAssignRoleMembers,
  useRemoveRoleMember,
  useResourcesWithScopes,
} from '../roles-api.ts';
import { RoleMemberTable } from './role-member-table.tsx';

/** Every scope of the role (unpaged), to leave them out of the picker. */
const useAllRoleScopeIds = (roleId: string, isEnabled: boolean) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: roleKeys.sub(roleId, 'scopes', { all: true }),
    queryFn: ({ signal }) =>
      management.get('/api/roles/{id}/scopes', { params: { path: { id: roleId } }, signal }),
    select: (scopes) => new Set(scopes.map((scope) => scope.id)),
    enabled: isEnabled,
  });
};

export const RolePermissionsTab = ({ role }: { role: Role }) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [isAssigning, setIsAssigning] = useState(false);
  const resources = useResourcesWithScopes();
  const assigned = useAllRoleScopeIds(role.id, isAssigning);
  const assign = useAssignRoleMembers(role.id, 'scopes');
  const remove = useRemoveRoleMember(role.id, 'scopes');

  const handleRemove = async (scope: ScopeWithResource) => {
    const result = await confirm({
      title: t('roles.permissions.remove_title', { name: scope.name }),
      message: t('roles.permissions.remove_message'),
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(scope.id);
    showSuccessToast(t('roles.permissions.removed', { name: scope.name }));
  };

  return (
    <RoleMemberTable<ScopeWithResource>
      title={t('roles.permissions.title')}
      description={t('roles.permissions.description')}
      assignLabel={t('roles.permissions.assign')}
      emptyText={t('roles.permissions.empty')}
      queryKey={roleMembersKey(role.id, 'scopes')}
      list={roleMemberRoutes.scopes.list(role.id)}
      columns={[
        {
          key: 'name',
          title: t('roles.permissions.column_name'),
          render: (scope) => (
            <Text size="sm" fw={600} ff="monospace" dir="ltr">
              {scope.name}
            </Text>
          ),
        },
        {
          key: 'api',
          title: t('roles.permissions.column_api'),
          render: (scope) => <Text size="sm">{scope.resource.name}</Text>,
        },
        {
          key: 'description',
          title: t('roles.permissions.column_description'),
          render: (scope) => <Text size="sm">{scope.description ?? '—'}</Text>,
        },
      ]}
      getId={(scope) => scope.id}
      getRemoveLabel={(scope) => t('roles.permissions.remove_named', { name: scope.name })}
      onAssign={() => setIsAssigning(true)}
      onRemove={(scope) => void handleRemove(scope).catch(() => undefined)}
    >
      <AssignDialog<PermissionOption>
        opened={isAssigning}
        onClose={() => setIsAssigning(false)}
        title={t('roles.permissions.assign_title', { name: role.name })}
        source={{
          items: permissionOptions(resources.data ?? [], role.type, assigned.data ?? new Set()),
        }}
        getId={(scope) => scope.id}
        getLabel={(scope) => scope.name}
        getDescription={(scope) =>
          [scope.resourceName, scope.description].filter(Boolean).join(' · ')
        }
        onAssign={async (ids) => {
          await assign.mutateAsync(ids);
          showSuccessToast(t('roles.permissions.assigned'));
        }}
      />
    </RoleMemberTable>
  );
};
