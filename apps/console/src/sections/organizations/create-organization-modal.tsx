import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import { createOrganizationGuard } from './organization-form.ts';
import { useCreateOrganization } from './organizations-api.ts';

/** `organizations/create`: name and description; opens the new organization afterwards. */
export const CreateOrganizationModal = () => {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  return (
    <CreateModal
      title={t('organizations.create')}
      description={t('organizations.create_description')}
      schema={createOrganizationGuard}
      labels={{ name: t('organizations.name'), description: t('organizations.description') }}
      defaultValues={{ name: '', description: '' }}
      onSubmit={(values) =>
        create.mutateAsync({ name: values.name, description: values.description || null })
      }
      getCreatedPath={(organization) => organization.id}
      createdMessage={(organization) => t('organizations.created', { name: organization.name })}
    >
      {(form) => (
        <>
          <TextInput
            label={t('organizations.name')}
            placeholder={t('organizations.name_placeholder')}
            withAsterisk
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={t('organizations.description')}
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
        </>
      )}
    </CreateModal>
  );
};
