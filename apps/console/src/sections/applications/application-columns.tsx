import type { Application } from '@gatehouse/schemas/entities/application';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/translator.ts';
import { formatDateTime } from '../../kit/format-date-time.ts';
import type { Column } from '../../kit/resource-table.tsx';

/** Columns of the applications list: name with id, type, created. */
export const applicationColumns = (t: TFunction, language: string): Column<Application>[] => [
  {
    key: 'name',
    title: t('applications.columns.name'),
    render: (app) => (
      <Stack gap={0}>
        <Group gap="xs">
          <Text fw={600}>{app.name}</Text>
          {app.isThirdParty && (
            <Badge size="xs" variant="light">
              {t('applications.third_party_tag')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
          {app.id}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'type',
    title: t('applications.columns.type'),
    render: (app) => t(`applications.types.${app.type}`),
  },
  {
    key: 'created_at',
    title: t('applications.columns.created_at'),
    render: (app) => formatDateTime(app.createdAt, language),
  },
];
