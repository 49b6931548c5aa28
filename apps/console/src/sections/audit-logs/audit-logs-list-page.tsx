import type { Log } from '@gatehouse/schemas/entities/log';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { knownLogKeys, logKeyLabel } from '../../kit/log-keys.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import type { Column } from '../../kit/resource-table.tsx';
import { SearchBox } from '../../kit/search-box.tsx';
import { useListParams } from '../../kit/use-list-params.ts';
import { logKeys } from './audit-logs-api.ts';
import { LogResultBadge } from './log-result-badge.tsx';

const mono = (value: string | undefined) => (
  <Text size="sm" ff="monospace" dir="ltr">
    {value ?? '—'}
  </Text>
);

const useColumns = (): Column<Log>[] => {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return [
    {
      key: 'event',
      title: t('audit_logs.column_event'),
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
      title: t('audit_logs.column_result'),
      render: (log) => <LogResultBadge result={log.payload.result} />,
    },
    { key: 'user', title: t('audit_logs.column_user'), render: (log) => mono(log.payload.userId) },
    {
      key: 'application',
      title: t('audit_logs.column_application'),
      render: (log) => mono(log.payload.applicationId),
    },
    {
      key: 'time',
      title: t('audit_logs.column_time'),
      render: (log) => <Text size="sm">{time.format(log.createdAt)}</Text>,
    },
  ];
};

export const AuditLogsListPage = () => {
  const { t } = useTranslation();
  const { filters, setFilter } = useListParams(['logKey', 'userId', 'applicationId']);
  const hasFilters = Boolean(filters.logKey || filters.userId || filters.applicationId);
  const query = {
    logKey: filters.logKey || undefined,
    userId: filters.userId || undefined,
    applicationId: filters.applicationId || undefined,
  };
  return (
    <ResourceListPage<Log>
      title={t('audit_logs.title')}
      subtitle={t('audit_logs.subtitle')}
      queryKey={[...logKeys.lists(), query]}
      list={(api, paging, signal) =>
        api.getPage('/api/logs', paging, { params: { query }, signal })
      }
      isSearchable={false}
      filterControls={
        <>
          <Select
            label={t('audit_logs.filter_event')}
            data={[
              { value: '', label: t('audit_logs.filter_event_all') },
              ...knownLogKeys.map((key) => ({ value: key, label: logKeyLabel(key, t) })),
            ]}
            value={filters.logKey}
            onChange={(value) => setFilter('logKey', value || undefined)}
            allowDeselect={false}
            searchable
            w={280}
          />
          <SearchBox
            label={t('audit_logs.filter_user')}
            placeholder={t('audit_logs.filter_user')}
            value={filters.userId}
            onChange={(value) => setFilter('userId', value || undefined)}
          />
          <SearchBox
            label={t('audit_logs.filter_application')}
            placeholder={t('audit_logs.filter_application')}
            value={filters.applicationId}
            onChange={(value) => setFilter('applicationId', value || undefined)}
          />
        </>
      }
      columns={useColumns()}
      getRowKey={(log) => log.id}
      getRowHref={(log) => log.id}
      empty={
        hasFilters
          ? { title: t('audit_logs.no_matches') }
          : { title: t('audit_logs.empty'), description: t('audit_logs.empty_description') }
      }
    />
  );
};
