import type { Application } from '@gatehouse/schemas/entities/application';
import { Button, Tabs } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ResourceListPage } from '../../kit/resource-list-page.tsx';
import { applicationColumns } from './application-columns.tsx';
import { applicationKeys } from './application-keys.ts';
import { useApplicationsPath } from './application-paths.ts';

const thirdPartySegment = 'third-party-applications';

/** `applications` and `applications/third-party-applications`: one list, two filters. */
export const ApplicationsListPage = () => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const path = useApplicationsPath();
  const isThirdParty = pathname.includes(`/${thirdPartySegment}`);

  const tabs = (
    <Tabs
      value={isThirdParty ? 'third_party' : 'mine'}
      onChange={(tab) => navigate(tab === 'third_party' ? path(`/${thirdPartySegment}`) : path())}
      mt="xs"
    >
      <Tabs.List aria-label={t('applications.list_tabs.label')}>
        <Tabs.Tab value="mine">{t('applications.list_tabs.mine')}</Tabs.Tab>
        <Tabs.Tab value="third_party">{t('applications.list_tabs.third_party')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );

  return (
    <ResourceListPage<Application>
      title={t('applications.title')}
      subtitle={
        <>
          {t('applications.subtitle')}
          {tabs}
        </>
      }
      queryKey={[...applicationKeys.lists(), { isThirdParty }]}
      list={(api, paging, signal) =>
        api.getPage('/api/applications', paging, {
          params: { query: { isThirdParty: isThirdParty ? 'true' : 'false' } },
          signal,
        })
      }
      columns={applicationColumns(t, i18n.language)}
      getRowKey={(app) => app.id}
      getRowHref={(app) => path(`/${app.id}`)}
      createLabel={t('applications.create_button')}
      extraActions={
        // SAML apps have their own entry: the create dialog offers the five types of spec §3.
        !isThirdParty && (
          <Button
            component={Link}
            to={{ pathname: 'create', search: '?type=SAML' }}
            variant="default"
          >
            {t('saml_applications.create.button')}
          </Button>
        )
      }
      searchPlaceholder={t('applications.search_placeholder')}
      empty={
        isThirdParty
          ? {
              title: t('applications.empty.third_party_title'),
              description: t('applications.empty.third_party_description'),
            }
          : {
              title: t('applications.empty.title'),
              description: t('applications.empty.description'),
            }
      }
    />
  );
};
