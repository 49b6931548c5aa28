import {
  Card,
  ColorInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SchemaForm } from '../../../kit/form-validation.ts';
import type { organizationSettingsGuard } from '../organization-form.ts';

type SettingsForm = SchemaForm<typeof organizationSettingsGuard>;

/**
 * The organization's own sign-in look (contract entity `organizations`: `branding` logos,
 * `color`, `custom_css`), part of the settings form.
 */
export const OrganizationBrandingCard = ({
  form,
  errorText,
}: {
  form: SettingsForm;
  errorText: (error: { message?: string; type?: string } | undefined) => string | undefined;
}) => {
  const { t } = useTranslation();
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
          dir="ltr"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(errors[name])}
        />
      )}
    />
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="org-branding">
      <Stack gap="md">
        <Title order={2} size="h4" id="org-branding">
          {t('organizations.settings.branding')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('organizations.settings.logo_url')}
            type="url"
            dir="ltr"
            placeholder="https://"
            {...form.register('logoUrl')}
            error={errorText(errors.logoUrl)}
          />
          <TextInput
            label={t('organizations.settings.dark_logo_url')}
            type="url"
            dir="ltr"
            placeholder="https://"
            {...form.register('darkLogoUrl')}
            error={errorText(errors.darkLogoUrl)}
          />
          {colorField('primaryColor', t('organizations.settings.primary_color'))}
          {colorField('darkPrimaryColor', t('organizations.settings.dark_primary_color'))}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="isDarkModeEnabled"
          render={({ field }) => (
            <Switch
              label={t('organizations.settings.dark_mode')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Textarea
          label={t('organizations.settings.custom_css')}
          description={t('organizations.settings.custom_css_hint')}
          dir="ltr"
          autosize
          minRows={3}
          maxRows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.register('customCss')}
          error={errorText(errors.customCss)}
        />
      </Stack>
    </Card>
  );
};
