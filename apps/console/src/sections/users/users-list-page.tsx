import type { User } from '@gatehouse/schemas/entities/user';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import { userColumns } from './user-columns.tsx';
import { userKeys } from './user-keys.ts';

/** `users`: search by name, e-mail, username, phone or id (`%…%`), paged in the address. */
export const UsersListPage = () => {
  const { t, i18n } = useTranslation();
  const { tenantPrefix } = useSections();
  return (
    <ResourceListPage<User>
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      queryKey={userKeys.lists()}
      list={(api, paging, signal) => api.getPage('/api/users', paging, { signal })}
      columns={userColumns(t, i18n.language)}
      getRowKey={(user) => user.id}
      getRowHref={(user) => `${tenantPrefix}/users/${user.id}`}
      createLabel={t('users.create_button')}
      searchPlaceholder={t('users.search_placeholder')}
      empty={{ title: t('users.empty.title'), description: t('users.empty.description') }}
    />
  );
};
