import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import {
  organizationScopeBodyGuard,
  useSaveOrganizationScope,
} from './organization-template-api.ts';

/** `organization-template/organization-permissions/create`. */
export const CreateOrganizationPermissionModal = () => {
  const { t } = useTranslation();
  const create = useSaveOrganizationScope();
  return (
    <CreateModal
      title={t('organizations.template.permissions.create')}
      schema={organizationScopeBodyGuard}
      labels={{
        name: t('organizations.template.permissions.name'),
        description: t('organizations.template.permissions.description'),
      }}
      defaultValues={{ name: '', description: '' }}
      onSubmit={(values) => create.mutateAsync(values)}
      codeToField={{ 'entity.unique_integrity_violation': 'name' }}
      createdMessage={(scope) =>
        t('organizations.template.permissions.created', { name: scope.name })
      }
    >
      {(form) => (
        <>
          <TextInput
            label={t('organizations.template.permissions.name')}
            placeholder={t('organizations.template.permissions.name_placeholder')}
            withAsterisk
            dir="ltr"
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={t('organizations.template.permissions.description')}
            placeholder={t('organizations.template.permissions.description_placeholder')}
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
        </>
      )}
    </CreateModal>
  );
};
