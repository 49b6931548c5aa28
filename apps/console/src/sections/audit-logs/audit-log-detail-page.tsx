import { Alert, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useSections } from '../../app/sections-context.tsx';
import { Button } from '../../kit/button.tsx';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useLog } from './audit-logs-api.ts';
import { logKeyLabel } from './log-keys.ts';
import { LogResultBadge } from './log-result-badge.tsx';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2} component="div">
    <Text size="xs" c="dimmed" fw={600} component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** `audit-logs/{logId}`: one event with its context and the raw JSON payload. */
export const AuditLogDetailPage = () => {
  const { t, i18n } = useTranslation();
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
  const { payload } = log;
  const none = t('audit_logs.detail.none');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'long' });
  const error =
    payload.error === undefined
      ? undefined
      : typeof payload.error === 'string'
        ? payload.error
        : JSON.stringify(payload.error);

  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={logKeyLabel(log.key, t)}
        subtitle={
          <Group gap="sm">
            <LogResultBadge result={payload.result} />
            <CopyableText value={log.id} label={t('audit_logs.detail.log_id')} />
          </Group>
        }
      />
      <Card withBorder padding="lg" component="section" aria-labelledby="log-details">
        <Title order={2} size="h4" id="log-details" mb="md">
          {t('audit_logs.detail.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="md">
          <Field label={t('audit_logs.detail.key')}>
            <span dir="ltr">{log.key}</span>
          </Field>
          <Field label={t('audit_logs.detail.result')}>
            {t(`audit_logs.results.${payload.result}`)}
          </Field>
          <Field label={t('audit_logs.detail.user')}>{payload.userId ?? none}</Field>
          <Field label={t('audit_logs.detail.application')}>{payload.applicationId ?? none}</Field>
          <Field label={t('audit_logs.detail.ip')}>
            <span dir="ltr">{payload.ip ?? none}</span>
          </Field>
          <Field label={t('audit_logs.detail.time')}>{time.format(log.createdAt)}</Field>
          <Field label={t('audit_logs.detail.user_agent')}>{payload.userAgent ?? none}</Field>
          {error && <Field label={t('audit_logs.detail.error')}>{error}</Field>}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="log-payload">
        <Title order={2} size="h4" id="log-payload" mb="md">
          {t('audit_logs.detail.payload')}
        </Title>
        <Code block dir="ltr" aria-labelledby="log-payload">
          {JSON.stringify(payload, null, 2)}
        </Code>
      </Card>
    </Stack>
  );
};
