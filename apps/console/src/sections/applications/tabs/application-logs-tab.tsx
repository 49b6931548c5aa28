import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LogTable } from '../../../kit/log-table.tsx';
import { useApplicationsPath } from '../application-paths.ts';

/** Logs tab: rows open `applications/{appId}/logs/{logId}`. */
export const ApplicationLogsTab = ({ application }: { application: ApplicationDetail }) => {
  const { t } = useTranslation();
  const path = useApplicationsPath();
  return (
    <LogTable
      filter={{ applicationId: application.id }}
      relatedColumn={{
        key: 'user',
        title: t('applications.logs.columns.user'),
        render: (log) => log.payload.userId ?? '—',
      }}
      labels={{
        table: t('applications.logs.title'),
        event: t('applications.logs.columns.event'),
        result: t('applications.logs.columns.result'),
        time: t('applications.logs.columns.time'),
        empty: t('applications.logs.empty'),
        success: t('applications.logs.success'),
        error: t('applications.logs.error'),
      }}
      getHref={(log) => path(`/${application.id}/logs/${log.id}`)}
    />
  );
};
