import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import {
  type FieldLabels,
  type FormIssue,
  type FormSchema,
  issueMessage,
  labelFor,
  type SchemaForm,
  useZodResolver,
} from './form-validation.ts';
import { applyServerErrors, showErrorToast, showSuccessToast } from './server-errors.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

export type SettingsFormProps<S extends FormSchema> = {
  schema: S;
  /** The saved values, as the server answered them; the form resets to them. */
  values: DefaultValues<z.input<S>>;
  /** Saves; resolve to keep the submitted values as the new saved state. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  codeToField?: Partial<Record<string, Path<z.input<S>>>>;
  /** The form is shown but cannot be changed (e.g. the management API). */
  isReadOnly?: boolean;
  /** Field labels by path, so that every error names its field (see `FieldLabels`). */
  labels?: FieldLabels;
  children: (form: SchemaForm<S>) => ReactNode;
};

/**
 * An edit form for a detail tab: tracks changes, shows a save bar while there are any, and asks
 * before leaving with unsaved changes (in-app and on tab close).
 */
export const SettingsForm = <S extends FormSchema>(props: SettingsFormProps<S>) => {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    values: props.values as z.input<S>,
    resolver: useZodResolver(props.schema, props.labels),
    disabled: props.isReadOnly,
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty && !props.isReadOnly);

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      form.reset(form.getValues());
      showSuccessToast(t('kit.settings.saved'));
    } catch (error) {
      const fields = Object.keys(props.values ?? {});
      const translate = (issue: FormIssue) =>
        issueMessage(issue, t, labelFor(props.labels, issue.path), true);
      if (!applyServerErrors(error, form.setError, fields, props.codeToField, translate)) {
        showErrorToast(error, t);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {props.children(form)}
        {isDirty && !props.isReadOnly && (
          <Paper
            withBorder
            shadow="md"
            p="sm"
            role="region"
            aria-label={t('kit.settings.unsaved_changes')}
            style={{ position: 'sticky', insetBlockEnd: 'var(--mantine-spacing-md)', zIndex: 2 }}
          >
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{t('kit.settings.unsaved_changes')}</Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => form.reset()} disabled={isSubmitting}>
                  {t('kit.settings.discard')}
                </Button>
                <Button type="submit" isLoading={isSubmitting}>
                  {t('kit.settings.save_changes')}
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
};
