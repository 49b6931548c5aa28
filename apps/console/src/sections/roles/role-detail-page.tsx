import type { Role } from '@gatehouse/schemas/entities/role';
import { Badge, Group, ThemeIcon } from '@mantine/core';
import { useParams } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { ShieldIcon } from '../../kit/icons.tsx';
import { type DetailTab, ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import { useDeleteRole, useRole } from './roles-api.ts';
import { RoleGeneralTab } from './tabs/role-general-tab.tsx';
import { RoleMembersTab } from './tabs/role-members-tab.tsx';
import { RolePermissionsTab } from './tabs/role-permissions-tab.tsx';

export const RoleDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { tenantPrefix } = useSections();
  const query = useRole(id);
  const remove = useDeleteRole();

  const tabs = (role: Role | undefined): DetailTab<Role>[] => [
    {
      path: 'permissions',
      label: t('roles.tabs.permissions'),
      render: (item) => <RolePermissionsTab role={item} />,
    },
    role?.type === 'MachineToMachine'
      ? {
          path: 'machine-to-machine-apps',
          label: t('roles.tabs.machine_to_machine_apps'),
          render: (item) => <RoleMembersTab role={item} kind="applications" />,
        }
      : {
          path: 'users',
          label: t('roles.tabs.users'),
          render: (item) => <RoleMembersTab role={item} kind="users" />,
        },
    {
      path: 'general',
      label: t('roles.tabs.general'),
      render: (item) => <RoleGeneralTab role={item} />,
    },
  ];

  return (
    <ResourceDetailPage<Role>
      query={query}
      list={{ path: `${tenantPrefix}/roles`, label: t('roles.title') }}
      icon={
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <ShieldIcon />
        </ThemeIcon>
      }
      title={(role) => role.name}
      subtitle={(role) => (
        <Group gap="sm">
          <Badge variant="light" color={role.type === 'User' ? 'brand' : 'gray'}>
            {t(`roles.types.${role.type}`)}
          </Badge>
          <CopyableText value={role.id} label={t('roles.role_id')} />
        </Group>
      )}
      delete={{
        name: (role) => role.name,
        message: () => t('roles.delete_message'),
        onDelete: (role) => remove.mutateAsync(role.id),
      }}
      tabs={tabs(query.data)}
    />
  );
};
