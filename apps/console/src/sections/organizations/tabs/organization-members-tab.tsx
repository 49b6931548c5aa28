import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { UserAvatar } from '../../../kit/user-avatar.tsx';
import { listUsers, type Organization, type OrganizationMember } from '../organizations-api.ts';
import { OrganizationInvitations } from './organization-invitations.tsx';
import { OrganizationMemberTable } from './organization-member-table.tsx';

type UserRow = {
  id: string;
  name: string | null;
  username: string | null;
  primaryEmail: string | null;
};

const displayName = (user: UserRow, unnamed: string) =>
  user.name || user.username || user.primaryEmail || unnamed;

/** Members with their organization roles, then the organization's invitations. */
export const OrganizationMembersTab = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  const nameOf = (user: UserRow) => displayName(user, t('organizations.members.unnamed'));
  return (
    <Stack gap="xl">
      <OrganizationMemberTable<OrganizationMember, UserRow>
        organization={organization}
        kind="users"
        phrases="members"
        nameOf={nameOf}
        list={listUsers(organization.id)}
        columns={[
          {
            key: 'user',
            title: t('organizations.members.column_user'),
            render: (user) => (
              <Group gap="sm" wrap="nowrap">
                <UserAvatar name={nameOf(user)} src={user.avatar} size="sm" />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {nameOf(user)}
                  </Text>
                  {user.primaryEmail && (
                    <Text size="xs" c="dimmed">
                      {user.primaryEmail}
                    </Text>
                  )}
                </Stack>
              </Group>
            ),
          },
        ]}
        candidates={{
          queryKey: ['users', 'list', 'organization-candidates'],
          list: (api, paging, signal) => api.getPage('/api/users', paging, { signal }),
        }}
        getCandidateId={(user) => user.id}
        getCandidateLabel={nameOf}
        getCandidateDescription={(user) => user.primaryEmail ?? user.id}
      />
      <OrganizationInvitations organization={organization} />
    </Stack>
  );
};
