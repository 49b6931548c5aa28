import type { User } from '@gatehouse/schemas/entities/user';
import { useSections } from '../../../app/sections-context.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LogTable } from '../../../kit/log-table.tsx';

/** Logs tab: rows open `users/{userId}/logs/{logId}`. */
export const UserLogsTab = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { tenantPrefix } = useSections();
  return (
    <LogTable
      filter={{ userId: user.id }}
      relatedColumn={{
        key: 'application',
        title: t('users.logs.columns.application'),
        render: (log) => log.payload.applicationId ?? '—',
      }}
      labels={{
        table: t('users.tabs.logs'),
        event: t('users.logs.columns.event'),
        result: t('users.logs.columns.result'),
        time: t('users.logs.columns.time'),
        empty: t('users.logs.empty'),
        success: t('users.logs.success'),
        error: t('users.logs.error'),
      }}
      getHref={(log) => `${tenantPrefix}/users/${user.id}/logs/${log.id}`}
    />
  );
};
