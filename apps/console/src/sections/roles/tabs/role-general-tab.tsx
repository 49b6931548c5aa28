import { updateRoleBodyGuard } from '@gatehouse/schemas/api/roles';
import type { Role } from '@gatehouse/schemas/entities/role';
import { Card, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { useUpdateRole } from '../roles-api.ts';

const formSchema = updateRoleBodyGuard.required();

export const RoleGeneralTab = ({ role }: { role: Role }) => {
  const { t } = useTranslation();
  const update = useUpdateRole(role.id);
  return (
    <SettingsForm
      schema={formSchema}
      labels={{ name: t('roles.general.name'), description: t('roles.general.description') }}
      values={{ name: role.name, description: role.description, isDefault: role.isDefault }}
      onSubmit={(values) => update.mutateAsync(values)}
      codeToField={{ 'role.name_in_use': 'name' }}
    >
      {(form) => (
        <Card withBorder padding="lg" component="section" aria-labelledby="role-general">
          <Stack gap="md">
            <Title order={2} size="h4" id="role-general">
              {t('roles.general.title')}
            </Title>
            <TextInput
              label={t('roles.general.name')}
              withAsterisk
              {...form.register('name')}
              error={form.formState.errors.name?.message}
            />
            <TextInput
              label={t('roles.general.description')}
              withAsterisk
              {...form.register('description')}
              error={form.formState.errors.description?.message}
            />
            <TextInput
              label={t('roles.general.type')}
              value={t(`roles.types.${role.type}`)}
              readOnly
            />
            {role.type === 'User' && (
              <Switch
                label={t('roles.general.default_role')}
                description={t('roles.general.default_role_hint')}
                {...form.register('isDefault')}
              />
            )}
          </Stack>
        </Card>
      )}
    </SettingsForm>
  );
};
