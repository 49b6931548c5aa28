import {
  ActionIcon,
  Badge,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { formatDateTime } from '../../../kit/format-date-time.ts';
import { PlusIcon, ResendIcon, TrashIcon } from '../../../kit/icons.tsx';
import { ResourceTable } from '../../../kit/resource-table.tsx';
import { showErrorToast, showSuccessToast } from '../../../kit/server-errors.ts';
import {
  type Organization,
  type OrganizationInvitation,
  useInvitations,
  useResendInvitation,
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
  const resend = useResendInvitation(organization.id);

  const handleResend = async (invitation: OrganizationInvitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      showSuccessToast(t('organizations.invitations.resent', { email: invitation.invitee }));
    } catch (error) {
      // The invitee's e-mail budget is spent (429): say so in the console's words.
      if (isApiError(error) && error.status === 429)
        notifications.show({
          color: 'red',
          message: t('organizations.invitations.resend_rate_limited', {
            email: invitation.invitee,
          }),
        });
      else showErrorToast(error, t);
    }
  };

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
            width: 96,
            render: (invitation) =>
              invitation.status === 'Pending' && (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('organizations.invitations.resend')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('organizations.invitations.resend_named', {
                        email: invitation.invitee,
                      })}
                      loading={resend.isPending && resend.variables === invitation.id}
                      onClick={() => void handleResend(invitation)}
                    >
                      <ResendIcon />
                    </ActionIcon>
                  </Tooltip>
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
                </Group>
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
