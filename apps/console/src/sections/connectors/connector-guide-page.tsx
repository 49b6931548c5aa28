import type { Connector, ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useZodResolver } from '../../kit/form-validation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import {
  type ConnectorFormValues,
  connectorFormSchema,
  toConfig,
  toFormValues,
} from './config-form-model.ts';
import { useConfigLabels } from './connector-config-fields.tsx';
import { describeConnectorError } from './connector-error.ts';
import { ConnectorLogo } from './connector-logo.tsx';
import { isConnectorTab, tabOf, useConnectorsPath } from './connector-paths.ts';
import { ConnectorSettingsCard, connectorOwnFields } from './connector-settings-card.tsx';
import { pickPhrase } from './connector-text.ts';
import { connectorKeys, useConnectorFactory } from './connectors-api.ts';
import { TestSendCard } from './test-send-card.tsx';

const guideTextKeys = {
  'simple-mail-transfer-protocol': 'connectors.guide.texts.simple-mail-transfer-protocol',
  'http-email': 'connectors.guide.texts.http-email',
  'http-sms': 'connectors.guide.texts.http-sms',
  oidc: 'connectors.guide.texts.oidc',
  oauth2: 'connectors.guide.texts.oauth2',
  github: 'connectors.guide.texts.github',
  google: 'connectors.guide.texts.google',
  microsoft: 'connectors.guide.texts.microsoft',
  apple: 'connectors.guide.texts.apple',
  discord: 'connectors.guide.texts.discord',
} as const;

/** The guide of a built-in factory in the console's language; an unknown one gets a generic line. */
const GuideText = ({ factoryId }: { factoryId: string }) => {
  const { t } = useTranslation();
  const key = guideTextKeys[factoryId as keyof typeof guideTextKeys];
  return <Text>{key ? t(key) : t('connectors.guide.fallback_text')}</Text>;
};

const GuideForm = ({ factory }: { factory: ConnectorFactory }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = useConnectorsPath();
  const schema = useMemo(() => connectorFormSchema(factory), [factory]);
  const labels = useConfigLabels(factory);
  const form = useForm<ConnectorFormValues, unknown, ConnectorFormValues>({
    defaultValues: toFormValues(factory, undefined),
    resolver: useZodResolver(schema, labels) as never,
  });
  const name = pickPhrase(factory.name, i18n.language);

  const submit = form.handleSubmit(async (values) => {
    try {
      const created: Connector = await management.post('/api/connectors', {
        body: {
          connectorId: factory.id,
          config: toConfig(factory, values.config) as Record<string, never>,
          ...connectorOwnFields(factory, values),
        },
      });
      await queryClient.invalidateQueries({ queryKey: connectorKeys.all });
      showSuccessToast(t('connectors.guide.created', { name }));
      navigate(path(`/${tabOf(factory.type)}/${created.id}`), { replace: true });
    } catch (error) {
      const described = describeConnectorError(error, t);
      if (described) form.setError('root', { message: `${described.message} ${described.code}` });
      else showErrorToast(error, t);
    }
  });

  const currentConfig = async () =>
    (await form.trigger()) ? toConfig(factory, form.getValues('config')) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ConnectorSettingsCard factory={factory} form={form} />
        {(factory.type === 'Email' || factory.type === 'Sms') && (
          <TestSendCard factoryId={factory.id} type={factory.type} getConfig={currentConfig} />
        )}
        {form.formState.errors.root?.message && (
          <Text c="red" role="alert">
            {form.formState.errors.root.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('connectors.guide.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * `connectors/{tab}/guide/{factoryId}`: how to set up the chosen factory, its settings form
 * generated from `formItems`, a test send for e-mail and SMS, then Save creates the connector.
 */
export const ConnectorGuidePage = () => {
  const { t, i18n } = useTranslation();
  const { tab, factoryId = '' } = useParams();
  const path = useConnectorsPath();
  const factory = useConnectorFactory(factoryId);
  if (!isConnectorTab(tab)) return <NotFoundPage />;
  if (factory.isPending) return <PageLoading />;
  if (factory.isError) return <NotFoundPage />;

  const name = pickPhrase(factory.data.name, i18n.language);
  return (
    <Stack gap="lg">
      <PageHeader
        back={{
          to: path(`/${tab}`),
          label: t('kit.detail.back_to', { name: t('connectors.title') }),
        }}
        icon={<ConnectorLogo logo={factory.data.logo} logoDark={factory.data.logoDark} size={40} />}
        title={t('connectors.guide.title', { name })}
        subtitle={pickPhrase(factory.data.description, i18n.language)}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Card>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('connectors.guide.steps_title')}
            </Title>
            <GuideText factoryId={factory.data.id} />
          </Stack>
        </Card>
        <GuideForm factory={factory.data} />
      </SimpleGrid>
    </Stack>
  );
};
