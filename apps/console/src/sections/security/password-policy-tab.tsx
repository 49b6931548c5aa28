import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import {
  Card,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SettingsForm } from '../../kit/settings-form.tsx';
import { PasswordChecker } from './password-checker.tsx';
import { passwordPolicyFormGuard, toPasswordPolicyFormValues } from './password-policy-form.ts';
import { useSaveSignInExperience } from './security-settings.ts';

/** `security/password-policy`: the rules of spec §5 and a live checker of a sample password. */
export const PasswordPolicyTab = ({ experience }: { experience: SignInExperience }) => {
  const { t } = useTranslation();
  const save = useSaveSignInExperience();
  const prefix = 'security.password_policy';
  return (
    <SettingsForm
      schema={passwordPolicyFormGuard}
      values={toPasswordPolicyFormValues(experience)}
      labels={{
        'passwordPolicy.length.min': t(`${prefix}.min_length`),
        'passwordPolicy.length.max': t(`${prefix}.max_length`),
        'passwordPolicy.characterTypes.min': t(`${prefix}.character_types`),
        'passwordPolicy.rejects.words': t(`${prefix}.words`),
      }}
      onSubmit={(values) => save({ passwordPolicy: values.passwordPolicy })}
    >
      {(form) => {
        const errors = form.formState.errors.passwordPolicy;
        // The shared guard's min ≤ max rule is a custom issue on the length object.
        const lengthError =
          errors?.length?.type === 'custom' || errors?.length?.root
            ? t(`${prefix}.min_not_above_max`)
            : errors?.length?.message;
        const policy = form.watch('passwordPolicy');
        return (
          <Stack gap="lg">
            <Card component="section" aria-labelledby="password-length">
              <Stack gap="md">
                <Title order={2} size="h4" id="password-length">
                  {t(`${prefix}.length_title`)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={form.control}
                    name="passwordPolicy.length.min"
                    render={({ field }) => (
                      <NumberInput
                        label={t(`${prefix}.min_length`)}
                        min={1}
                        max={256}
                        allowDecimal={false}
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(value === '' ? undefined : value)}
                        onBlur={field.onBlur}
                        error={errors?.length?.min?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="passwordPolicy.length.max"
                    render={({ field }) => (
                      <NumberInput
                        label={t(`${prefix}.max_length`)}
                        min={1}
                        max={256}
                        allowDecimal={false}
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(value === '' ? undefined : value)}
                        onBlur={field.onBlur}
                        error={errors?.length?.max?.message ?? lengthError}
                      />
                    )}
                  />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="password-character-types">
              <Stack gap="md">
                <Title order={2} size="h4" id="password-character-types">
                  {t(`${prefix}.character_types_title`)}
                </Title>
                <Controller
                  control={form.control}
                  name="passwordPolicy.characterTypes.min"
                  render={({ field }) => (
                    <NativeSelect
                      label={t(`${prefix}.character_types`)}
                      description={t(`${prefix}.character_types_description`)}
                      data={[1, 2, 3, 4].map((count) => ({
                        value: String(count),
                        label: t(`${prefix}.character_types_option`, { count }),
                      }))}
                      value={String(field.value ?? 1)}
                      onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                      onBlur={field.onBlur}
                      error={errors?.characterTypes?.min?.message}
                    />
                  )}
                />
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="password-rejects">
              <Stack gap="md">
                <Title order={2} size="h4" id="password-rejects">
                  {t(`${prefix}.rejects_title`)}
                </Title>
                <Switch
                  label={t(`${prefix}.pwned`)}
                  {...form.register('passwordPolicy.rejects.pwned')}
                />
                <Switch
                  label={t(`${prefix}.repetition_and_sequence`)}
                  {...form.register('passwordPolicy.rejects.repetitionAndSequence')}
                />
                <Switch
                  label={t(`${prefix}.user_info`)}
                  {...form.register('passwordPolicy.rejects.userInfo')}
                />
                <Controller
                  control={form.control}
                  name="passwordPolicy.rejects.words"
                  render={({ field }) => (
                    <TagsInput
                      label={t(`${prefix}.words`)}
                      description={t(`${prefix}.words_description`)}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      acceptValueOnBlur
                      error={errors?.rejects?.words?.message}
                    />
                  )}
                />
              </Stack>
            </Card>
            <PasswordChecker policy={policy} />
          </Stack>
        );
      }}
    </SettingsForm>
  );
};
