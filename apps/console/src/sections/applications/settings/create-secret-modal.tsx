import { applicationSecretCreateGuard } from '@gatehouse/schemas/api/applications';
import type { ApplicationDetail, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import { Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { CopyableText } from '../../../kit/copyable-text.tsx';
import { issueMessage } from '../../../kit/form-validation.ts';
import { useResourceMutation } from '../../../kit/resource-queries.ts';
import { applicationKeys } from '../application-keys.ts';

const dayMs = 86_400_000;
const expirationDays = ['never', '30', '90', '180', '365'] as const;

/** Asks a name and expiry, then shows the new secret's value once with a copy button. */
export const CreateSecretModal = ({
  application,
  onClose,
}: {
  application: ApplicationDetail;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [expiration, setExpiration] = useState<string>('never');
  const [nameError, setNameError] = useState<string>();
  const create = useResourceMutation<{ name: string; expiresAt: number | null }, ApplicationSecret>(
    {
      request: (client, body) =>
        client.post('/api/applications/{id}/secrets', {
          params: { path: { id: application.id } },
          body,
        }),
      invalidates: [applicationKeys.secrets(application.id)],
    },
  );
  const created = create.data;

  const handleSubmit = () => {
    const body = {
      name: name.trim(),
      expiresAt: expiration === 'never' ? null : Date.now() + Number(expiration) * dayMs,
    };
    const checked = applicationSecretCreateGuard.safeParse(body);
    if (!checked.success) {
      // The kit's one wording per rule: an empty name is "required", a long one "at most N".
      const [issue] = checked.error.issues;
      setNameError(issue && issueMessage(issue, t, t('applications.secrets.name_label')));
      return;
    }
    create.mutate(body);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        created
          ? t('applications.secrets.created_title', { name: created.name })
          : t('applications.secrets.create_title')
      }
      closeButtonProps={{ 'aria-label': t('general.close') }}
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {t('applications.secrets.value_label')}
          </Text>
          <CopyableText
            value={created.value}
            label={t('applications.secrets.value_label')}
            isShownOnce
          />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('applications.secrets.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('applications.secrets.name_label')}
              placeholder={t('applications.secrets.name_placeholder')}
              withAsterisk
              data-autofocus
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(undefined);
              }}
              error={nameError}
            />
            <Select
              label={t('applications.secrets.expiration_label')}
              data={expirationDays.map((value) => ({
                value,
                label:
                  value === 'never'
                    ? t('applications.secrets.expiration.never')
                    : t('applications.secrets.expiration.days', { count: Number(value) }),
              }))}
              value={expiration}
              onChange={(value) => value && setExpiration(value)}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('general.cancel')}
              </Button>
              <Button type="submit" isLoading={create.isPending}>
                {t('applications.secrets.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
