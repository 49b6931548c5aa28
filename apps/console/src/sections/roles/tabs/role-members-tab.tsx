import type { Role } from '@gatehouse/schemas/entities/role';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignDialog } from '../../../kit/assign-dialog.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import type { Column } from '../../../kit/resource-table.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { UserAvatar } from '../../../kit/user-avatar.tsx';
import {
  roleMemberRoutes,
  roleMembersKey,
  useAssignRoleMembers,
  useRemoveRoleMember,
} from '../roles-api.ts';
import { RoleMemberTable } from './role-member-table.tsx';

/** The fields of users and applications these tabs show. */
type Member = {
  id: string;
  name: string | null;
  username?: string | null;
  primaryEmail?: string | null;
  avatar?: string | null;
  type?: string;
  description?: string | null;
};

const displayName = (member: Member, unnamed: string) =>
  member.name || member.username || member.primaryEmail || unnamed;

/** The users tab (User roles) or machine-to-machine apps tab (MachineToMachine roles). */
export const RoleMembersTab = ({ role, kind }: { role: Role; kind: 'users' | 'applications' }) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [isAssigning, setIsAssigning] = useState(false);
  const assign = useAssignRoleMembers(role.id, kind);
  const remove = useRemoveRoleMember(role.id, kind);
  const phrases = kind === 'users' ? 'users' : 'apps';
  const nameOf = (member: Member) => displayName(member, t('roles.users.unnamed'));

  const handleRemove = async (member: Member) => {
    const name = nameOf(member);
    const result = await confirm({
      title: t(`roles.${phrases}.remove_title`, { name }),
      message: t(`roles.${phrases}.remove_message`),
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(member.id);
    showSuccessToast(t(`roles.${phrases}.removed`, { name }));
  };

  const columns: Column<Member>[] =
    kind === 'users'
      ? [
          {
            key: 'user',
            title: t('roles.users.column_user'),
            render: (user) => (
              <Group gap="sm" wrap="nowrap">
                <UserAvatar name={nameOf(user)} src={user.avatar} size="sm" />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {nameOf(user)}
                  </Text>
                  {user.primaryEmail && (
                    <Text size="xs" c="dimmed">
                      {user.primaryEmail}
                    </Text>
                  )}
                </Stack>
              </Group>
            ),
          },
          {
            key: 'id',
            title: t('roles.users.column_id'),
            render: (user) => (
              <Text size="sm" ff="monospace">
                {user.id}
              </Text>
            ),
          },
        ]
      : [
          {
            key: 'app',
            title: t('roles.apps.column_app'),
            render: (app) => (
              <Text size="sm" fw={600}>
                {app.name}
              </Text>
            ),
          },
          {
            key: 'id',
            title: t('roles.apps.column_id'),
            render: (app) => (
              <Text size="sm" ff="monospace">
                {app.id}
              </Text>
            ),
          },
        ];

  return (
    <RoleMemberTable<Member>
      title={t(`roles.${phrases}.title`)}
      description={t(`roles.${phrases}.description`)}
      assignLabel={t(`roles.${phrases}.assign`)}
      emptyText={t(`roles.${phrases}.empty`)}
      queryKey={roleMembersKey(role.id, kind)}
      list={roleMemberRoutes[kind].list(role.id)}
      columns={columns}
      getId={(member) => member.id}
      getRemoveLabel={(member) => t(`roles.${phrases}.remove_named`, { name: nameOf(member) })}
      onAssign={() => setIsAssigning(true)}
      onRemove={(member) => void handleRemove(member).catch(() => undefined)}
    >
      <AssignDialog<Member>
        opened={isAssigning}
        onClose={() => setIsAssigning(false)}
        title={t(`roles.${phrases}.assign_title`, { name: role.name })}
        source={
          kind === 'users'
            ? {
                queryKey: ['users', 'list', 'assign', { excludeRoleId: role.id }],
                list: (api, paging, signal) =>
                  api.getPage('/api/users', paging, {
                    params: { query: { excludeRoleId: role.id } },
                    signal,
                  }),
              }
            : {
                queryKey: ['applications', 'list', 'assign', { excludeRoleId: role.id }],
                list: (api, paging, signal) =>
                  api.getPage('/api/applications', paging, {
                    params: { query: { types: 'MachineToMachine', excludeRoleId: role.id } },
                    signal,
                  }),
              }
        }
        getId={(member) => member.id}
        getLabel={nameOf}
        getDescription={(member) => member.primaryEmail ?? member.id}
        onAssign={async (ids) => {
          await assign.mutateAsync(ids);
          showSuccessToast(t(`roles.${phrases}.assigned`));
        }}
      />
    </RoleMemberTable>
  );
};
