import { MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import {
  organizationRoleBodyGuard,
  organizationRoleTypes,
  useCreateOrganizationRole,
} from './organization-template-api.ts';
import { useOrganizationScopeOptions, useResourceScopeOptions } from './permission-pickers.ts';

/** `organization-template/organization-roles/create`: name, type and first permissions. */
export const CreateOrganizationRoleModal = () => {
  const { t } = useTranslation();
  const create = useCreateOrganizationRole();
  const organizationScopes = useOrganizationScopeOptions();
  const resourceScopes = useResourceScopeOptions();
  return (
    <CreateModal
      title={t('organizations.template.roles.create')}
      schema={organizationRoleBodyGuard}
      labels={{
        name: t('organizations.template.roles.name'),
        description: t('organizations.template.roles.description'),
      }}
      defaultValues={{
        name: '',
        description: '',
        type: 'User',
        organizationScopeIds: [],
        resourceScopeIds: [],
      }}
      onSubmit={(values) => create.mutateAsync(values)}
      codeToField={{ 'entity.unique_integrity_violation': 'name' }}
      // `../` of the create route is the template: the role's page is a sibling of the tabs.
      getCreatedPath={(role) => `../roles/${role.id}`}
      createdMessage={(role) => t('organizations.template.roles.created', { name: role.name })}
    >
      {(form) => (
        <>
          <TextInput
            label={t('organizations.template.roles.name')}
            placeholder={t('organizations.template.roles.name_placeholder')}
            withAsterisk
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={t('organizations.template.roles.description')}
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Radio.Group
                label={t('organizations.template.roles.type')}
                value={field.value}
                onChange={field.onChange}
              >
                <Stack gap="xs" mt="xs">
                  {organizationRoleTypes.map((type) => (
                    <Radio key={type} value={type} label={t(`organizations.role_types.${type}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="organizationScopeIds"
            render={({ field }) => (
              <MultiSelect
                label={t('organizations.template.roles.organization_permissions')}
                description={t('organizations.template.roles.organization_permissions_hint')}
                data={(organizationScopes.data ?? []).map((scope) => ({
                  value: scope.id,
                  label: scope.name,
                }))}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
                nothingFoundMessage={t('organizations.template.roles.no_permissions')}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="resourceScopeIds"
            render={({ field }) => (
              <MultiSelect
                label={t('organizations.template.roles.api_permissions')}
                description={t('organizations.template.roles.api_permissions_hint')}
                data={(resourceScopes.data ?? []).map((scope) => ({
                  value: scope.id,
                  label: t('organizations.template.roles.api_permission_option', {
                    scope: scope.name,
                    resource: scope.description,
                  }),
                }))}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
                nothingFoundMessage={t('organizations.template.roles.no_permissions')}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        </>
      )}
    </CreateModal>
  );
};
