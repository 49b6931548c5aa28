import type { User } from '@gatehouse/schemas/entities/user';
import { Card, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { JsonField } from '../../../kit/json-field.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { userKeys } from '../user-keys.ts';
import { UserMfaCard } from '../user-mfa-card.tsx';
import {
  profileFieldKeys,
  toUserPatch,
  toUserSettings,
  userSettingsGuard,
} from './user-settings-form.ts';

const profileLabels = {
  givenName: 'given_name',
  familyName: 'family_name',
  nickname: 'nickname',
  website: 'website',
  birthdate: 'birthdate',
  locale: 'locale',
} as const;

const codeToField = {
  'user.username_already_in_use': 'username',
  'user.email_already_in_use': 'primaryEmail',
  'user.phone_already_in_use': 'primaryPhone',
} as const;

/** User details: identifiers, profile, custom data (editable) and social identities (read-only). */
export const UserSettingsTab = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const identities = Object.entries(user.identities);
  // This form's own rules carry a key under `users.settings.errors`; the kit words the rest.
  const errorText = (error: { message?: string; type?: string } | undefined) =>
    error?.message &&
    error.type !== 'server' &&
    i18n.exists(`users.settings.errors.${error.message}`)
      ? t(`users.settings.errors.${error.message}` as 'users.settings.errors.invalid_email')
      : error?.message;

  return (
    <Stack gap="lg">
      <SettingsForm
        schema={userSettingsGuard}
        labels={{
          primaryEmail: t('users.settings.primary_email'),
          primaryPhone: t('users.settings.primary_phone'),
          username: t('users.settings.username'),
          name: t('users.settings.name'),
          avatar: t('users.settings.avatar'),
          customData: t('users.settings.custom_data'),
          ...Object.fromEntries(
            profileFieldKeys.map((key) => [
              `profile.${key}`,
              t(`users.settings.${profileLabels[key]}`),
            ]),
          ),
        }}
        values={toUserSettings(user)}
        codeToField={codeToField}
        onSubmit={async (values) => {
          await management.patch('/api/users/{userId}', {
            params: { path: { userId: user.id } },
            body: toUserPatch(user, values),
          });
          await queryClient.invalidateQueries({ queryKey: userKeys.all });
        }}
      >
        {(form) => {
          const { errors } = form.formState;
          return (
            <Stack gap="lg">
              <Card withBorder padding="lg" component="section" aria-labelledby="user-identifiers">
                <Stack gap="md">
                  <Title order={2} size="h4" id="user-identifiers">
                    {t('users.settings.identifiers')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label={t('users.settings.primary_email')}
                      type="email"
                      dir="ltr"
                      {...form.register('primaryEmail')}
                      error={errorText(errors.primaryEmail)}
                    />
                    <TextInput
                      label={t('users.settings.primary_phone')}
                      type="tel"
                      dir="ltr"
                      {...form.register('primaryPhone')}
                      error={errorText(errors.primaryPhone)}
                    />
                    <TextInput
                      label={t('users.settings.username')}
                      dir="ltr"
                      {...form.register('username')}
                      error={errorText(errors.username)}
                    />
                  </SimpleGrid>
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="section" aria-labelledby="user-profile">
                <Stack gap="md">
                  <Title order={2} size="h4" id="user-profile">
                    {t('users.settings.profile')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label={t('users.settings.name')} {...form.register('name')} />
                    <TextInput
                      label={t('users.settings.avatar')}
                      dir="ltr"
                      {...form.register('avatar')}
                      error={errorText(errors.avatar)}
                    />
                    {profileFieldKeys.map((key) => (
                      <TextInput
                        key={key}
                        label={t(`users.settings.${profileLabels[key]}`)}
                        {...form.register(`profile.${key}`)}
                        error={errorText(errors.profile?.[key])}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="section" aria-labelledby="user-custom-data">
                <Stack gap="md">
                  <Title order={2} size="h4" id="user-custom-data">
                    {t('users.settings.custom_data')}
                  </Title>
                  <JsonField
                    label={t('users.settings.custom_data')}
                    description={t('users.settings.custom_data_description')}
                    registration={form.register('customData')}
                    error={errorText(errors.customData)}
                  />
                </Stack>
              </Card>
            </Stack>
          );
        }}
      </SettingsForm>
      <Card withBorder padding="lg" component="section" aria-labelledby="user-identities">
        <Stack gap="sm">
          <Title order={2} size="h4" id="user-identities">
            {t('users.settings.identities')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users.settings.identities_description')}
          </Text>
          {identities.length === 0 ? (
            <Text size="sm">{t('users.settings.identities_empty')}</Text>
          ) : (
            <Table aria-labelledby="user-identities">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.settings.identity_target')}</Table.Th>
                  <Table.Th>{t('users.settings.identity_user_id')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {identities.map(([target, identity]) => (
                  <Table.Tr key={target}>
                    <Table.Td>{target}</Table.Td>
                    <Table.Td dir="ltr">{identity.userId}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <UserMfaCard user={user} />
    </Stack>
  );
};
