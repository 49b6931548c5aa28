import type { User } from '@gatehouse/schemas/entities/user';
import { ActionIcon, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { DotsIcon } from '../../kit/icons.tsx';
import { useResourceMutation } from '../../kit/resource-queries.ts';
import { showSuccessToast } from '../../kit/server-errors.ts';
import { generatePassword } from './user-format.ts';
import { userKeys } from './user-keys.ts';

/** Reset password (new one shown once) and suspend / reactivate, each after a confirmation. */
export const UserActions = ({ user, name }: { user: User; name: string }) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const [newPassword, setNewPassword] = useState<string>();
  const byUser = { params: { path: { userId: user.id } } };
  const resetPassword = useResourceMutation<string>({
    request: (client, password) =>
      client.patch('/api/users/{userId}/password', { ...byUser, body: { password } }),
    invalidates: [userKeys.detail(user.id)],
    onSuccess: (_, password) => setNewPassword(password),
  });
  const suspend = useResourceMutation<boolean>({
    request: (client, isSuspended) =>
      client.patch('/api/users/{userId}/is-suspended', { ...byUser, body: { isSuspended } }),
    invalidates: [userKeys.all],
    onSuccess: (_, isSuspended) =>
      showSuccessToast(
        t(isSuspended ? 'users.detail.suspended' : 'users.detail.unsuspended', { name }),
      ),
  });

  const handleReset = async () => {
    const result = await confirm({
      title: t('users.detail.reset_password_title', { name }),
      message: t('users.detail.reset_password_message'),
      confirmLabel: t('users.detail.reset_password'),
    });
    if (result === 'confirmed') resetPassword.mutate(generatePassword());
  };

  const handleSuspension = async () => {
    const isSuspending = !user.isSuspended;
    const result = await confirm({
      title: t(isSuspending ? 'users.detail.suspend_title' : 'users.detail.unsuspend_title', {
        name,
      }),
      message: t(isSuspending ? 'users.detail.suspend_message' : 'users.detail.unsuspend_message'),
      confirmLabel: t(isSuspending ? 'users.detail.suspend' : 'users.detail.unsuspend'),
      isDangerous: isSuspending,
    });
    if (result === 'confirmed') suspend.mutate(isSuspending);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('users.detail.more_actions', { name })}
          >
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void handleReset()}>
            {t('users.detail.reset_password')}
          </Menu.Item>
          <Menu.Item
            color={user.isSuspended ? undefined : 'red'}
            onClick={() => void handleSuspension()}
          >
            {t(user.isSuspended ? 'users.detail.unsuspend' : 'users.detail.suspend')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={newPassword !== undefined}
        onClose={() => setNewPassword(undefined)}
        title={t('users.detail.new_password_title')}
        closeButtonProps={{ 'aria-label': t('general.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('users.detail.new_password_intro')}</Text>
          {newPassword && (
            <CopyableText
              value={newPassword}
              label={t('users.create.password_label')}
              isShownOnce
            />
          )}
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => setNewPassword(undefined)}>
              {t('users.create.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
