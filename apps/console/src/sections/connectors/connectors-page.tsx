import { Stack, Tabs } from '@mantine/core';
import { Outlet, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { isConnectorTab, useConnectorsPath } from './connector-paths.ts';
import { PasswordlessTab } from './passwordless-tab.tsx';
import { SocialTab } from './social-tab.tsx';

/** `connectors/{tab}`: the passwordless and social tabs; the create modal opens over it. */
export const ConnectorsPage = () => {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const path = useConnectorsPath();
  if (!isConnectorTab(tab)) return <NotFoundPage />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('connectors.title')} subtitle={t('connectors.subtitle')} />
      <Tabs value={tab} onChange={(next) => next && navigate(path(`/${next}`))}>
        <Tabs.List aria-label={t('connectors.tabs.label')}>
          <Tabs.Tab value="passwordless">{t('connectors.tabs.passwordless')}</Tabs.Tab>
          <Tabs.Tab value="social">{t('connectors.tabs.social')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          {tab === 'passwordless' ? <PasswordlessTab /> : <SocialTab />}
        </Tabs.Panel>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
