import { ActionIcon, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { formatDateTime } from '../../../kit/format-date-time.ts';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import { ResourceTable } from '../../../kit/resource-table.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import {
  type Organization,
  type OrganizationInvitation,
  useInvitations,
  useRevokeInvitation,
} from '../organizations-api.ts';
import { InvitationStatusBadge } from './invitation-status-badge.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';

/** The invitations of an organization: status, roles, expiry; invite and revoke. */
export const OrganizationInvitations = ({ organization }: { organization: Organization }) => {
  const { t, i18n } = useTranslation();
  const { confirm } = useDialogs();
  const [isInviting, setIsInviting] = useState(false);
  const invitations = useInvitations(organization.id);
  const revoke = useRevokeInvitation(organization.id);

  const handleRevoke = async (invitation: OrganizationInvitation) => {
    const result = await confirm({
      title: t('organizations.invitations.revoke_title', { email: invitation.invitee }),
      message: t('organizations.invitations.revoke_message'),
      confirmLabel: t('organizations.invitations.revoke'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await revoke.mutateAsync(invitation.id);
    showSuccessToast(t('organizations.invitations.revoked', { email: invitation.invitee }));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="org-invitations">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="org-invitations">
            {t('organizations.invitations.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('organizations.invitations.description')}
          </Text>
        </div>
        <Button leftSection={<PlusIcon />} onClick={() => setIsInviting(true)}>
          {t('organizations.invitations.invite')}
        </Button>
      </Group>
      <ResourceTable<OrganizationInvitation>
        label={t('organizations.invitations.title')}
        columns={[
          {
            key: 'invitee',
            title: t('organizations.invitations.invitee'),
            render: (invitation) => (
              <Text size="sm" fw={600} dir="ltr">
                {invitation.invitee}
              </Text>
            ),
          },
          {
            key: 'roles',
            title: t('organizations.members.column_roles'),
            render: (invitation) =>
              invitation.organizationRoles.length === 0 ? (
                <Text size="sm">—</Text>
              ) : (
                <Group gap={4}>
                  {invitation.organizationRoles.map((role) => (
                    <Badge key={role.id} variant="light" tt="none">
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              ),
          },
          {
            key: 'status',
            title: t('organizations.invitations.column_status'),
            render: (invitation) => <InvitationStatusBadge status={invitation.status} />,
          },
          {
            key: 'expires',
            title: t('organizations.invitations.column_expires'),
            render: (invitation) => (
              <Text size="sm">{formatDateTime(invitation.expiresAt, i18n.language)}</Text>
            ),
          },
          {
            key: 'actions',
            title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
            width: 56,
            render: (invitation) =>
              invitation.status === 'Pending' && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('organizations.invitations.revoke_named', {
                    email: invitation.invitee,
                  })}
                  onClick={() => void handleRevoke(invitation).catch(() => undefined)}
                >
                  <TrashIcon />
                </ActionIcon>
              ),
          },
        ]}
        rows={invitations.data}
        getRowKey={(invitation) => invitation.id}
        isPending={invitations.isPending}
        isError={invitations.isError}
        onRetry={() => void invitations.refetch()}
        empty={<EmptyState title={t('organizations.invitations.empty')} />}
      />
      {isInviting && (
        <InviteMemberModal organization={organization} onClose={() => setIsInviting(false)} />
      )}
    </Stack>
  );
};
