import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { Badge, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { type DetailTab, LinkButton, ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import { useResource } from '../../kit/resource-queries.ts';
import { applicationKeys } from './application-keys.ts';
import { useApplicationsPath } from './application-paths.ts';
import { defaultGuideId } from './guides/guide-catalog.ts';
import { deleteSamlApplication } from './saml/saml-applications-api.ts';
import { samlTabsFor } from './saml/saml-tabs.tsx';
import { ApplicationBrandingTab } from './tabs/application-branding-tab.tsx';
import { ApplicationLogsTab } from './tabs/application-logs-tab.tsx';
import { ApplicationOrganizationsTab } from './tabs/application-organizations-tab.tsx';
import { ApplicationPermissionsTab } from './tabs/application-permissions-tab.tsx';
import { ApplicationRolesTab } from './tabs/application-roles-tab.tsx';
import { ApplicationSettingsTab } from './tabs/application-settings-tab.tsx';

const userFacingTypes = new Set(['Native', 'SPA', 'Traditional']);

/** Tabs an app of this kind has (spec §2): roles for M2M, branding for sign-in apps, permissions for third-party. */
const tabsFor = (app: ApplicationDetail, t: TFunction) => {
  if (app.type === 'SAML') return samlTabsFor(t);
  const tabs: DetailTab<ApplicationDetail>[] = [
    {
      path: 'settings',
      label: t('applications.tabs.settings'),
      render: (item) => <ApplicationSettingsTab application={item} />,
    },
  ];
  if (app.type === 'MachineToMachine') {
    tabs.push({
      path: 'roles',
      label: t('applications.tabs.roles'),
      render: (item) => <ApplicationRolesTab application={item} />,
    });
  }
  tabs.push({
    path: 'logs',
    label: t('applications.tabs.logs'),
    render: (item) => <ApplicationLogsTab application={item} />,
  });
  if (userFacingTypes.has(app.type)) {
    tabs.push({
      path: 'branding',
      label: t('applications.tabs.branding'),
      render: (item) => <ApplicationBrandingTab application={item} />,
    });
  }
  if (app.type === 'MachineToMachine') {
    tabs.push({
      path: 'organizations',
      label: t('organizations.title'),
      render: (item) => <ApplicationOrganizationsTab application={item} />,
    });
  }
  if (app.isThirdParty) {
    tabs.push({
      path: 'permissions',
      label: t('applications.tabs.permissions'),
      render: (item) => <ApplicationPermissionsTab application={item} />,
    });
  }
  return tabs;
};

/** `applications/{id}/*`: header with guide link and delete, tabs as URLs. */
export const ApplicationDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const path = useApplicationsPath();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const query = useResource<ApplicationDetail>(applicationKeys.detail(id), (api, signal) =>
    api.get('/api/applications/{id}', { params: { path: { id } }, signal }),
  );

  return (
    <ResourceDetailPage<ApplicationDetail>
      query={query}
      list={{ path: path(), label: t('applications.title') }}
      title={(app) => app.name}
      subtitle={(app) => (
        <Group gap="sm" wrap="wrap">
          <Badge variant="light">{t(`applications.types.${app.type}`)}</Badge>
          {app.isThirdParty && <Badge variant="outline">{t('applications.third_party_tag')}</Badge>}
          <Text size="sm" c="dimmed">
            {t('applications.detail.app_id')}
          </Text>
          <CopyableText value={app.id} label={t('applications.detail.app_id')} />
        </Group>
      )}
      actions={(app) => {
        const guideId = defaultGuideId(app.type);
        return guideId ? (
          <LinkButton to={path(`/${app.id}/guide/${guideId}`)}>
            {t('applications.detail.view_guide')}
          </LinkButton>
        ) : null;
      }}
      delete={{
        name: (app) => app.name,
        message: () => t('applications.detail.delete_message'),
        isAllowed: (app) => !app.isAdmin,
        onDelete: async (app) => {
          if (app.type === 'SAML') await deleteSamlApplication(management, app.id);
          else
            await management.delete('/api/applications/{id}', { params: { path: { id: app.id } } });
          queryClient.removeQueries({ queryKey: applicationKeys.detail(app.id) });
          await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
        },
      }}
      tabs={query.data ? tabsFor(query.data, t) : []}
    />
  );
};
