import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { Card, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { JsonField } from '../../../kit/json-field.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { applicationKeys } from '../application-keys.ts';
import {
  settingsFormGuard,
  toApplicationPatch,
  toSettingsForm,
} from '../settings/application-settings-form.ts';
import { EndpointsCard } from '../settings/endpoints-card.tsx';
import { SecretsCard } from '../settings/secrets-card.tsx';
import { SwitchField } from '../settings/switch-field.tsx';
import { UriListField } from '../settings/uri-list-field.tsx';

const signInTypes = new Set(['Native', 'SPA', 'Traditional']);

type ErrorKey = `applications.settings.errors.${'invalid_url'}`;

/** Settings tab: the app's form, then its endpoints and secrets. */
export const ApplicationSettingsTab = ({ application }: { application: ApplicationDetail }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const signsUsersIn = signInTypes.has(application.type);
  // Rules of this form carry a phrase key under `applications.settings.errors`; the kit has
  // already worded every other rule with its field.
  const errorText = (message: string | undefined) =>
    message && i18n.exists(`applications.settings.errors.${message}`)
      ? t(`applications.settings.errors.${message}` as ErrorKey)
      : message;

  return (
    <Stack gap="lg">
      <SettingsForm
        schema={settingsFormGuard(application.type)}
        labels={{
          name: t('applications.settings.name'),
          description: t('applications.settings.description'),
        }}
        values={toSettingsForm(application)}
        onSubmit={async (values) => {
          await management.patch('/api/applications/{id}', {
            params: { path: { id: application.id } },
            body: toApplicationPatch(application, values),
          });
          await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        }}
      >
        {(form) => {
          const { errors } = form.formState;
          const control = form.control;
          return (
            <Stack gap="lg">
              <Card withBorder padding="lg" component="section" aria-labelledby="app-general">
                <Stack gap="md">
                  <Title order={2} size="h4" id="app-general">
                    {t('applications.settings.general')}
                  </Title>
                  <TextInput
                    label={t('applications.settings.name')}
                    withAsterisk
                    {...form.register('name')}
                    error={errorText(errors.name?.message)}
                  />
                  <Textarea
                    label={t('applications.settings.description')}
                    autosize
                    minRows={2}
                    {...form.register('description')}
                  />
                </Stack>
              </Card>
              {signsUsersIn && (
                <Card withBorder padding="lg" component="section" aria-labelledby="app-uris">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="app-uris">
                      {t('applications.settings.uris')}
                    </Title>
                    <UriListField
                      name="redirectUris"
                      label={t('applications.settings.redirect_uris')}
                      description={t('applications.settings.redirect_uris_description')}
                      placeholder={
                        application.type === 'Native'
                          ? 'io.example.app://callback'
                          : 'https://example.com/callback'
                      }
                      control={control}
                      register={form.register}
                      errors={errors}
                    />
                    <UriListField
                      name="postLogoutRedirectUris"
                      label={t('applications.settings.post_logout_redirect_uris')}
                      description={t('applications.settings.post_logout_redirect_uris_description')}
                      placeholder="https://example.com"
                      control={control}
                      register={form.register}
                      errors={errors}
                    />
                    <UriListField
                      name="corsAllowedOrigins"
                      label={t('applications.settings.cors_allowed_origins')}
                      description={t('applications.settings.cors_allowed_origins_description')}
                      placeholder="https://example.com"
                      control={control}
                      register={form.register}
                      errors={errors}
                    />
                  </Stack>
                </Card>
              )}
              {signsUsersIn && (
                <Card withBorder padding="lg" component="section" aria-labelledby="app-tokens">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="app-tokens">
                      {t('applications.settings.tokens')}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <Controller
                        control={control}
                        name="idTokenTtl"
                        render={({ field }) => (
                          <NumberInput
                            label={t('applications.settings.id_token_ttl')}
                            description={t('applications.settings.id_token_ttl_description')}
                            min={1}
                            allowDecimal={false}
                            value={field.value}
                            onChange={(value) => field.onChange(String(value))}
                            onBlur={field.onBlur}
                            error={errorText(errors.idTokenTtl?.message)}
                          />
                        )}
                      />
                      <Controller
                        control={control}
                        name="refreshTokenTtlInDays"
                        render={({ field }) => (
                          <NumberInput
                            label={t('applications.settings.refresh_token_ttl_in_days')}
                            description={t(
                              'applications.settings.refresh_token_ttl_in_days_description',
                            )}
                            min={1}
                            max={90}
                            allowDecimal={false}
                            value={field.value}
                            onChange={(value) => field.onChange(String(value))}
                            onBlur={field.onBlur}
                            error={errorText(errors.refreshTokenTtlInDays?.message)}
                          />
                        )}
                      />
                    </SimpleGrid>
                    <SwitchField
                      name="alwaysIssueRefreshToken"
                      control={control}
                      label={t('applications.settings.always_issue_refresh_token')}
                      description={t(
                        'applications.settings.always_issue_refresh_token_description',
                      )}
                    />
                    <SwitchField
                      name="rotateRefreshToken"
                      control={control}
                      label={t('applications.settings.rotate_refresh_token')}
                      description={t('applications.settings.rotate_refresh_token_description')}
                    />
                  </Stack>
                </Card>
              )}
              {signsUsersIn && (
                <Card withBorder padding="lg" component="section" aria-labelledby="app-backchannel">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="app-backchannel">
                      {t('applications.settings.backchannel')}
                    </Title>
                    <TextInput
                      dir="ltr"
                      label={t('applications.settings.backchannel_logout_uri')}
                      description={t('applications.settings.backchannel_logout_uri_description')}
                      placeholder="https://example.com/backchannel-logout"
                      {...form.register('backchannelLogoutUri')}
                      error={errorText(errors.backchannelLogoutUri?.message)}
                    />
                    <SwitchField
                      name="backchannelLogoutSessionRequired"
                      control={control}
                      label={t('applications.settings.backchannel_session_required')}
                      description={t(
                        'applications.settings.backchannel_session_required_description',
                      )}
                    />
                  </Stack>
                </Card>
              )}
              <Card withBorder padding="lg" component="section" aria-labelledby="app-custom-data">
                <Stack gap="md">
                  <Title order={2} size="h4" id="app-custom-data">
                    {t('applications.settings.custom_data')}
                  </Title>
                  <JsonField
                    label={t('applications.settings.custom_data')}
                    description={t('applications.settings.custom_data_description')}
                    registration={form.register('customData')}
                    error={errorText(errors.customData?.message)}
                  />
                </Stack>
              </Card>
            </Stack>
          );
        }}
      </SettingsForm>
      <EndpointsCard application={application} />
      <SecretsCard application={application} />
    </Stack>
  );
};
