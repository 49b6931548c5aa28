import type {
  ApplicationDetail,
  ApplicationSignInExperience,
} from '@gatehouse/schemas/entities/application';
import { isValidUrl } from '@gatehouse/schemas/rules/redirect-uri';
import { Card, ColorInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PageLoading } from '../../../kit/page-loading.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { applicationKeys } from '../application-keys.ts';

const hexColor = /^#[\da-f]{3}([\da-f]{3})?$/i;
const optionalUrl = z
  .string()
  .max(2048)
  .refine((value) => !value.trim() || isValidUrl(value.trim()), 'invalid_url');
const optionalColor = z.string().refine((value) => !value || hexColor.test(value), 'invalid_color');

const brandingFormGuard = z.object({
  displayName: z.string().max(256),
  logoUrl: optionalUrl,
  darkLogoUrl: optionalUrl,
  primaryColor: optionalColor,
  isDarkModeEnabled: z.boolean(),
  darkPrimaryColor: optionalColor,
  termsOfUseUrl: optionalUrl,
  privacyPolicyUrl: optionalUrl,
});
type BrandingForm = z.infer<typeof brandingFormGuard>;
const urlFields = ['logoUrl', 'darkLogoUrl', 'termsOfUseUrl', 'privacyPolicyUrl'] as const;

const toForm = (experience: ApplicationSignInExperience | null): BrandingForm => ({
  displayName: experience?.displayName ?? '',
  logoUrl: experience?.branding.logoUrl ?? '',
  darkLogoUrl: experience?.branding.darkLogoUrl ?? '',
  primaryColor: experience?.color.primaryColor ?? '',
  isDarkModeEnabled: experience?.color.isDarkModeEnabled ?? false,
  darkPrimaryColor: experience?.color.darkPrimaryColor ?? '',
  termsOfUseUrl: experience?.termsOfUseUrl ?? '',
  privacyPolicyUrl: experience?.privacyPolicyUrl ?? '',
});

const orUndefined = (value: string) => value.trim() || undefined;

/** Branding tab: the app's own sign-in look (`PUT …/sign-in-experience`); 404 means none yet. */
export const ApplicationBrandingTab = ({ application }: { application: ApplicationDetail }) => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const byApplication = { params: { path: { applicationId: application.id } } };
  const experience = useQuery({
    queryKey: applicationKeys.branding(application.id),
    queryFn: async ({ signal }) => {
      try {
        return await management.get('/api/applications/{applicationId}/sign-in-experience', {
          ...byApplication,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
  if (experience.isPending) return <PageLoading />;
  if (experience.isError) return <Text c="red">{t('applications.detail.load_error')}</Text>;

  // The custom rules carry a phrase key of this tab; the kit words every other rule.
  const error = (message: string | undefined) =>
    message === 'invalid_url' || message === 'invalid_color'
      ? t(`applications.branding.${message}`)
      : message;

  return (
    <SettingsForm
      schema={brandingFormGuard}
      labels={{
        displayName: t('applications.branding.display_name'),
        logoUrl: t('applications.branding.logo_url'),
        darkLogoUrl: t('applications.branding.dark_logo_url'),
        primaryColor: t('applications.branding.primary_color'),
        darkPrimaryColor: t('applications.branding.dark_primary_color'),
        termsOfUseUrl: t('applications.branding.terms_of_use_url'),
        privacyPolicyUrl: t('applications.branding.privacy_policy_url'),
      }}
      values={toForm(experience.data)}
      onSubmit={async (values) => {
        await management.put('/api/applications/{applicationId}/sign-in-experience', {
          ...byApplication,
          body: {
            displayName: values.displayName.trim() || null,
            branding: {
              logoUrl: orUndefined(values.logoUrl),
              darkLogoUrl: orUndefined(values.darkLogoUrl),
            },
            color: {
              primaryColor: orUndefined(values.primaryColor),
              isDarkModeEnabled: values.isDarkModeEnabled,
              darkPrimaryColor: orUndefined(values.darkPrimaryColor),
            },
            termsOfUseUrl: values.termsOfUseUrl.trim() || null,
            privacyPolicyUrl: values.privacyPolicyUrl.trim() || null,
          },
        });
        await queryClient.invalidateQueries({ queryKey: applicationKeys.branding(application.id) });
      }}
    >
      {(form) => {
        const { errors } = form.formState;
        const colorField = (name: 'primaryColor' | 'darkPrimaryColor', label: string) => (
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <ColorInput
                label={label}
                format="hex"
                placeholder="#6139F6"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error(errors[name]?.message)}
                dir="ltr"
              />
            )}
          />
        );
        return (
          <Card withBorder padding="lg" component="section" aria-labelledby="app-branding">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="app-branding">
                  {t('applications.branding.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('applications.branding.description')}
                </Text>
              </div>
              <TextInput
                label={t('applications.branding.display_name')}
                {...form.register('displayName')}
                error={errors.displayName?.message}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {colorField('primaryColor', t('applications.branding.primary_color'))}
                {colorField('darkPrimaryColor', t('applications.branding.dark_primary_color'))}
              </SimpleGrid>
              <Controller
                control={form.control}
                name="isDarkModeEnabled"
                render={({ field }) => (
                  <Switch
                    label={t('applications.branding.dark_mode')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {urlFields.map((name) => (
                  <TextInput
                    key={name}
                    dir="ltr"
                    label={t(
                      `applications.branding.${name === 'logoUrl' ? 'logo_url' : name === 'darkLogoUrl' ? 'dark_logo_url' : name === 'termsOfUseUrl' ? 'terms_of_use_url' : 'privacy_policy_url'}`,
                    )}
                    placeholder="https://"
                    {...form.register(name)}
                    error={error(errors[name]?.message)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        );
      }}
    </SettingsForm>
  );
};
