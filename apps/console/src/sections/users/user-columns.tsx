import type { User } from '@gatehouse/schemas/entities/user';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/translator.ts';
import { formatDateTime } from '../../kit/format-date-time.ts';
import type { Column } from '../../kit/resource-table.tsx';
import { UserAvatar } from '../../kit/user-avatar.tsx';
import { displayNameOf } from './user-format.ts';

/** Columns of the users list: avatar and name, identifiers, last sign-in, created. */
export const userColumns = (t: TFunction, language: string): Column<User>[] => [
  {
    key: 'user',
    title: t('users.columns.user'),
    render: (user) => {
      const name = displayNameOf(user) ?? t('users.unnamed');
      return (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={name} src={user.avatar} size="md" />
          <Stack gap={0}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {user.isSuspended && (
                <Badge size="xs" color="red" variant="light">
                  {t('users.suspended_tag')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
              {user.id}
            </Text>
          </Stack>
        </Group>
      );
    },
  },
  {
    key: 'identifiers',
    title: t('users.columns.identifiers'),
    render: (user) => (
      <Stack gap={0}>
        {[user.primaryEmail, user.primaryPhone, user.username].filter(Boolean).map((value) => (
          <Text key={value} size="sm" dir="ltr" style={{ textAlign: 'start' }}>
            {value}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    key: 'last_sign_in',
    title: t('users.columns.last_sign_in'),
    render: (user) =>
      user.lastSignInAt ? formatDateTime(user.lastSignInAt, language) : t('users.never'),
  },
  {
    key: 'created_at',
    title: t('users.columns.created_at'),
    render: (user) => formatDateTime(user.createdAt, language),
  },
];
