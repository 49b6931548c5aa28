import type { Log } from '@gatehouse/schemas/entities/log';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { EmptyState } from './empty-state.tsx';
import { formatDateTime } from './format-date-time.ts';
import { logKeyLabel } from './log-keys.ts';
import { type Column, ResourceTable } from './resource-table.tsx';
import { usePagedTable } from './use-paged-table.ts';

/** Words of a log table, from the calling section's phrases. */
export type LogTableLabels = {
  table: string;
  event: string;
  result: string;
  time: string;
  empty: string;
  success: string;
  error: string;
};

export const LogResultBadge = ({
  log,
  labels,
}: {
  log: Log;
  labels: Pick<LogTableLabels, 'success' | 'error'>;
}) =>
  log.payload.result === 'Success' ? (
    <Badge color="teal" variant="light">
      {labels.success}
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {labels.error}
    </Badge>
  );

/**
 * The logs of one user or application (`GET /api/logs?userId=|applicationId=`), paged in the
 * address. `relatedColumn` shows the other party of each entry (the app of a user's log, the user
 * of an app's log).
 */
export const LogTable = ({
  filter,
  relatedColumn,
  labels,
  getHref,
}: {
  filter: { userId: string } | { applicationId: string };
  relatedColumn: Column<Log>;
  labels: LogTableLabels;
  getHref: (log: Log) => string;
}) => {
  const { t, i18n } = useTranslation();
  const { table } = usePagedTable<Log>(
    ['logs', 'list', filter],
    (api, paging, signal) =>
      api.getPage('/api/logs', paging, { params: { query: filter }, signal }),
    { isSearchable: false },
  );
  return (
    <ResourceTable<Log>
      label={labels.table}
      columns={[
        {
          key: 'event',
          title: labels.event,
          // As in the audit log: the event's name, its key beneath.
          render: (log) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {logKeyLabel(log.key, t)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
                {log.key}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'result',
          title: labels.result,
          render: (log) => <LogResultBadge log={log} labels={labels} />,
        },
        relatedColumn,
        {
          key: 'time',
          title: labels.time,
          render: (log) => formatDateTime(log.createdAt, i18n.language),
        },
      ]}
      getRowKey={(log) => log.id}
      getRowHref={getHref}
      empty={<EmptyState title={labels.empty} />}
      {...table}
    />
  );
};
