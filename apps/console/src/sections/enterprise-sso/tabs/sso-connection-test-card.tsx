import { Alert, Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import {
  getSsoConnectionTest,
  type SsoConnectionTestResult,
  startSsoConnectionTest,
} from '../sso-api.ts';

/** How often the result is asked for while the IdP window is open. */
const pollIntervalMs = 1500;
/** What the callback page posts to this window once the IdP answered (no data in it). */
const finishedMessage = 'gatehouse:sso-connection-test';
const profileFields = ['id', 'email', 'name', 'phone', 'avatar'] as const;

type View =
  | { kind: 'idle' }
  | { kind: 'waiting'; authorizationUri: string; popupBlocked: boolean }
  | { kind: 'done'; result: SsoConnectionTestResult }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

/**
 * "Test connection" (issue 11): a real sign-in round trip with the IdP in a new window that signs
 * nobody in; the mapped claims (or the error) are then read here through the management API.
 */
export const SsoConnectionTestCard = ({ connectorId }: { connectorId: string }) => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [isStarting, setIsStarting] = useState(false);
  const polling = useRef<{ stop: () => void } | undefined>(undefined);

  useEffect(() => () => polling.current?.stop(), []);

  const poll = (testId: string, expiresAt: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const controller = new AbortController();
    const check = async () => {
      if (stopped) return;
      if (Date.now() > expiresAt) {
        setView({ kind: 'expired' });
        return;
      }
      try {
        const result = await getSsoConnectionTest(
          management,
          connectorId,
          testId,
          controller.signal,
        );
        if (stopped) return;
        if (result.status !== 'pending') {
          stop();
          setView({ kind: 'done', result });
          return;
        }
      } catch (error) {
        if (stopped) return;
        stop();
        setView({ kind: 'error', message: isApiError(error) ? error.message : String(error) });
        return;
      }
      timer = setTimeout(check, pollIntervalMs);
    };
    // The callback page's message makes the answer show at once instead of at the next poll.
    const onMessage = (event: MessageEvent) => {
      if (event.data !== finishedMessage) return;
      if (timer) clearTimeout(timer);
      void check();
    };
    const stop = () => {
      stopped = true;
      controller.abort();
      if (timer) clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
    timer = setTimeout(check, pollIntervalMs);
    polling.current = { stop };
  };

  const start = async () => {
    polling.current?.stop();
    setIsStarting(true);
    try {
      const test = await startSsoConnectionTest(management, connectorId);
      const popup = window.open(
        test.authorizationUri,
        'gatehouse-sso-connection-test',
        'popup,width=520,height=720',
      );
      setView({
        kind: 'waiting',
        authorizationUri: test.authorizationUri,
        popupBlocked: !popup,
      });
      poll(test.testId, test.expiresAt);
    } catch (error) {
      setView({ kind: 'error', message: isApiError(error) ? error.message : String(error) });
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sso-test-connection">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id="sso-test-connection">
              {t('enterprise_sso.connection.test_connection.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('enterprise_sso.connection.test_connection.description')}
            </Text>
          </div>
          <Button variant="default" onClick={() => void start()} isLoading={isStarting}>
            {t('enterprise_sso.connection.test_connection.button')}
          </Button>
        </Group>
        <TestView view={view} />
      </Stack>
    </Card>
  );
};

const TestView = ({ view }: { view: View }) => {
  const { t } = useTranslation();
  if (view.kind === 'idle') return null;
  if (view.kind === 'waiting')
    return (
      <Alert variant="light" role="status">
        <Text size="sm">{t('enterprise_sso.connection.test_connection.waiting')}</Text>
        {view.popupBlocked && (
          <Text size="sm" mt="xs">
            {t('enterprise_sso.connection.test_connection.popup_blocked')}{' '}
            <Anchor href={view.authorizationUri} target="_blank" rel="noopener noreferrer">
              {t('enterprise_sso.connection.test_connection.open_link')}
            </Anchor>
          </Text>
        )}
      </Alert>
    );
  if (view.kind === 'expired')
    return (
      <Alert variant="light" color="yellow" role="alert">
        {t('enterprise_sso.connection.test_connection.expired')}
      </Alert>
    );
  if (view.kind === 'error' || view.result.status === 'failed') {
    const message =
      view.kind === 'error' ? view.message : (view.result.error?.message ?? view.result.status);
    return (
      <Alert variant="light" color="red" role="alert">
        {t('enterprise_sso.connection.test_connection.failed', { message })}
      </Alert>
    );
  }
  const { result } = view;
  const rows: { key: string; label: string; value: string | undefined }[] = [
    {
      key: 'issuer',
      label: t('enterprise_sso.connection.test_connection.fields.issuer'),
      value: result.issuer,
    },
    ...profileFields.map((field) => ({
      key: field,
      label: t(`enterprise_sso.connection.test_connection.fields.${field}`),
      value: result.userInfo?.[field],
    })),
  ];
  return (
    <Alert variant="light" color="green" role="status">
      <Text size="sm" mb="xs">
        {t('enterprise_sso.connection.test_connection.succeeded')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={600} w="40%">
                {row.label}
              </Table.Th>
              <Table.Td dir="ltr" style={{ wordBreak: 'break-all' }}>
                {row.value ?? (
                  <Text span size="sm" c="dimmed">
                    {t('enterprise_sso.connection.test_connection.empty_value')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
};
