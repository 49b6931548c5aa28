import {
  Alert,
  Card,
  Radio,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyableText } from '../../../kit/copyable-text.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  deleteIdpInitiatedConfig,
  getIdpInitiatedConfig,
  idpInitiatedConfigKey,
  listIdpInitiatedApplications,
  putIdpInitiatedConfig,
} from '../idp-initiated-api.ts';
import {
  idpInitiatedFormGuard,
  toIdpInitiatedBody,
  toIdpInitiatedForm,
} from '../idp-initiated-form.ts';
import { type SsoConnector, serviceProviderValues } from '../sso-api.ts';
import { useSsoErrorText } from '../sso-error-text.ts';

/** IdP-initiated tab (SAML connectors): let the IdP start a sign-in that lands in one app. */
export const SsoIdpInitiatedTab = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const errorText = useSsoErrorText();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const { defaultTenantEndpoint } = useConsoleConfig();

  // No configuration yet answers 404: the feature is simply off.
  const config = useQuery({
    queryKey: idpInitiatedConfigKey(connector.id),
    queryFn: async ({ signal }) => {
      try {
        return await getIdpInitiatedConfig(management, connector.id, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { suppressStatuses: [404] },
  });
  const applications = useQuery({
    queryKey: ['applications', 'list', 'idp-initiated-targets'],
    queryFn: ({ signal }) => listIdpInitiatedApplications(management, signal),
  });

  const labels = {
    defaultApplicationId: t('enterprise_sso.idp_initiated.default_application'),
    redirectUri: t('enterprise_sso.idp_initiated.redirect_uri'),
    clientIdpInitiatedAuthCallbackUri: t('enterprise_sso.idp_initiated.client_callback_uri'),
  };
  const acsUrl = serviceProviderValues(defaultTenantEndpoint, connector.id).acsUrl;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="sso-idp-acs">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sso-idp-acs">
              {t('enterprise_sso.idp_initiated.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('enterprise_sso.idp_initiated.description')}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600}>
              {t('enterprise_sso.sp.acs_url')}
            </Text>
            <CopyableText value={acsUrl} label={t('enterprise_sso.sp.acs_url')} />
          </div>
        </Stack>
      </Card>
      {config.isPending || applications.isPending ? (
        <Skeleton h={160} />
      ) : config.isError || applications.isError ? (
        <Alert color="red" role="alert">
          {t('enterprise_sso.idp_initiated.load_error')}
        </Alert>
      ) : applications.data.length === 0 && !config.data ? (
        <EmptyState
          title={t('enterprise_sso.idp_initiated.no_applications')}
          description={t('enterprise_sso.idp_initiated.default_application_description')}
        />
      ) : (
        <SettingsForm
          schema={idpInitiatedFormGuard}
          labels={labels}
          values={toIdpInitiatedForm(config.data)}
          codeToField={{
            'single_sign_on.idp_initiated_authentication_invalid_application_type':
              'defaultApplicationId',
            'single_sign_on.idp_initiated_authentication_redirect_uri_not_registered':
              'redirectUri',
            'single_sign_on.idp_initiated_authentication_client_callback_uri_not_found':
              'clientIdpInitiatedAuthCallbackUri',
          }}
          onSubmit={async (values) => {
            if (!values.isEnabled) {
              if (config.data) await deleteIdpInitiatedConfig(management, connector.id);
            } else {
              await putIdpInitiatedConfig(
                management,
                connector.id,
                toIdpInitiatedBody(values, config.data),
              );
            }
            await queryClient.invalidateQueries({ queryKey: idpInitiatedConfigKey(connector.id) });
          }}
        >
          {(form) => {
            const { errors } = form.formState;
            const [isEnabled, applicationId, autoSend] = form.watch([
              'isEnabled',
              'defaultApplicationId',
              'autoSendAuthorizationRequest',
            ]);
            const application = applications.data.find((app) => app.id === applicationId);
            return (
              <Card withBorder padding="lg" component="section" aria-labelledby="sso-idp-config">
                <Stack gap="md">
                  <Title order={2} size="h4" id="sso-idp-config">
                    {t('enterprise_sso.idp_initiated.config_title')}
                  </Title>
                  <Controller
                    control={form.control}
                    name="isEnabled"
                    render={({ field }) => (
                      <Switch
                        label={t('enterprise_sso.idp_initiated.enable')}
                        description={t('enterprise_sso.idp_initiated.enable_description')}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                  {isEnabled && (
                    <Controller
                      control={form.control}
                      name="defaultApplicationId"
                      render={({ field }) => (
                        <Select
                          label={labels.defaultApplicationId}
                          description={t(
                            'enterprise_sso.idp_initiated.default_application_description',
                          )}
                          placeholder={t('enterprise_sso.idp_initiated.choose_application')}
                          nothingFoundMessage={t('enterprise_sso.idp_initiated.no_applications')}
                          withAsterisk
                          searchable
                          data={applications.data.map((app) => ({
                            value: app.id,
                            label: `${app.name} (${t(`applications.types.${app.type as 'SPA'}`)})`,
                          }))}
                          value={field.value || null}
                          onChange={(value) => {
                            field.onChange(value ?? '');
                            // The redirect URI belongs to the app: a new app starts at its first.
                            const next = applications.data.find((app) => app.id === value);
                            form.setValue('redirectUri', next?.redirectUris[0] ?? '');
                          }}
                          onBlur={field.onBlur}
                          error={errorText(errors.defaultApplicationId?.message)}
                        />
                      )}
                    />
                  )}
                  {isEnabled && (
                    <Controller
                      control={form.control}
                      name="autoSendAuthorizationRequest"
                      render={({ field }) => (
                        <Radio.Group
                          label={t('enterprise_sso.idp_initiated.flow_label')}
                          value={field.value ? 'auto' : 'client'}
                          onChange={(value) => field.onChange(value === 'auto')}
                          name={field.name}
                        >
                          <Stack gap="xs" mt="xs">
                            <Radio
                              value="auto"
                              label={t('enterprise_sso.idp_initiated.flow_auto')}
                            />
                            <Radio
                              value="client"
                              label={t('enterprise_sso.idp_initiated.flow_client')}
                            />
                          </Stack>
                        </Radio.Group>
                      )}
                    />
                  )}
                  {isEnabled && autoSend && (
                    <Controller
                      control={form.control}
                      name="redirectUri"
                      render={({ field }) => (
                        <Select
                          dir="ltr"
                          label={labels.redirectUri}
                          description={t('enterprise_sso.idp_initiated.redirect_uri_description')}
                          withAsterisk
                          data={application?.redirectUris ?? []}
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? '')}
                          onBlur={field.onBlur}
                          error={errorText(errors.redirectUri?.message)}
                        />
                      )}
                    />
                  )}
                  {isEnabled && !autoSend && (
                    <TextInput
                      dir="ltr"
                      label={labels.clientIdpInitiatedAuthCallbackUri}
                      description={t(
                        'enterprise_sso.idp_initiated.client_callback_uri_description',
                      )}
                      placeholder="https://app.example.com/sso/idp-initiated"
                      withAsterisk
                      {...form.register('clientIdpInitiatedAuthCallbackUri')}
                      error={errorText(errors.clientIdpInitiatedAuthCallbackUri?.message)}
                    />
                  )}
                </Stack>
              </Card>
            );
          }}
        </SettingsForm>
      )}
    </Stack>
  );
};
