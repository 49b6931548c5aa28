import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrganizationInvitation } from '../organizations-api.ts';

const colors = { Pending: 'yellow', Accepted: 'green', Expired: 'gray', Revoked: 'red' } as const;

/** The status of an invitation (spec §4): Pending, Accepted, Expired or Revoked. */
export const InvitationStatusBadge = ({ status }: { status: OrganizationInvitation['status'] }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} autoContrast>
      {t(`organizations.invitations.statuses.${status}`)}
    </Badge>
  );
};
