import { languageNames } from '@gatehouse/phrases/languages';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';
import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../kit/empty-state.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../kit/icons.tsx';
import { ResourceTable } from '../../kit/resource-table.tsx';
import { showSuccessToast } from '../../kit/server-errors.ts';
import { emailTemplateKeys, useEmailTemplates } from './connectors-api.ts';
import { EmailTemplateEditor } from './email-template-editor.tsx';
import { editablePurposes } from './email-template-form.ts';

type Editing = { template: EmailTemplate | undefined } | undefined;

/** The tenant's e-mail templates per purpose and language: list, add, edit, delete. */
export const EmailTemplatesCard = () => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const { confirm } = useDialogs();
  const templates = useEmailTemplates();
  const [editing, setEditing] = useState<Editing>();

  const purposeLabel = (template: EmailTemplate) =>
    (editablePurposes as readonly string[]).includes(template.templateType)
      ? t(`connectors.templates.purposes.${template.templateType as 'SignIn'}`)
      : template.templateType;
  const languageLabel = (tag: string) => languageNames[tag as keyof typeof languageNames] ?? tag;
  const nameOf = (template: EmailTemplate) =>
    `${purposeLabel(template)} · ${languageLabel(template.languageTag)}`;

  const remove = async (template: EmailTemplate) => {
    const result = await confirm({
      title: t('connectors.templates.delete_title'),
      message: t('connectors.templates.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await management.delete('/api/email-templates/{id}', { params: { path: { id: template.id } } });
    await queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all });
    showSuccessToast(t('connectors.templates.deleted'));
  };

  const addButton = (
    <Button leftSection={<PlusIcon />} onClick={() => setEditing({ template: undefined })}>
      {t('connectors.templates.add')}
    </Button>
  );

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={640}>
            <Title order={2} size="h3">
              {t('connectors.templates.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {/* The variable is shown literally: it is what the reader types in a template. */}
              {t('connectors.templates.description', { code: '{{code}}' })}
            </Text>
          </Stack>
          {templates.data && templates.data.length > 0 && addButton}
        </Group>
        <ResourceTable<EmailTemplate>
          label={t('connectors.templates.table_label')}
          columns={[
            {
              key: 'purpose',
              title: t('connectors.templates.columns.purpose'),
              render: purposeLabel,
            },
            {
              key: 'language',
              title: t('connectors.templates.columns.language'),
              render: (row) => languageLabel(row.languageTag),
            },
            {
              key: 'subject',
              title: t('connectors.templates.columns.subject'),
              render: (row) => row.details.subject,
            },
            {
              key: 'actions',
              title: t('connectors.templates.columns.actions'),
              width: 112,
              render: (row) => (
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('connectors.templates.edit', { name: nameOf(row) })}
                    onClick={() => setEditing({ template: row })}
                  >
                    <EditIcon />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('connectors.templates.delete', { name: nameOf(row) })}
                    onClick={() => void remove(row).catch(() => undefined)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
          rows={templates.data}
          getRowKey={(row) => row.id}
          isPending={templates.isPending}
          isError={templates.isError}
          onRetry={() => void templates.refetch()}
          isRetrying={templates.isFetching}
          empty={
            <EmptyState
              title={t('connectors.templates.empty')}
              description={t('connectors.templates.empty_description')}
              action={addButton}
            />
          }
        />
      </Stack>
      {editing && (
        <EmailTemplateEditor
          template={editing.template}
          existing={templates.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
};
