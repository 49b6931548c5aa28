import type { Connector } from '@gatehouse/schemas/entities/connector';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useApiClients } from '../../api/api-provider.tsx';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { TrashIcon } from '../../kit/icons.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { showSuccessToast } from '../../kit/server-errors.ts';
import { SettingsForm } from '../../kit/settings-form.tsx';
import {
  type ConnectorFormValues,
  connectorFormSchema,
  toConfig,
  toFormValues,
} from './config-form-model.ts';
import { useConfigLabels } from './connector-config-fields.tsx';
import { ConnectorLogo } from './connector-logo.tsx';
import { isConnectorTab, tabOf, useConnectorsPath } from './connector-paths.ts';
import { ConnectorSettingsCard, connectorOwnFields } from './connector-settings-card.tsx';
import { pickPhrase } from './connector-text.ts';
import { connectorKeys, useConnector } from './connectors-api.ts';
import { TestSendCard } from './test-send-card.tsx';

const ConnectorDetails = ({ connector }: { connector: Connector }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const path = useConnectorsPath();
  const listPath = path(`/${tabOf(connector.type)}`);
  const name = pickPhrase(connector.name, i18n.language);
  const schema = useMemo(() => connectorFormSchema(connector), [connector]);
  const labels = useConfigLabels(connector);
  const values = useMemo(
    () =>
      toFormValues(connector, connector.config, {
        target: connector.metadata.target ?? connector.target,
        displayName: connector.metadata.name?.en ?? '',
        syncProfile: connector.syncProfile,
      }),
    [connector],
  );

  const save = async (next: ConnectorFormValues) => {
    await management.patch('/api/connectors/{id}', {
      params: { path: { id: connector.id } },
      body: {
        config: toConfig(connector, next.config, connector.config) as Record<string, never>,
        ...connectorOwnFields(connector, next),
      },
    });
    await queryClient.invalidateQueries({ queryKey: connectorKeys.all });
  };

  const remove = async () => {
    const result = await confirm({
      title: t('kit.detail.delete_title', { name }),
      message: t('connectors.detail.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await management.delete('/api/connectors/{id}', { params: { path: { id: connector.id } } });
    queryClient.removeQueries({ queryKey: connectorKeys.detail(connector.id) });
    await queryClient.invalidateQueries({ queryKey: connectorKeys.lists() });
    showSuccessToast(t('kit.detail.deleted', { name }));
    navigate(listPath, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: listPath, label: t('kit.detail.back_to', { name: t('connectors.title') }) }}
        icon={<ConnectorLogo logo={connector.logo} logoDark={connector.logoDark} size={40} />}
        title={name}
        subtitle={`${t(`connectors.types.${connector.type}`)} · ${connector.connectorId}`}
        actions={
          <Button
            variant="default"
            color="red"
            leftSection={<TrashIcon />}
            onClick={() => void remove().catch(() => undefined)}
          >
            {t('kit.detail.delete')}
          </Button>
        }
      />
      <SettingsForm schema={schema} values={values} labels={labels} onSubmit={save}>
        {(form) => {
          const typed = form as never as Parameters<typeof ConnectorSettingsCard>[0]['form'];
          return (
            <>
              <ConnectorSettingsCard factory={connector} form={typed} />
              {(connector.type === 'Email' || connector.type === 'Sms') && (
                <TestSendCard
                  factoryId={connector.connectorId}
                  type={connector.type}
                  getConfig={async () =>
                    (await typed.trigger())
                      ? toConfig(connector, typed.getValues('config'), connector.config)
                      : undefined
                  }
                />
              )}
            </>
          );
        }}
      </SettingsForm>
    </Stack>
  );
};

/** `connectors/{tab}/{connectorId}`: settings, test send, delete. */
export const ConnectorDetailPage = () => {
  const { t } = useTranslation();
  const { tab, connectorId = '' } = useParams();
  const path = useConnectorsPath();
  const connector = useConnector(connectorId);
  if (!isConnectorTab(tab)) return <NotFoundPage />;
  if (connector.isPending) return <PageLoading />;
  if (connector.isError) {
    const isMissing = isApiError(connector.error) && connector.error.status === 404;
    return (
      <PageHeader
        back={{
          to: path(`/${tab}`),
          label: t('kit.detail.back_to', { name: t('connectors.title') }),
        }}
        title={isMissing ? t('kit.detail.not_found_title') : t('kit.detail.load_error')}
        subtitle={isMissing ? t('kit.detail.not_found_description') : undefined}
      />
    );
  }
  return <ConnectorDetails connector={connector.data} />;
};
