import type { AccountCenter } from '@gatehouse/schemas/api/account-center';
import {
  accountCenterFieldAccesses,
  accountCenterFieldNames,
} from '@gatehouse/schemas/api/account-center';
import {
  Card,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SettingsForm } from '../../kit/settings-form.tsx';
import {
  accountCenterKeys,
  useAccountCenter,
  useUpdateAccountCenter,
} from './account-center-api.ts';
import {
  accountCenterFormGuard,
  toAccountCenterFormValues,
  toAccountCenterPatch,
} from './account-center-form.ts';

/** `account-center`: whether end users get the account page, and what each field allows. */
export const AccountCenterPage = () => {
  const { t } = useTranslation();
  const center = useAccountCenter();
  return (
    <Stack gap="lg">
      <PageHeader title={t('account_center.title')} subtitle={t('account_center.subtitle')} />
      {center.isPending ? (
        <PageLoading />
      ) : center.isError ? (
        <Text c="red">{t('account_center.load_error')}</Text>
      ) : (
        <AccountCenterForm center={center.data} />
      )}
    </Stack>
  );
};

const AccountCenterForm = ({ center }: { center: AccountCenter }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateAccountCenter();
  return (
    <SettingsForm
      schema={accountCenterFormGuard}
      values={toAccountCenterFormValues(center)}
      labels={{
        enabled: t('account_center.enabled'),
        webauthnRelatedOrigins: t('account_center.webauthn_origins'),
        ...Object.fromEntries(
          accountCenterFieldNames.map((name) => [
            `fields.${name}`,
            t(`account_center.fields.${name}`),
          ]),
        ),
      }}
      onSubmit={async (values) => {
        const next = await update.mutateAsync(toAccountCenterPatch(values));
        queryClient.setQueryData(accountCenterKeys.details(), next);
      }}
    >
      {(form) => {
        const originsError = form.formState.errors.webauthnRelatedOrigins?.message;
        return (
          <Stack gap="lg">
            <Card component="section" aria-labelledby="account-center-enabled">
              <Stack gap="md">
                <Title order={2} size="h4" id="account-center-enabled">
                  {t('account_center.enabled_title')}
                </Title>
                <Switch
                  label={t('account_center.enabled')}
                  description={t('account_center.enabled_description')}
                  {...form.register('enabled')}
                />
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="account-center-fields">
              <Stack gap="md">
                <Title order={2} size="h4" id="account-center-fields">
                  {t('account_center.fields_title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('account_center.fields_description')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {accountCenterFieldNames.map((name) => (
                    <NativeSelect
                      key={name}
                      label={t(`account_center.fields.${name}`)}
                      data={accountCenterFieldAccesses.map((access) => ({
                        value: access,
                        label: t(`account_center.access.${access}`),
                      }))}
                      {...form.register(`fields.${name}`)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="account-center-webauthn">
              <Stack gap="md">
                <Title order={2} size="h4" id="account-center-webauthn">
                  {t('account_center.webauthn_title')}
                </Title>
                <Textarea
                  label={t('account_center.webauthn_origins')}
                  description={t('account_center.webauthn_origins_description')}
                  autosize
                  minRows={2}
                  error={
                    originsError === 'webauthn_origin_invalid'
                      ? t('account_center.webauthn_origin_invalid')
                      : originsError
                  }
                  {...form.register('webauthnRelatedOrigins')}
                />
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </SettingsForm>
  );
};
