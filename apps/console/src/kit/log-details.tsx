import type { Log } from '@gatehouse/schemas/entities/log';
import { Card, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

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

/**
 * One log entry read as fields (event, result, user, application, IP, time, user agent, error),
 * then its raw payload: the audit-log detail page and the user / application log pages alike.
 */
export const LogDetails = ({ log }: { log: Log }) => {
  const { t, i18n } = useTranslation();
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
    <>
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
    </>
  );
};
