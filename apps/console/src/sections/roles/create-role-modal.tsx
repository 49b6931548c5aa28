import { createRoleBodyGuard } from '@gatehouse/schemas/api/roles';
import { roleTypes } from '@gatehouse/schemas/entities/role';
import { MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import { permissionOptions } from './permission-options.ts';
import { useCreateRole, useResourcesWithScopes } from './roles-api.ts';

const formSchema = createRoleBodyGuard
  .pick({ name: true, description: true, scopeIds: true })
  .extend({ type: createRoleBodyGuard.shape.type.unwrap() });

export const CreateRoleModal = () => {
  const { t } = useTranslation();
  const create = useCreateRole();
  const resources = useResourcesWithScopes();
  return (
    <CreateModal
      title={t('roles.create')}
      schema={formSchema}
      labels={{ name: t('roles.name'), description: t('roles.description') }}
      defaultValues={{ name: '', description: '', type: 'User', scopeIds: [] }}
      onSubmit={({ scopeIds, ...values }) =>
        create.mutateAsync({ ...values, ...(scopeIds?.length ? { scopeIds } : {}) })
      }
      codeToField={{
        'role.name_in_use': 'name',
        'role.management_api_scopes_not_assignable_to_user_role': 'scopeIds',
      }}
      getCreatedPath={(role) => role.id}
      createdMessage={(role) => t('roles.created', { name: role.name })}
    >
      {(form) => (
        <>
          <TextInput
            label={t('roles.name')}
            placeholder={t('roles.name_placeholder')}
            withAsterisk
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={t('roles.description')}
            placeholder={t('roles.description_placeholder')}
            withAsterisk
            {...form.register('description')}
            error={form.formState.errors.description?.message}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Radio.Group
                label={t('roles.type')}
                description={t('roles.type_hint')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Management API scopes may have been picked for a machine role.
                  form.setValue('scopeIds', []);
                }}
              >
                <Stack gap="xs" mt="xs">
                  {roleTypes.map((type) => (
                    <Radio
                      key={type}
                      value={type}
                      label={t(`roles.types.${type}`)}
                      description={t(`roles.type_descriptions.${type}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <PermissionsField form={form} resources={resources.data ?? []} />
        </>
      )}
    </CreateModal>
  );
};

type FormApi = UseFormReturn<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>;

const PermissionsField = ({
  form,
  resources,
}: {
  form: FormApi;
  resources: Parameters<typeof permissionOptions>[0];
}) => {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'type' }) ?? 'User';
  const options = permissionOptions(resources, type);
  return (
    <Controller
      control={form.control}
      name="scopeIds"
      render={({ field, fieldState }) => (
        <MultiSelect
          label={t('roles.initial_permissions')}
          description={t('roles.initial_permissions_hint')}
          placeholder={options.length ? t('roles.initial_permissions_placeholder') : undefined}
          data={options.map((scope) => ({
            value: scope.id,
            label: t('roles.permissions.option', {
              scope: scope.name,
              resource: scope.resourceName,
            }),
          }))}
          value={field.value ?? []}
          onChange={field.onChange}
          searchable
          nothingFoundMessage={t('roles.no_permissions_available')}
          error={fieldState.error?.message}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    />
  );
};
