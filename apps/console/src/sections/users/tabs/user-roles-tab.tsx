import type { User } from '@gatehouse/schemas/entities/user';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignedRolesTab } from '../../../kit/assigned-roles-tab.tsx';
import { userKeys } from '../user-keys.ts';

/** Roles tab of a user: their user roles, assign more, remove one. */
export const UserRolesTab = ({ user, name }: { user: User; name: string }) => {
  const { t } = useTranslation();
  return (
    <AssignedRolesTab
      routes={{
        list: (api, paging, signal) =>
          api.getPage('/api/users/{userId}/roles', paging, {
            params: { path: { userId: user.id } },
            signal,
          }),
        assign: (api, roleIds) =>
          api.post('/api/users/{userId}/roles', {
            params: { path: { userId: user.id } },
            body: { roleIds },
          }),
        remove: (api, roleId) =>
          api.delete('/api/users/{userId}/roles/{roleId}', {
            params: { path: { userId: user.id, roleId } },
          }),
      }}
      queryKey={userKeys.sub(user.id, 'roles')}
      assignable={{
        queryKey: ['roles', 'list', 'assignable-to-user', user.id],
        list: (api, paging, signal) =>
          api.getPage('/api/roles', paging, {
            params: { query: { type: 'User', excludeUserId: user.id } },
            signal,
          }),
      }}
      labels={{
        table: t('users.tabs.roles'),
        description: t('users.roles.description'),
        assign: t('users.roles.assign'),
        assignTitle: t('users.roles.assign_title', { name }),
        assigned: t('users.roles.assigned'),
        empty: t('users.roles.empty'),
        nameColumn: t('users.roles.columns.name'),
        descriptionColumn: t('users.roles.columns.description'),
        removeMessage: t('users.roles.remove_message'),
        remove: (role) => t('users.roles.remove', { name: role }),
        removeTitle: (role) => t('users.roles.remove_title', { name: role }),
        removed: (role) => t('users.roles.removed', { name: role }),
      }}
    />
  );
};
