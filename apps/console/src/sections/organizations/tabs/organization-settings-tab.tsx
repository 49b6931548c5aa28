import {
  Card,
  Group,
  MultiSelect,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { JsonField } from '../../../kit/json-field.tsx';
import { PageLoading } from '../../../kit/page-loading.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  organizationSettingsGuard,
  toSettingsBody,
  toSettingsValues,
} from '../organization-form.ts';
import {
  type Organization,
  useOrganizationJit,
  useOrganizationRoleOptions,
  useSaveOrganizationSettings,
} from '../organizations-api.ts';
import { JitSsoConnectorsField } from './jit-sso-connectors-field.tsx';
import { OrganizationBrandingCard } from './organization-branding-card.tsx';

/** Own rules of this form carry a key under `organizations.settings.errors`. */
const ownErrors = new Set([
  'invalid_json',
  'json_not_object',
  'invalid_domain',
  'invalid_url',
  'invalid_color',
]);

/** General settings, branding, MFA and just-in-time provisioning of one organization. */
export const OrganizationSettingsTab = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  const jit = useOrganizationJit(organization.id);
  const roles = useOrganizationRoleOptions('User');
  const save = useSaveOrganizationSettings(organization.id);
  const values = useMemo(
    () => (jit.data ? toSettingsValues(organization, jit.data) : undefined),
    [organization, jit.data],
  );
  const errorText = (error: { message?: string; type?: string } | undefined) =>
    error?.message && error.type !== 'server' && ownErrors.has(error.message)
      ? t(
          `organizations.settings.errors.${error.message}` as 'organizations.settings.errors.invalid_json',
        )
      : error?.message;

  if (jit.isError)
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red">
          {t('kit.detail.load_error')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void jit.refetch()}>
          {t('general.retry')}
        </Button>
      </Group>
    );
  if (!values) return <PageLoading />;
  return (
    <SettingsForm
      schema={organizationSettingsGuard}
      labels={{
        name: t('organizations.name'),
        description: t('organizations.description'),
        customData: t('organizations.settings.custom_data'),
        primaryColor: t('organizations.settings.primary_color'),
        darkPrimaryColor: t('organizations.settings.dark_primary_color'),
        customCss: t('organizations.settings.custom_css'),
      }}
      values={values}
      onSubmit={(submitted) => save.mutateAsync(toSettingsBody(organization, submitted))}
    >
      {(form) => (
        <>
          <Card withBorder padding="lg" component="section" aria-labelledby="org-general">
            <Stack gap="md">
              <Title order={2} size="h4" id="org-general">
                {t('organizations.settings.general')}
              </Title>
              <TextInput
                label={t('organizations.name')}
                withAsterisk
                {...form.register('name')}
                error={form.formState.errors.name?.message}
              />
              <TextInput
                label={t('organizations.description')}
                {...form.register('description')}
                error={form.formState.errors.description?.message}
              />
              <JsonField
                label={t('organizations.settings.custom_data')}
                description={t('organizations.settings.custom_data_hint')}
                registration={form.register('customData')}
                error={errorText(form.formState.errors.customData)}
              />
            </Stack>
          </Card>
          <OrganizationBrandingCard form={form} errorText={errorText} />
          <Card withBorder padding="lg" component="section" aria-labelledby="org-mfa">
            <Stack gap="md">
              <Title order={2} size="h4" id="org-mfa">
                {t('organizations.settings.mfa')}
              </Title>
              <Switch
                label={t('organizations.settings.mfa_required')}
                description={t('organizations.settings.mfa_required_hint')}
                {...form.register('isMfaRequired')}
              />
            </Stack>
          </Card>
          <Card withBorder padding="lg" component="section" aria-labelledby="org-jit">
            <Stack gap="md">
              <Title order={2} size="h4" id="org-jit">
                {t('organizations.settings.jit')}
              </Title>
              <Controller
                control={form.control}
                name="jitEmailDomains"
                render={({ field, fieldState }) => (
                  <TagsInput
                    label={t('organizations.settings.jit_email_domains')}
                    description={t('organizations.settings.jit_email_domains_hint')}
                    placeholder={t('organizations.settings.jit_email_domains_placeholder')}
                    dir="ltr"
                    value={field.value}
                    onChange={field.onChange}
                    splitChars={[',', ' ']}
                    error={errorText(fieldState.error)}
                  />
                )}
              />
              <JitSsoConnectorsField control={form.control} />
              <Controller
                control={form.control}
                name="jitRoleIds"
                render={({ field }) => (
                  <MultiSelect
                    label={t('organizations.settings.jit_roles')}
                    description={t('organizations.settings.jit_roles_hint')}
                    data={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    searchable
                    nothingFoundMessage={t('organizations.no_roles')}
                  />
                )}
              />
            </Stack>
          </Card>
        </>
      )}
    </SettingsForm>
  );
};
