import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import type { OrganizationWithOrgRoles } from '@gatehouse/schemas/entities/organization';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useSections } from '../../../app/sections-context.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { ResourceTable } from '../../../kit/resource-table.tsx';
import { applicationKeys } from '../application-keys.ts';

/** Organizations tab of a machine-to-machine app: its organizations and its roles there. */
export const ApplicationOrganizationsTab = ({
  application,
}: {
  application: ApplicationDetail;
}) => {
  const { t } = useTranslation();
  const { tenantPrefix } = useSections();
  const { management } = useApiClients();
  const organizations = useQuery({
    queryKey: [...applicationKeys.detail(application.id), 'organizations'],
    queryFn: ({ signal }) =>
      management.get('/api/applications/{id}/organizations', {
        params: { path: { id: application.id } },
        signal,
      }),
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="app-organizations">
      <div>
        <Title order={2} size="h4" id="app-organizations">
          {t('organizations.app_organizations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('organizations.app_organizations.description')}
        </Text>
      </div>
      <ResourceTable<OrganizationWithOrgRoles>
        label={t('organizations.app_organizations.title')}
        columns={[
          {
            key: 'name',
            title: t('organizations.column_name'),
            render: (organization) => (
              <Anchor component={Link} to={`${tenantPrefix}/organizations/${organization.id}`}>
                {organization.name}
              </Anchor>
            ),
          },
          {
            key: 'roles',
            title: t('organizations.members.column_roles'),
            render: (organization) =>
              organization.organizationRoles.length === 0 ? (
                <Text size="sm">—</Text>
              ) : (
                <Group gap={4}>
                  {organization.organizationRoles.map((role) => (
                    <Badge key={role.id} variant="light" tt="none">
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              ),
          },
        ]}
        rows={organizations.data}
        getRowKey={(organization) => organization.id}
        isPending={organizations.isPending}
        isError={organizations.isError}
        onRetry={() => void organizations.refetch()}
        empty={<EmptyState title={t('organizations.app_organizations.empty')} />}
      />
    </Stack>
  );
};
