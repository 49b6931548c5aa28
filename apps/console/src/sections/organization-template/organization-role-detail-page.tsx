import { Badge, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import {
  type OrganizationRole,
  organizationRoleKeys,
  useDeleteOrganizationRole,
  useOrganizationRole,
} from './organization-template-api.ts';
import { OrganizationRoleGeneralTab } from './tabs/organization-role-general-tab.tsx';
import { OrganizationRolePermissionsTab } from './tabs/organization-role-permissions-tab.tsx';

/** `organization-template/roles/{id}/*`: permissions (default) and general. */
export const OrganizationRoleDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { tenantPrefix } = useSections();
  const queryClient = useQueryClient();
  const query = useOrganizationRole(id);
  const remove = useDeleteOrganizationRole();

  return (
    <ResourceDetailPage<OrganizationRole>
      query={query}
      list={{
        path: `${tenantPrefix}/organization-template/roles`,
        label: t('organizations.template.title'),
      }}
      title={(role) => role.name}
      subtitle={(role) => (
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" color={role.type === 'User' ? 'brand' : 'gray'}>
            {t(`organizations.role_types.${role.type}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('organizations.template.roles.role_id')}
          </Text>
          <CopyableText value={role.id} label={t('organizations.template.roles.role_id')} />
        </Group>
      )}
      delete={{
        name: (role) => role.name,
        message: () => t('organizations.template.roles.delete_message'),
        onDelete: async (role) => {
          await remove.mutateAsync(role.id);
          queryClient.removeQueries({ queryKey: organizationRoleKeys.detail(role.id) });
        },
      }}
      tabs={[
        {
          path: 'permissions',
          label: t('organizations.template.roles.tabs.permissions'),
          render: (role) => <OrganizationRolePermissionsTab role={role} />,
        },
        {
          path: 'general',
          label: t('organizations.template.roles.tabs.general'),
          render: (role) => <OrganizationRoleGeneralTab role={role} />,
        },
      ]}
    />
  );
};
