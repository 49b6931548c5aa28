import type { User } from '@gatehouse/schemas/entities/user';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HeldOrganizationsCard } from '../../../kit/held-organizations-card.tsx';
import { userKeys } from '../user-keys.ts';

/** Organizations tab of a user: the organizations they belong to and their roles there. */
export const UserOrganizationsTab = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const organizations = useQuery({
    queryKey: [...userKeys.detail(user.id), 'organizations'],
    queryFn: ({ signal }) =>
      management.get('/api/users/{userId}/organizations', {
        params: { path: { userId: user.id } },
        signal,
      }),
  });
  return (
    <HeldOrganizationsCard
      id="user-organizations"
      organizations={organizations}
      texts={{
        title: t('organizations.user_organizations.title'),
        description: t('organizations.user_organizations.description'),
        empty: t('organizations.user_organizations.empty'),
      }}
    />
  );
};
