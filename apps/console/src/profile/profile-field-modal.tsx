import { Group, Modal, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../kit/button.tsx';
import { useZodResolver } from '../kit/form-validation.ts';

type ProfileFieldModalProps = {
  opened: boolean;
  title: string;
  label: string;
  initialValue: string;
  schema: z.ZodType<string, string>;
  onClose: () => void;
  /** Resolves when saved; rejects to keep the dialog open. */
  onSubmit: (value: string) => Promise<void>;
};

/** One-field edit dialog for name and username. */
export const ProfileFieldModal = ({
  opened,
  title,
  label,
  initialValue,
  schema,
  onClose,
  onSubmit,
}: ProfileFieldModalProps) => {
  const { t } = useTranslation();
  const formSchema = useMemo(() => z.object({ value: schema }), [schema]);
  const labels = useMemo(() => ({ value: label }), [label]);
  // The kit's resolver: zod's English never shows; a too-long name says which field and how long.
  const resolver = useZodResolver(formSchema, labels);
  const form = useForm<{ value: string }>({ values: { value: initialValue }, resolver });

  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onSubmit(value);
      onClose();
    } catch {
      // The error was already shown (alert or toast); the dialog stays open for another try.
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={label}
          data-autofocus
          {...form.register('value')}
          error={form.formState.errors.value?.message}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('general.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
