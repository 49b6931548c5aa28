import type { User } from '@gatehouse/schemas/entities/user';
import { useParams } from 'react-router';
import { useSections } from '../../../app/sections-context.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LogEntryPage } from '../../../kit/log-entry-page.tsx';
import { useResource } from '../../../kit/resource-queries.ts';
import { displayNameOf } from '../user-format.ts';
import { userKeys } from '../user-keys.ts';

/** `users/{userId}/logs/{logId}`: one log entry of the user with its full payload. */
export const UserLogPage = () => {
  const { userId = '', logId = '' } = useParams();
  const { t } = useTranslation();
  const { tenantPrefix } = useSections();
  const user = useResource<User>(userKeys.detail(userId), (api, signal) =>
    api.get('/api/users/{userId}', { params: { path: { userId } }, signal }),
  );
  return (
    <LogEntryPage
      logId={logId}
      back={{
        to: `${tenantPrefix}/users/${userId}/logs`,
        label: t('users.logs.back', { name: (user.data && displayNameOf(user.data)) ?? userId }),
      }}
      labels={{
        loadError: t('users.logs.load_error'),
        payload: t('users.logs.payload'),
        success: t('users.logs.success'),
        error: t('users.logs.error'),
      }}
    />
  );
};
