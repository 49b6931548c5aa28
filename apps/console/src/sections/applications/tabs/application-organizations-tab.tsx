import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HeldOrganizationsCard } from '../../../kit/held-organizations-card.tsx';
import { applicationKeys } from '../application-keys.ts';

/** Organizations tab of a machine-to-machine app: its organizations and its roles there. */
export const ApplicationOrganizationsTab = ({
  application,
}: {
  application: ApplicationDetail;
}) => {
  const { t } = useTranslation();
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
    <HeldOrganizationsCard
      id="app-organizations"
      organizations={organizations}
      texts={{
        title: t('organizations.app_organizations.title'),
        description: t('organizations.app_organizations.description'),
        empty: t('organizations.app_organizations.empty'),
      }}
    />
  );
};
