import { languageNames, languageTags } from '@gatehouse/phrases/languages';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';
import { Alert, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useApiClients } from '../../api/api-provider.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useZodResolver } from '../../kit/form-validation.ts';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import { emailTemplateKeys } from './connectors-api.ts';
import {
  type EmailTemplateFormValues,
  editablePurposes,
  emailTemplateFormSchema,
} from './email-template-form.ts';
import { EmailTemplatePreview } from './email-template-preview.tsx';

/** A message of this section's custom rules is a phrase key; the kit's own arrive worded. */
const translated = (message: string | undefined, t: TFunction) =>
  message?.startsWith('connectors.')
    ? t(message as 'connectors.templates.url_not_allowed')
    : message;

/**
 * Adds or edits one e-mail template (purpose × language) with a live preview. Saving is the
 * API's upsert (`PUT /api/email-templates`); an existing template keeps its purpose and language.
 */
export const EmailTemplateEditor = ({
  template,
  existing,
  onClose,
}: {
  template: EmailTemplate | undefined;
  existing: readonly EmailTemplate[];
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const labels = {
    templateType: t('connectors.templates.purpose_label'),
    languageTag: t('connectors.templates.language_label'),
    subject: t('connectors.templates.subject_label'),
    content: t('connectors.templates.content_label'),
    sendFrom: t('connectors.templates.send_from_label'),
    replyTo: t('connectors.templates.reply_to_label'),
  };
  const form = useForm<EmailTemplateFormValues>({
    defaultValues: {
      templateType: template?.templateType ?? 'SignIn',
      languageTag: template?.languageTag ?? i18n.language,
      subject: template?.details.subject ?? '',
      content: template?.details.content ?? '',
      contentType: template?.details.contentType ?? 'text/html',
      sendFrom: template?.details.sendFrom ?? '',
      replyTo: template?.details.replyTo ?? '',
    },
    resolver: useZodResolver(emailTemplateFormSchema, labels),
  });
  const { errors, isSubmitting } = form.formState;
  const [templateType, languageTag, subject, content, contentType] = form.watch([
    'templateType',
    'languageTag',
    'subject',
    'content',
    'contentType',
  ]);
  const replacesOther =
    !template &&
    existing.some((item) => item.templateType === templateType && item.languageTag === languageTag);

  const submit = form.handleSubmit(async (values) => {
    try {
      await management.put('/api/email-templates', {
        body: {
          templates: [
            {
              languageTag: values.languageTag,
              templateType: values.templateType,
              details: {
                subject: values.subject,
                content: values.content,
                contentType: values.contentType,
                ...(values.sendFrom ? { sendFrom: values.sendFrom } : {}),
                ...(values.replyTo ? { replyTo: values.replyTo } : {}),
              },
            },
          ],
        },
      });
      await queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all });
      showSuccessToast(t('connectors.templates.saved'));
      onClose();
    } catch (error) {
      showErrorToast(error, t);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="70rem"
      title={
        template
          ? t('connectors.templates.editor_title_edit')
          : t('connectors.templates.editor_title_new')
      }
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="templateType"
                render={({ field }) => (
                  <Select
                    label={labels.templateType}
                    withAsterisk
                    disabled={Boolean(template)}
                    allowDeselect={false}
                    data={editablePurposes.map((value) => ({
                      value,
                      label: t(`connectors.templates.purposes.${value}`),
                    }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="languageTag"
                render={({ field }) => (
                  <Select
                    label={labels.languageTag}
                    withAsterisk
                    disabled={Boolean(template)}
                    allowDeselect={false}
                    searchable
                    data={languageTags.map((tag) => ({ value: tag, label: languageNames[tag] }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.languageTag?.message}
                  />
                )}
              />
            </Group>
            {replacesOther && (
              <Alert color="yellow" variant="light">
                {t('connectors.templates.exists')}
              </Alert>
            )}
            <TextInput
              label={labels.subject}
              withAsterisk
              {...form.register('subject')}
              error={errors.subject?.message}
            />
            <Controller
              control={form.control}
              name="contentType"
              render={({ field }) => (
                <Select
                  label={t('connectors.templates.content_type_label')}
                  allowDeselect={false}
                  data={[
                    { value: 'text/html', label: t('connectors.templates.content_types.html') },
                    { value: 'text/plain', label: t('connectors.templates.content_types.text') },
                  ]}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Textarea
              label={labels.content}
              withAsterisk
              autosize
              minRows={8}
              maxRows={16}
              ff="monospace"
              spellCheck={false}
              {...form.register('content')}
              error={errors.content?.message}
            />
            <Group grow align="flex-start">
              <TextInput
                label={labels.sendFrom}
                {...form.register('sendFrom')}
                error={translated(errors.sendFrom?.message, t)}
              />
              <TextInput
                label={labels.replyTo}
                type="email"
                {...form.register('replyTo')}
                error={errors.replyTo?.message}
              />
            </Group>
          </Stack>
          <EmailTemplatePreview
            subject={subject}
            content={content}
            contentType={contentType}
            locale={languageTag}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('connectors.templates.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
