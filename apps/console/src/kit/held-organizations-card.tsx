import type { OrganizationWithOrgRoles } from '@gatehouse/schemas/entities/organization';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSections } from '../app/sections-context.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { EmptyState } from './empty-state.tsx';
import { ResourceTable } from './resource-table.tsx';

/**
 * The organizations a user or an application belongs to, with its organization roles in each
 * (`GET /api/users/{id}/organizations`, `GET /api/applications/{id}/organizations`). The section
 * using it loads the `organizations` phrases (app/section-phrases.ts).
 */
export const HeldOrganizationsCard = ({
  id,
  organizations,
  texts,
}: {
  /** The heading's element id, unique on the page. */
  id: string;
  organizations: UseQueryResult<OrganizationWithOrgRoles[]>;
  texts: { title: string; description: string; empty: string };
}) => {
  const { t } = useTranslation();
  const { tenantPrefix } = useSections();
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <div>
        <Title order={2} size="h4" id={id}>
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.description}
        </Text>
      </div>
      <ResourceTable<OrganizationWithOrgRoles>
        label={texts.title}
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
        empty={<EmptyState title={texts.empty} />}
      />
    </Stack>
  );
};
