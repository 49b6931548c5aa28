import { mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { Card, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SettingsForm } from '../../kit/settings-form.tsx';
import {
  signInExperienceKeys,
  useSignInExperience,
  useUpdateSignInExperience,
} from '../sign-in-experience/sign-in-experience-api.ts';
import { mfaFormGuard, mfaPolicyOptions, toMfaFormValues, toMfaPatch } from './mfa-form.ts';

// The server's rules on factors (spec §4, contract errors) land on the factor list.
const codeToField = {
  'sign_in_experiences.backup_code_cannot_be_enabled_alone': 'mfa.factors',
  'sign_in_experiences.duplicated_mfa_factors': 'mfa.factors',
  'sign_in_experiences.email_verification_code_cannot_be_used_for_mfa': 'mfa.factors',
  'sign_in_experiences.phone_verification_code_cannot_be_used_for_mfa': 'mfa.factors',
  'sign_in_experiences.enabled_connector_not_found': 'mfa.factors',
} as const;

/** `mfa`: which second factors exist, how insistently users are asked, passkey sign-in. */
export const MfaPage = () => {
  const { t } = useTranslation();
  const experience = useSignInExperience();
  return (
    <Stack gap="lg">
      <PageHeader title={t('mfa.title')} subtitle={t('mfa.subtitle')} />
      {experience.isPending ? (
        <PageLoading />
      ) : experience.isError ? (
        <Text c="red">{t('mfa.load_error')}</Text>
      ) : (
        <MfaForm experience={experience.data} />
      )}
    </Stack>
  );
};

const MfaForm = ({ experience }: { experience: SignInExperience }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateSignInExperience();
  const values = toMfaFormValues(experience);
  const policies = mfaPolicyOptions.some((policy) => policy === values.mfa.policy)
    ? mfaPolicyOptions
    : [...mfaPolicyOptions, values.mfa.policy];

  return (
    <SettingsForm
      schema={mfaFormGuard}
      values={values}
      labels={{ 'mfa.factors': t('mfa.labels.factors'), 'mfa.policy': t('mfa.labels.policy') }}
      codeToField={codeToField}
      onSubmit={async (output) => {
        const next = await update.mutateAsync(toMfaPatch(experience, output));
        queryClient.setQueryData(signInExperienceKeys.details(), next);
      }}
    >
      {(form) => {
        const factorsError = form.formState.errors.mfa?.factors;
        // This form's own rule carries a key under `mfa.`; the server's message is already worded.
        const factorsErrorText =
          factorsError?.type === 'custom' && factorsError.message === 'backup_code_alone'
            ? t('mfa.backup_code_alone')
            : factorsError?.message;
        const isPasskeySignIn = form.watch('passkeySignIn.enabled');
        return (
          <Stack gap="lg">
            <Card component="section" aria-labelledby="mfa-factors">
              <Stack gap="md">
                <Title order={2} size="h4" id="mfa-factors">
                  {t('mfa.factors_title')}
                </Title>
                <Controller
                  control={form.control}
                  name="mfa.factors"
                  render={({ field }) => (
                    // The card's heading names the group; a label repeating it read twice.
                    <Switch.Group
                      description={t('mfa.factors_description')}
                      value={field.value}
                      onChange={(next) => field.onChange(next)}
                      error={factorsErrorText}
                    >
                      <Stack gap="sm" mt="xs">
                        {mfaFactors.map((factor) => (
                          <Switch
                            key={factor}
                            value={factor}
                            label={t(`mfa.factors.${factor}`)}
                            description={t(`mfa.factor_descriptions.${factor}`)}
                          />
                        ))}
                      </Stack>
                    </Switch.Group>
                  )}
                />
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="mfa-policy">
              <Stack gap="md">
                <Title order={2} size="h4" id="mfa-policy">
                  {t('mfa.policy_title')}
                </Title>
                <Controller
                  control={form.control}
                  name="mfa.policy"
                  render={({ field }) => (
                    <Radio.Group
                      description={t('mfa.policy_description')}
                      value={field.value}
                      onChange={field.onChange}
                      error={form.formState.errors.mfa?.policy?.message}
                    >
                      <Stack gap="sm" mt="xs">
                        {policies.map((policy) => (
                          <Radio key={policy} value={policy} label={t(`mfa.policy.${policy}`)} />
                        ))}
                      </Stack>
                    </Radio.Group>
                  )}
                />
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="mfa-passkey">
              <Stack gap="md">
                <Title order={2} size="h4" id="mfa-passkey">
                  {t('mfa.passkey_title')}
                </Title>
                <Switch
                  label={t('mfa.passkey_enabled')}
                  description={t('mfa.passkey_enabled_description')}
                  {...form.register('passkeySignIn.enabled')}
                />
                {/* Shown only while on: a disabled input would read as no value to the form. */}
                {isPasskeySignIn && (
                  <Stack gap="sm" ps="lg">
                    <Switch
                      label={t('mfa.passkey_button')}
                      {...form.register('passkeySignIn.showPasskeyButton')}
                    />
                    <Switch
                      label={t('mfa.passkey_autofill')}
                      {...form.register('passkeySignIn.allowAutofill')}
                    />
                  </Stack>
                )}
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </SettingsForm>
  );
};
