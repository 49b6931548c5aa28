import type { Log } from '@gatehouse/schemas/entities/log';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { formatDateTime } from './format-date-time.ts';
import { LogDetails } from './log-details.tsx';
import { logKeyLabel } from './log-keys.ts';
import { LogResultBadge } from './log-table.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoading } from './page-loading.tsx';
import { useResource } from './resource-queries.ts';

/** Words of a log entry page, from the calling section's phrases. */
export type LogEntryLabels = {
  loadError: string;
  payload: string;
  success: string;
  error: string;
};

/**
 * One log entry read as the audit log reads it (event name, fields, then the payload), under a
 * header that leads back to the section's logs.
 */
export const LogEntryPage = ({
  logId,
  back,
  labels,
}: {
  logId: string;
  back: { to: string; label: string };
  labels: LogEntryLabels;
}) => {
  const { t, i18n } = useTranslation();
  const log = useResource<Log>(['logs', 'detail', logId], (api, signal) =>
    api.get('/api/logs/{id}', { params: { path: { id: logId } }, signal }),
  );

  if (log.isPending) return <PageLoading />;
  if (log.isError) {
    return (
      <Stack gap="lg">
        <PageHeader back={back} title={t('kit.detail.not_found_title')} />
        <Alert color="red" role="alert">
          {labels.loadError}
        </Alert>
      </Stack>
    );
  }
  const entry = log.data;
  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={logKeyLabel(entry.key, t)}
        subtitle={
          <Group gap="sm">
            <LogResultBadge log={entry} labels={labels} />
            <Text size="sm">{formatDateTime(entry.createdAt, i18n.language)}</Text>
          </Group>
        }
      />
      <LogDetails log={entry} />
    </Stack>
  );
};
