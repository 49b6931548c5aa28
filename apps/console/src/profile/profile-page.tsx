import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { z } from 'zod';
import { isApiError } from '../api/api-error.ts';
import { type MeProfileUpdate, useMe, useUpdateMe } from '../api/me-api.ts';
import { useConsoleConfig } from '../app/console-config.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../kit/button.tsx';
import { useDialogs } from '../kit/confirm-dialog.tsx';
import { PageLoading } from '../kit/page-loading.tsx';
import { AvatarUploader } from './avatar-uploader.tsx';
import { ProfileFieldModal } from './profile-field-modal.tsx';

/** Spec §5: a letter or underscore first, then word characters. */
export const usernamePattern = /^[A-Z_a-z]\w*$/;

const FieldRow = ({
  label,
  value,
  onEdit,
  editLabel,
}: {
  label: string;
  value: string;
  onEdit: () => void;
  editLabel: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" py="xs">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text>{value || t('profile.not_set')}</Text>
      </div>
      <Button variant="default" size="xs" onClick={onEdit} aria-label={editLabel}>
        {t('profile.edit')}
      </Button>
    </Group>
  );
};

export const ProfilePage = () => {
  const { t } = useTranslation();
  const { edition } = useConsoleConfig();
  const me = useMe();
  const updateMe = useUpdateMe();
  const { alert } = useDialogs();
  const [isNameOpened, nameModal] = useDisclosure(false);
  const [isUsernameOpened, usernameModal] = useDisclosure(false);
  // Built once per language: the dialogs' resolvers follow their schema's identity.
  const nameSchema = useMemo(() => z.string().trim().max(128), []);
  const usernameSchema = useMemo(
    () =>
      z
        .string()
        .trim()
        .min(1, t('general.required_field_missing', { field: t('profile.username') }))
        .regex(usernamePattern, t('profile.username_invalid')),
    [t],
  );

  if (me.isPending) return <PageLoading />;
  if (me.isError) return null;
  const user = me.data;
  const displayName = user.name || user.username || user.primaryEmail || '';

  /** Saves one field; a 422 is explained in an alert, other errors toast globally (spec §8). */
  const save = async (update: MeProfileUpdate) => {
    try {
      await updateMe.mutateAsync(update);
      notifications.show({ color: 'green', message: t('profile.updated') });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        await alert({ message: error.message });
      }
      throw error;
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('profile.title')}
          </Title>
          <Text c="dimmed">{t('profile.description')}</Text>
        </div>
        <Card withBorder padding="lg" component="section" aria-labelledby="profile-information">
          <Title order={2} size="h4" id="profile-information" mb="md">
            {t('profile.profile_information')}
          </Title>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('profile.avatar')}
            </Text>
            <AvatarUploader
              name={displayName || '?'}
              value={user.avatar}
              onChange={(avatar) => save({ avatar }).catch(() => undefined)}
            />
            <FieldRow
              label={t('profile.name')}
              value={user.name ?? ''}
              onEdit={nameModal.open}
              editLabel={t('profile.edit_name')}
            />
            {edition === 'oss' && (
              <FieldRow
                label={t('profile.username')}
                value={user.username ?? ''}
                onEdit={usernameModal.open}
                editLabel={t('profile.edit_username')}
              />
            )}
          </Stack>
        </Card>
      </Stack>
      <ProfileFieldModal
        opened={isNameOpened}
        title={t('profile.edit_name')}
        label={t('profile.name')}
        initialValue={user.name ?? ''}
        schema={nameSchema}
        onClose={nameModal.close}
        onSubmit={(name) => save({ name: name || null })}
      />
      <ProfileFieldModal
        opened={isUsernameOpened}
        title={t('profile.edit_username')}
        label={t('profile.username')}
        initialValue={user.username ?? ''}
        schema={usernameSchema}
        onClose={usernameModal.close}
        onSubmit={(username) => save({ username })}
      />
    </Container>
  );
};
