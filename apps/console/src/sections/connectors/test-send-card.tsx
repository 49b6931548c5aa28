import { emailRegex } from '@gatehouse/schemas/entities/common';
import { Alert, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useApiClients } from '../../api/api-provider.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { showErrorToast } from '../../kit/server-errors.ts';
import { describeConnectorError } from './connector-error.ts';

// Spec §5: digits, or a plus then digits with hyphens, brackets and spaces between them.
const phonePattern = /^\+?[\d\s()-]+$/;

type Outcome =
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string; code: string }
  | undefined;

/**
 * "Send a test" of an e-mail or SMS connector: an address or phone number, then
 * `POST /api/connectors/{factoryId}/test` with the form's current settings. The answer shows in
 * place: sent, or the connector's error code in words. Not a `<form>`: it sits inside the
 * settings form, so Enter is handled here.
 */
export const TestSendCard = ({
  factoryId,
  type,
  getConfig,
}: {
  factoryId: string;
  type: 'Email' | 'Sms';
  /** The settings to try, or undefined when the form shows errors first. */
  getConfig: () => Promise<Record<string, unknown> | undefined>;
}) => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const [to, setTo] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const isEmail = type === 'Email';

  const send = useMutation({
    mutationFn: async ({ recipient, config }: { recipient: string; config: object }) =>
      management.post('/api/connectors/{factoryId}/test', {
        params: { path: { factoryId } },
        body: {
          config: config as Record<string, never>,
          locale: currentLanguage(),
          ...(isEmail ? { email: recipient } : { phone: recipient.replace(/\D/g, '') }),
        },
      }),
    meta: { handlesErrors: true },
  });

  const run = async () => {
    setOutcome(undefined);
    const recipient = to.trim();
    const isValid = isEmail
      ? emailRegex.test(recipient)
      : phonePattern.test(recipient) && /\d/.test(recipient);
    if (!isValid) {
      setInputError(
        isEmail ? t('connectors.test.invalid_email') : t('connectors.test.invalid_phone'),
      );
      return;
    }
    setInputError(undefined);
    const config = await getConfig();
    if (!config) return;
    try {
      await send.mutateAsync({ recipient, config });
      setOutcome({ kind: 'sent', to: recipient });
    } catch (error) {
      const described = describeConnectorError(error, t);
      if (described) setOutcome({ kind: 'failed', ...described });
      else showErrorToast(error, t);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('connectors.test.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {isEmail
              ? t('connectors.test.description_email')
              : t('connectors.test.description_sms')}
          </Text>
        </Stack>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={isEmail ? t('connectors.test.email_label') : t('connectors.test.phone_label')}
            type={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={inputError}
            style={{ flex: '1 1 16rem' }}
          />
          <Button mt={26} isLoading={send.isPending} onClick={() => void run()}>
            {t('connectors.test.send')}
          </Button>
        </Group>
        <div aria-live="polite">
          {outcome?.kind === 'sent' && (
            <Alert color="green" variant="light">
              {t('connectors.test.sent', { to: outcome.to })}
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert" title={t('connectors.test.failed')}>
              <Stack gap={4}>
                <Text size="sm">{outcome.message}</Text>
                <Text size="xs" ff="monospace">
                  {t('connectors.test.code', { code: outcome.code })}
                </Text>
              </Stack>
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
};
