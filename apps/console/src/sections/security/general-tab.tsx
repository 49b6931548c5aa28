import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import {
  Card,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SettingsForm } from '../../kit/settings-form.tsx';
import { generalFormGuard, toGeneralFormValues, toGeneralPatch } from './general-form.ts';
import { useSaveSignInExperience } from './security-settings.ts';

const codeToField = {
  'sign_in_experiences.invalid_custom_email_blocklist_format':
    'emailBlocklistPolicy.customBlocklist',
} as const;

/** `security/general`: lockout after failed attempts and the e-mail blocklist. */
export const GeneralTab = ({ experience }: { experience: SignInExperience }) => {
  const { t } = useTranslation();
  const save = useSaveSignInExperience();
  const prefix = 'security.general';
  return (
    <SettingsForm
      schema={generalFormGuard}
      values={toGeneralFormValues(experience)}
      labels={{
        'sentinelPolicy.maxAttempts': t(`${prefix}.max_attempts`),
        'sentinelPolicy.lockoutDuration': t(`${prefix}.lockout_duration`),
        'emailBlocklistPolicy.customBlocklist': t(`${prefix}.custom_blocklist`),
      }}
      codeToField={codeToField}
      onSubmit={(values) => save(toGeneralPatch(experience, values))}
    >
      {(form) => {
        const errors = form.formState.errors;
        const numberField = (
          name: 'sentinelPolicy.maxAttempts' | 'sentinelPolicy.lockoutDuration',
          label: string,
          max: number,
        ) => (
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={label}
                min={1}
                max={max}
                allowDecimal={false}
                name={field.name}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? undefined : value)}
                onBlur={field.onBlur}
                error={
                  errors.sentinelPolicy?.[
                    name === 'sentinelPolicy.maxAttempts' ? 'maxAttempts' : 'lockoutDuration'
                  ]?.message
                }
              />
            )}
          />
        );
        return (
          <Stack gap="lg">
            <Card component="section" aria-labelledby="security-lockout">
              <Stack gap="md">
                <Title order={2} size="h4" id="security-lockout">
                  {t(`${prefix}.lockout_title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`${prefix}.lockout_description`)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {numberField('sentinelPolicy.maxAttempts', t(`${prefix}.max_attempts`), 10_000)}
                  {numberField(
                    'sentinelPolicy.lockoutDuration',
                    t(`${prefix}.lockout_duration`),
                    525_600,
                  )}
                </SimpleGrid>
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="security-blocklist">
              <Stack gap="md">
                <Title order={2} size="h4" id="security-blocklist">
                  {t(`${prefix}.blocklist_title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`${prefix}.blocklist_description`)}
                </Text>
                <Switch
                  label={t(`${prefix}.block_subaddressing`)}
                  {...form.register('emailBlocklistPolicy.blockSubaddressing')}
                />
                <Controller
                  control={form.control}
                  name="emailBlocklistPolicy.customBlocklist"
                  render={({ field }) => (
                    <TagsInput
                      label={t(`${prefix}.custom_blocklist`)}
                      description={t(`${prefix}.custom_blocklist_description`)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      acceptValueOnBlur
                      dir="ltr"
                      error={errors.emailBlocklistPolicy?.customBlocklist?.message}
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
