import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import {
  type Organization,
  organizationKeys,
  useDeleteOrganization,
  useOrganization,
} from './organizations-api.ts';
import { OrganizationAppsTab } from './tabs/organization-apps-tab.tsx';
import { OrganizationMembersTab } from './tabs/organization-members-tab.tsx';
import { OrganizationSettingsTab } from './tabs/organization-settings-tab.tsx';

/** `organizations/{id}/*`: settings (default), members, machine-to-machine. */
export const OrganizationDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { tenantPrefix } = useSections();
  const queryClient = useQueryClient();
  const query = useOrganization(id);
  const remove = useDeleteOrganization();

  return (
    <ResourceDetailPage<Organization>
      query={query}
      list={{ path: `${tenantPrefix}/organizations`, label: t('organizations.title') }}
      title={(organization) => organization.name}
      subtitle={(organization) => (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('organizations.organization_id')}
          </Text>
          <CopyableText value={organization.id} label={t('organizations.organization_id')} />
        </Group>
      )}
      delete={{
        name: (organization) => organization.name,
        message: () => t('organizations.delete_message'),
        onDelete: async (organization) => {
          await remove.mutateAsync(organization.id);
          queryClient.removeQueries({ queryKey: organizationKeys.detail(organization.id) });
        },
      }}
      tabs={[
        {
          path: 'settings',
          label: t('organizations.tabs.settings'),
          render: (organization) => <OrganizationSettingsTab organization={organization} />,
        },
        {
          path: 'members',
          label: t('organizations.tabs.members'),
          render: (organization) => <OrganizationMembersTab organization={organization} />,
        },
        {
          path: 'machine-to-machine',
          label: t('organizations.tabs.machine_to_machine'),
          render: (organization) => <OrganizationAppsTab organization={organization} />,
        },
      ]}
    />
  );
};
