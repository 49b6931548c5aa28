import { Card, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { type SsoConnector, usePatchSsoConnector } from '../sso-api.ts';
import { useSsoErrorText } from '../sso-error-text.ts';
import { experienceFormGuard, toExperienceForm, toExperiencePatch } from '../sso-forms.ts';

/** Experience tab: name and branding on the sign-in page, e-mail domains, profile sync. */
export const SsoExperienceTab = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const errorText = useSsoErrorText();
  const patch = usePatchSsoConnector(connector.id);
  const labels = {
    connectorName: t('enterprise_sso.experience.connector_name'),
    displayName: t('enterprise_sso.experience.display_name'),
    logo: t('enterprise_sso.experience.logo'),
    darkLogo: t('enterprise_sso.experience.dark_logo'),
    domains: t('enterprise_sso.experience.domains'),
  };
  return (
    <SettingsForm
      schema={experienceFormGuard}
      labels={labels}
      values={toExperienceForm(connector)}
      codeToField={{
        'single_sign_on.duplicate_connector_name': 'connectorName',
        'single_sign_on.forbidden_domains': 'domains',
        'single_sign_on.duplicated_domains': 'domains',
        'single_sign_on.invalid_domain_format': 'domains',
      }}
      onSubmit={(values) => patch(toExperiencePatch(values))}
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="sso-branding">
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4" id="sso-branding">
                    {t('enterprise_sso.experience.branding_title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('enterprise_sso.experience.branding_description')}
                  </Text>
                </div>
                <TextInput
                  label={labels.connectorName}
                  description={t('enterprise_sso.experience.connector_name_description')}
                  withAsterisk
                  {...form.register('connectorName')}
                  error={errorText(errors.connectorName?.message)}
                />
                <TextInput
                  label={labels.displayName}
                  description={t('enterprise_sso.experience.display_name_description')}
                  {...form.register('displayName')}
                  error={errorText(errors.displayName?.message)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    dir="ltr"
                    label={labels.logo}
                    placeholder="https://example.com/logo.svg"
                    {...form.register('logo')}
                    error={errorText(errors.logo?.message)}
                  />
                  <TextInput
                    dir="ltr"
                    label={labels.darkLogo}
                    placeholder="https://example.com/logo-dark.svg"
                    {...form.register('darkLogo')}
                    error={errorText(errors.darkLogo?.message)}
                  />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="sso-domains">
              <Stack gap="md">
                <div>
                  <Title order={2} size="h4" id="sso-domains">
                    {t('enterprise_sso.experience.routing_title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('enterprise_sso.experience.routing_description')}
                  </Text>
                </div>
                <Controller
                  control={form.control}
                  name="domains"
                  render={({ field }) => (
                    <TagsInput
                      label={labels.domains}
                      description={t('enterprise_sso.experience.domains_description')}
                      placeholder="example.com"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      splitChars={[',', ' ', ';']}
                      acceptValueOnBlur
                      clearable
                      dir="ltr"
                      error={errorText(errors.domains?.message)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="syncProfile"
                  render={({ field }) => (
                    <Switch
                      label={t('enterprise_sso.experience.sync_profile')}
                      description={t('enterprise_sso.experience.sync_profile_description')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </SettingsForm>
  );
};
