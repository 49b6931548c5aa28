import {
  type ApplicationDetail,
  type ApplicationSecret,
  applicationTypesWithSecrets,
} from '@gatehouse/schemas/entities/application';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { formatDateTime } from '../../../kit/format-date-time.ts';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import { useResourceMutation } from '../../../kit/resource-queries.ts';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { applicationKeys } from '../application-keys.ts';
import { useApplicationSecrets } from '../applications-api.ts';
import { CreateSecretModal } from './create-secret-modal.tsx';

/** Named secrets of an app: list with dates, create (value shown once), delete with confirmation. */
export const SecretsCard = ({ application }: { application: ApplicationDetail }) => {
  const { t, i18n } = useTranslation();
  const { confirm } = useDialogs();
  const [isCreating, setIsCreating] = useState(false);
  const hasSecrets = (applicationTypesWithSecrets as readonly string[]).includes(application.type);
  const secrets = useApplicationSecrets(application.id, hasSecrets);
  const remove = useResourceMutation<ApplicationSecret>({
    request: (client, secret) =>
      client.delete('/api/applications/{id}/secrets/{name}', {
        params: { path: { id: application.id, name: secret.name } },
      }),
    invalidates: [applicationKeys.secrets(application.id)],
    onSuccess: (_, secret) =>
      showSuccessToast(t('applications.secrets.deleted', { name: secret.name })),
  });
  if (!hasSecrets) return null;

  const handleDelete = async (secret: ApplicationSecret) => {
    const result = await confirm({
      title: t('applications.secrets.delete_title', { name: secret.name }),
      message: t('applications.secrets.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result === 'confirmed') remove.mutate(secret);
  };

  const now = Date.now();
  const rows = secrets.data ?? [];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="app-secrets">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="app-secrets">
              {t('applications.secrets.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('applications.secrets.description')}
            </Text>
          </div>
          <Button variant="default" leftSection={<PlusIcon />} onClick={() => setIsCreating(true)}>
            {t('applications.secrets.create')}
          </Button>
        </Group>
        {secrets.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            {t('general.loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('applications.secrets.empty')}
          </Text>
        ) : (
          <Table aria-labelledby="app-secrets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('applications.secrets.name')}</Table.Th>
                <Table.Th>{t('applications.secrets.created_at')}</Table.Th>
                <Table.Th>{t('applications.secrets.expires_at')}</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">{t('kit.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((secret) => (
                <Table.Tr key={secret.name}>
                  <Table.Td>{secret.name}</Table.Td>
                  <Table.Td>{formatDateTime(secret.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {secret.expiresAt === null ? (
                      t('applications.secrets.never')
                    ) : secret.expiresAt <= now ? (
                      <Badge color="red" variant="light">
                        {t('applications.secrets.expired')}
                      </Badge>
                    ) : (
                      formatDateTime(secret.expiresAt, i18n.language)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('applications.secrets.delete', { name: secret.name })}
                      onClick={() => void handleDelete(secret)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {isCreating && (
        <CreateSecretModal application={application} onClose={() => setIsCreating(false)} />
      )}
    </Card>
  );
};
