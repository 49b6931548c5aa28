import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  listApplications,
  type Organization,
  type OrganizationApplication,
} from '../organizations-api.ts';
import { OrganizationMemberTable } from './organization-member-table.tsx';

type AppRow = { id: string; name: string; description?: string | null };

/** Machine-to-machine apps of an organization with their organization roles. */
export const OrganizationAppsTab = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  return (
    <OrganizationMemberTable<OrganizationApplication, AppRow>
      organization={organization}
      kind="applications"
      phrases="apps"
      nameOf={(app) => app.name}
      list={listApplications(organization.id)}
      columns={[
        {
          key: 'app',
          title: t('organizations.apps.column_app'),
          render: (app) => (
            <Text size="sm" fw={600}>
              {app.name}
            </Text>
          ),
        },
        {
          key: 'id',
          title: t('organizations.apps.column_id'),
          render: (app) => (
            <Text size="sm" ff="monospace" dir="ltr">
              {app.id}
            </Text>
          ),
        },
      ]}
      candidates={{
        queryKey: ['applications', 'list', 'organization-candidates'],
        list: (api, paging, signal) =>
          api.getPage('/api/applications', paging, {
            params: { query: { types: 'MachineToMachine' } },
            signal,
          }),
      }}
      getCandidateId={(app) => app.id}
      getCandidateLabel={(app) => app.name}
      getCandidateDescription={(app) => app.description || app.id}
    />
  );
};
