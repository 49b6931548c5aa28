import { deriveDarkPrimaryColor, hexColorRegex } from '@gatehouse/schemas/sign-in-experience/color';
import {
  Button,
  Card,
  ColorInput,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { EditorForm } from './editor-form.ts';

const logoFields = ['logoUrl', 'darkLogoUrl', 'favicon', 'darkFavicon'] as const;

/** Branding: colours, dark mode, logos and favicons, custom CSS, the product mark. */
export const BrandingTab = ({ form }: { form: EditorForm }) => {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [primaryColor, isDarkModeEnabled] = useWatch({
    control: form.control,
    name: ['color.primaryColor', 'color.isDarkModeEnabled'],
  });
  const colorField = (name: 'color.primaryColor' | 'color.darkPrimaryColor', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          format="hex"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          dir="ltr"
          withEyeDropper={false}
          fixOnBlur={false}
        />
      )}
    />
  );
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="sie-colors">
        <Stack gap="md">
          <Title order={2} size="h4" id="sie-colors">
            {t('sign_in_experience.branding.colors_title')}
          </Title>
          {colorField('color.primaryColor', t('sign_in_experience.branding.primary_color'))}
          <Controller
            control={form.control}
            name="color.isDarkModeEnabled"
            render={({ field }) => (
              <Switch
                label={t('sign_in_experience.branding.dark_mode')}
                description={t('sign_in_experience.branding.dark_mode_description')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          {isDarkModeEnabled && (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <div style={{ flex: 1, minWidth: 200 }}>
                {colorField(
                  'color.darkPrimaryColor',
                  t('sign_in_experience.branding.dark_primary_color'),
                )}
              </div>
              <Button
                variant="default"
                disabled={!hexColorRegex.test(primaryColor ?? '')}
                onClick={() =>
                  form.setValue('color.darkPrimaryColor', deriveDarkPrimaryColor(primaryColor), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                {t('sign_in_experience.branding.derive_dark_color')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-logos">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-logos">
              {t('sign_in_experience.branding.logos_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.branding.logos_description')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {logoFields.map((name) => (
              <TextInput
                key={name}
                dir="ltr"
                type="url"
                label={t(`sign_in_experience.branding.${name}`)}
                placeholder="https://"
                {...form.register(`branding.${name}`)}
                error={errors.branding?.[name]?.message}
              />
            ))}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="hideLogtoBranding"
            render={({ field }) => (
              <Switch
                label={t('sign_in_experience.branding.hide_branding')}
                description={t('sign_in_experience.branding.hide_branding_description')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="sie-css">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="sie-css">
              {t('sign_in_experience.branding.custom_css_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sign_in_experience.branding.custom_css_description')}
            </Text>
          </div>
          <Textarea
            label={t('sign_in_experience.branding.custom_css')}
            dir="ltr"
            autosize
            minRows={4}
            maxRows={16}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('customCss')}
            error={errors.customCss?.message}
          />
        </Stack>
      </Card>
    </Stack>
  );
};
