import type { User } from '@gatehouse/schemas/entities/user';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import { useResource } from '../../kit/resource-queries.ts';
import { UserAvatar } from '../../kit/user-avatar.tsx';
import { UserLogsTab } from './tabs/user-logs-tab.tsx';
import { UserOrganizationsTab } from './tabs/user-organizations-tab.tsx';
import { UserRolesTab } from './tabs/user-roles-tab.tsx';
import { UserSettingsTab } from './tabs/user-settings-tab.tsx';
import { UserActions } from './user-actions.tsx';
import { displayNameOf } from './user-format.ts';
import { userKeys } from './user-keys.ts';
import { UserLockBanner } from './user-lock-banner.tsx';

/** `users/{id}/*`: header with account actions, a banner while suspended, three tabs. */
export const UserDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { tenantPrefix } = useSections();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const query = useResource<User>(userKeys.detail(id), (api, signal) =>
    api.get('/api/users/{userId}', { params: { path: { userId: id } }, signal }),
  );
  const nameOf = (user: User) => displayNameOf(user) ?? t('users.unnamed');

  return (
    <Stack gap="md">
      {query.data?.isSuspended && (
        <Alert color="red" variant="light" role="status">
          {t('users.detail.suspended_banner')}
        </Alert>
      )}
      {query.data && <UserLockBanner user={query.data} />}
      <ResourceDetailPage<User>
        query={query}
        list={{ path: `${tenantPrefix}/users`, label: t('users.title') }}
        icon={
          query.data && <UserAvatar name={nameOf(query.data)} src={query.data.avatar} size="lg" />
        }
        title={nameOf}
        subtitle={(user) => (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('users.detail.user_id')}
            </Text>
            <CopyableText value={user.id} label={t('users.detail.user_id')} />
          </Group>
        )}
        actions={(user) => <UserActions user={user} name={nameOf(user)} />}
        delete={{
          name: nameOf,
          message: () => t('users.detail.delete_message'),
          onDelete: async (user) => {
            await management.delete('/api/users/{userId}', {
              params: { path: { userId: user.id } },
            });
            queryClient.removeQueries({ queryKey: userKeys.detail(user.id) });
            await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
          },
        }}
        tabs={[
          {
            path: 'settings',
            label: t('users.tabs.settings'),
            render: (user) => <UserSettingsTab user={user} />,
          },
          {
            path: 'roles',
            label: t('users.tabs.roles'),
            render: (user) => <UserRolesTab user={user} name={nameOf(user)} />,
          },
          {
            path: 'logs',
            label: t('users.tabs.logs'),
            render: (user) => <UserLogsTab user={user} />,
          },
          {
            path: 'organizations',
            label: t('organizations.title'),
            render: (user) => <UserOrganizationsTab user={user} />,
          },
        ]}
      />
    </Stack>
  );
};
