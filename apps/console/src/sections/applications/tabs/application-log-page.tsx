import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LogEntryPage } from '../../../kit/log-entry-page.tsx';
import { useResource } from '../../../kit/resource-queries.ts';
import { applicationKeys } from '../application-keys.ts';
import { useApplicationsPath } from '../application-paths.ts';

/** `applications/{appId}/logs/{logId}`: one log entry of the app with its full payload. */
export const ApplicationLogPage = () => {
  const { appId = '', logId = '' } = useParams();
  const { t } = useTranslation();
  const path = useApplicationsPath();
  const application = useResource<ApplicationDetail>(applicationKeys.detail(appId), (api, signal) =>
    api.get('/api/applications/{id}', { params: { path: { id: appId } }, signal }),
  );
  return (
    <LogEntryPage
      logId={logId}
      back={{
        to: path(`/${appId}/logs`),
        label: t('applications.logs.back', { name: application.data?.name ?? appId }),
      }}
      labels={{
        loadError: t('applications.logs.load_error'),
        payload: t('applications.logs.payload'),
        success: t('applications.logs.success'),
        error: t('applications.logs.error'),
      }}
    />
  );
};
