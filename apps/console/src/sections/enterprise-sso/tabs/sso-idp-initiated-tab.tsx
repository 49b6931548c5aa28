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
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  type ApplicationOption,
  contractClient,
  type IdpInitiatedAuthConfig,
  idpInitiatedApplicationTypes,
  idpInitiatedConfigKey,
  idpInitiatedConfigPath,
  type SsoConnector,
  serviceProviderValues,
} from '../sso-api.ts';
import { useSsoErrorText } from '../sso-error-text.ts';
import { type IdpInitiatedForm, idpInitiatedFormGuard } from '../sso-forms.ts';

const toForm = (
  config: IdpInitiatedAuthConfig | null,
  applications: readonly ApplicationOption[],
): IdpInitiatedForm => ({
  isEnabled: Boolean(config),
  defaultApplicationId: config?.defaultApplicationId ?? '',
  isSamlApplication:
    applications.find((app) => app.id === config?.defaultApplicationId)?.type === 'SAML',
  autoSendAuthorizationRequest: config?.autoSendAuthorizationRequest ?? true,
  redirectUri: config?.redirectUri ?? '',
  clientIdpInitiatedAuthCallbackUri: config?.clientIdpInitiatedAuthCallbackUri ?? '',
});

/** IdP-initiated tab (SAML connectors): let the IdP start a sign-in that lands in one app. */
export const SsoIdpInitiatedTab = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const errorText = useSsoErrorText();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const api = contractClient(management);
  const params = { params: { path: { id: connector.id } } };

  // No configuration yet answers 404: the feature is simply off.
  const config = useQuery({
    queryKey: idpInitiatedConfigKey(connector.id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<IdpInitiatedAuthConfig>(idpInitiatedConfigPath, { ...params, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { suppressStatuses: [404] },
  });
  const applications = useQuery({
    queryKey: ['applications', 'list', 'idp-initiated-targets'],
    queryFn: async ({ signal }) =>
      (
        await api.getPage<ApplicationOption>(
          '/api/applications',
          { page: 1, pageSize: 100 },
          { signal },
        )
      ).rows.filter((app) => idpInitiatedApplicationTypes.has(app.type)),
  });

  const labels = {
    defaultApplicationId: t('enterprise_sso.idp_initiated.default_application'),
    redirectUri: t('enterprise_sso.idp_initiated.redirect_uri'),
    clientIdpInitiatedAuthCallbackUri: t('enterprise_sso.idp_initiated.client_callback_uri'),
  };

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
            <CopyableText
              value={serviceProviderValues(defaultTenantEndpoint, connector.id).acsUrl}
              label={t('enterprise_sso.sp.acs_url')}
            />
          </div>
        </Stack>
      </Card>
      {config.isPending || applications.isPending ? (
        <Skeleton h={160} />
      ) : config.isError || applications.isError ? (
        <Alert color="red" role="alert">
          {t('enterprise_sso.idp_initiated.load_error')}
        </Alert>
      ) : (
        <SettingsForm
          schema={idpInitiatedFormGuard}
          labels={labels}
          values={toForm(config.data, applications.data)}
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
              if (config.data) await api.delete(idpInitiatedConfigPath, params);
            } else {
              await api.put(idpInitiatedConfigPath, {
                ...params,
                body: {
                  defaultApplicationId: values.defaultApplicationId,
                  ...(!values.isSamlApplication && {
                    autoSendAuthorizationRequest: values.autoSendAuthorizationRequest,
                    ...(values.autoSendAuthorizationRequest
                      ? { redirectUri: values.redirectUri.trim() }
                      : {
                          clientIdpInitiatedAuthCallbackUri:
                            values.clientIdpInitiatedAuthCallbackUri.trim(),
                        }),
                  }),
                },
              });
            }
            await queryClient.invalidateQueries({ queryKey: idpInitiatedConfigKey(connector.id) });
          }}
        >
          {(form) => {
            const { errors } = form.formState;
            const [isEnabled, isSaml, autoSend] = form.watch([
              'isEnabled',
              'isSamlApplication',
              'autoSendAuthorizationRequest',
            ]);
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
                            label: `${app.name} (${t(`applications.types.${app.type as 'SAML'}`)})`,
                          }))}
                          value={field.value || null}
                          onChange={(value) => {
                            field.onChange(value ?? '');
                            form.setValue(
                              'isSamlApplication',
                              applications.data.find((app) => app.id === value)?.type === 'SAML',
                            );
                          }}
                          onBlur={field.onBlur}
                          error={errorText(errors.defaultApplicationId?.message)}
                        />
                      )}
                    />
                  )}
                  {isEnabled && !isSaml && (
                    <>
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
                      {autoSend ? (
                        <TextInput
                          dir="ltr"
                          label={labels.redirectUri}
                          description={t('enterprise_sso.idp_initiated.redirect_uri_description')}
                          placeholder="https://app.example.com/callback"
                          withAsterisk
                          {...form.register('redirectUri')}
                          error={errorText(errors.redirectUri?.message)}
                        />
                      ) : (
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
                    </>
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
