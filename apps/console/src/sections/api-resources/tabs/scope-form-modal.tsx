import { createScopeBodyGuard } from '@gatehouse/schemas/api/resources';
import type { Scope } from '@gatehouse/schemas/entities/resource';
import { Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useZodResolver } from '../../../kit/form-validation.ts';
import { applyServerErrors, showErrorToast, showSuccessToast } from '../../../kit/server-errors.ts';
import { useSaveScope } from '../api-resources-api.ts';

/** Scope names travel space-separated in tokens, so a space would split one name into two. */
const formSchema = z.object({
  name: createScopeBodyGuard.shape.name.refine((name) => !/\s/.test(name)),
  description: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

type ScopeFormModalProps = {
  resourceId: string;
  /** The scope to edit; a new one is created without it. */
  scope?: Scope;
  onClose: () => void;
};

export const ScopeFormModal = ({ resourceId, scope, onClose }: ScopeFormModalProps) => {
  const { t } = useTranslation();
  const save = useSaveScope(resourceId);
  // Every message names its field ("Please enter Name."), as in the other forms.
  const labels = useMemo(
    () => ({
      name: t('api_resources.permissions.name'),
      description: t('api_resources.permissions.description_label'),
    }),
    [t],
  );
  const form = useForm<FormValues>({
    defaultValues: { name: scope?.name ?? '', description: scope?.description ?? '' },
    resolver: useZodResolver(formSchema, labels),
  });
  const nameError = form.formState.errors.name;

  const submit = form.handleSubmit(async ({ name, description }) => {
    try {
      const saved = await save.mutateAsync({
        id: scope?.id,
        body: { name, description: description.trim() || null },
      });
      showSuccessToast(t('api_resources.permissions.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      const isPlaced = applyServerErrors(error, form.setError, ['name', 'description'], {
        'scope.name_exists': 'name',
        'scope.name_with_space': 'name',
      });
      if (!isPlaced) showErrorToast(error, t);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={scope ? t('api_resources.permissions.edit') : t('api_resources.permissions.add')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('api_resources.permissions.name')}
            placeholder={t('api_resources.permissions.name_placeholder')}
            description={t('api_resources.permissions.name_hint')}
            withAsterisk
            dir="ltr"
            data-autofocus
            {...form.register('name')}
            error={
              nameError?.type === 'custom'
                ? t('api_resources.permissions.name_no_spaces')
                : nameError?.message
            }
          />
          <Textarea
            label={t('api_resources.permissions.description_label')}
            placeholder={t('api_resources.permissions.description_placeholder')}
            rows={2}
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
        </Stack>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {scope ? t('general.save') : t('kit.create.create')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
