import { Alert, Group, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { LogDetails } from '../../kit/log-details.tsx';
import { logKeyLabel } from '../../kit/log-keys.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useLog } from './audit-logs-api.ts';
import { LogResultBadge } from './log-result-badge.tsx';

/** `audit-logs/{logId}`: one event with its context and the raw JSON payload. */
export const AuditLogDetailPage = () => {
  const { t } = useTranslation();
  const { logId = '' } = useParams();
  const { tenantPrefix } = useSections();
  const query = useLog(logId);
  const back = { to: `${tenantPrefix}/audit-logs`, label: t('audit_logs.detail.back') };

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const isNotFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader
          back={back}
          title={isNotFound ? t('kit.detail.not_found_title') : t('kit.detail.load_error')}
          subtitle={isNotFound ? t('kit.detail.not_found_description') : undefined}
        />
        {!isNotFound && (
          <Alert color="red" role="alert">
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('general.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    );
  }

  const log = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={logKeyLabel(log.key, t)}
        subtitle={
          <Group gap="sm">
            <LogResultBadge result={log.payload.result} />
            <CopyableText value={log.id} label={t('audit_logs.detail.log_id')} />
          </Group>
        }
      />
      <LogDetails log={log} />
    </Stack>
  );
};
