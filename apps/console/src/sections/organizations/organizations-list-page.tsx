import type { OrganizationWithFeaturedUsers as Organization } from '@gatehouse/schemas/entities/organization';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDateTime } from '../../kit/format-date-time.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import type { Column } from '../../kit/resource-table.tsx';
import { UserAvatar } from '../../kit/user-avatar.tsx';
import { listOrganizations, organizationKeys } from './organizations-api.ts';

const useColumns = (): Column<Organization>[] => {
  const { t, i18n } = useTranslation();
  return [
    {
      key: 'name',
      title: t('organizations.column_name'),
      render: (organization) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {organization.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {organization.description}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'id',
      title: t('organizations.column_id'),
      render: (organization) => (
        <Text size="sm" ff="monospace" dir="ltr">
          {organization.id}
        </Text>
      ),
    },
    {
      key: 'members',
      title: t('organizations.column_members'),
      render: (organization) => (
        <Group gap="xs" wrap="nowrap">
          {(organization.featuredUsers ?? []).length > 0 && (
            <Avatar.Group spacing="xs">
              {(organization.featuredUsers ?? []).slice(0, 3).map((user) => (
                <UserAvatar key={user.id} name={user.name ?? user.id} src={user.avatar} size="sm" />
              ))}
            </Avatar.Group>
          )}
          <Text size="sm">
            {t('organizations.members_count', { count: organization.usersCount ?? 0 })}
          </Text>
        </Group>
      ),
    },
    {
      key: 'created',
      title: t('organizations.column_created'),
      render: (organization) => (
        <Text size="sm">{formatDateTime(organization.createdAt, i18n.language)}</Text>
      ),
    },
  ];
};

/** `organizations`: searchable, paged list with member counts; create is a routed dialog. */
export const OrganizationsListPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage<Organization>
      title={t('organizations.title')}
      subtitle={t('organizations.subtitle')}
      queryKey={organizationKeys.lists()}
      list={listOrganizations}
      columns={useColumns()}
      getRowKey={(organization) => organization.id}
      getRowHref={(organization) => organization.id}
      createLabel={t('organizations.create')}
      searchPlaceholder={t('organizations.search_placeholder')}
      empty={{ title: t('organizations.empty'), description: t('organizations.empty_description') }}
    />
  );
};
