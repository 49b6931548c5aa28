import { Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
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

export type CreateModalProps<S extends FormSchema, R> = {
  title: string;
  description?: ReactNode;
  /** The API body schema from `packages/schemas` (or one built on it). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the request; resolves with what the server created. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  /** Error codes whose message belongs under a field, e.g. `{ 'role.name_in_use': 'name' }`. */
  codeToField?: Partial<Record<string, Path<z.input<S>>>>;
  /** Where to go afterwards, relative to the list (e.g. `role => role.id`); default the list. */
  getCreatedPath?: (created: R) => string;
  createdMessage?: (created: R) => string;
  submitLabel?: string;
  size?: string;
  /** Field labels by path, so that every error names its field (see `FieldLabels`). */
  labels?: FieldLabels;
  children: (form: SchemaForm<S>) => ReactNode;
};

/**
 * A create dialog that is a route (`<list>/create`): closing goes back to the list with its
 * search kept; the form validates with the API body schema and shows server errors on fields.
 */
export const CreateModal = <S extends FormSchema, R>(props: CreateModalProps<S, R>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    defaultValues: props.defaultValues,
    resolver: useZodResolver(props.schema, props.labels),
  });
  const close = () => navigate({ pathname: '..', search });

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await props.onSubmit(values);
      if (props.createdMessage) showSuccessToast(props.createdMessage(created));
      const target = props.getCreatedPath?.(created);
      navigate(target ? `../${target}` : { pathname: '..', search });
    } catch (error) {
      const fields = Object.keys(props.defaultValues ?? {});
      const translate = (issue: FormIssue) =>
        issueMessage(issue, t, labelFor(props.labels, issue.path), true);
      if (!applyServerErrors(error, form.setError, fields, props.codeToField, translate)) {
        showErrorToast(error, t);
      }
    }
  });

  return (
    <Modal opened onClose={close} title={props.title} size={props.size ?? 'lg'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.description}
          {props.children(form)}
        </Stack>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {props.submitLabel ?? t('kit.create.create')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
