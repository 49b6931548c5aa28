import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import {
  type FormIssue,
  issueMessage,
  labelFor,
  useZodResolver,
} from '../../kit/form-validation.ts';
import { applyServerErrors, showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import {
  type OrganizationScope,
  organizationScopeBodyGuard,
  useSaveOrganizationScope,
} from './organization-template-api.ts';

/** Edits one organization permission in a dialog (not a route: the list stays as it is). */
export const OrganizationPermissionModal = ({
  scope,
  onClose,
}: {
  scope: OrganizationScope;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveOrganizationScope(scope.id);
  const labels = {
    name: t('organizations.template.permissions.name'),
    description: t('organizations.template.permissions.description'),
  };
  const form = useForm({
    defaultValues: { name: scope.name, description: scope.description ?? '' },
    resolver: useZodResolver(organizationScopeBodyGuard, labels),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showSuccessToast(t('kit.settings.saved'));
      onClose();
    } catch (error) {
      const translate = (issue: FormIssue) =>
        issueMessage(issue, t, labelFor(labels, issue.path), true);
      const codes = { 'entity.unique_integrity_violation': 'name' as const };
      if (!applyServerErrors(error, form.setError, ['name', 'description'], codes, translate))
        showErrorToast(error, t);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('organizations.template.permissions.edit_title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={labels.name}
            withAsterisk
            dir="ltr"
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={labels.description}
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
        </Stack>
        <Group justify="flex-end" mt="xl">
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
