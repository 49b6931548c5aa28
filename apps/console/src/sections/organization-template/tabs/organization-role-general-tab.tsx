import { Card, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  type OrganizationRole,
  organizationScopeBodyGuard,
  useUpdateOrganizationRole,
} from '../organization-template-api.ts';

export const OrganizationRoleGeneralTab = ({ role }: { role: OrganizationRole }) => {
  const { t } = useTranslation();
  const update = useUpdateOrganizationRole(role.id);
  return (
    <SettingsForm
      schema={organizationScopeBodyGuard}
      labels={{
        name: t('organizations.template.roles.name'),
        description: t('organizations.template.roles.description'),
      }}
      values={{ name: role.name, description: role.description ?? '' }}
      onSubmit={(values) =>
        update.mutateAsync({ name: values.name, description: values.description || null })
      }
      codeToField={{ 'entity.unique_integrity_violation': 'name' }}
    >
      {(form) => (
        <Card withBorder padding="lg" component="section" aria-labelledby="org-role-general">
          <Stack gap="md">
            <Title order={2} size="h4" id="org-role-general">
              {t('organizations.template.roles.general_title')}
            </Title>
            <TextInput
              label={t('organizations.template.roles.name')}
              withAsterisk
              {...form.register('name')}
              error={form.formState.errors.name?.message}
            />
            <TextInput
              label={t('organizations.template.roles.description')}
              {...form.register('description')}
              error={form.formState.errors.description?.message}
            />
            <TextInput
              label={t('organizations.template.roles.type')}
              value={t(`organizations.role_types.${role.type}`)}
              readOnly
            />
          </Stack>
        </Card>
      )}
    </SettingsForm>
  );
};
