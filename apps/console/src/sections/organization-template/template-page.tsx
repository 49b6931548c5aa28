import { Button as MantineButton, Stack, Tabs } from '@mantine/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PlusIcon } from '../../kit/icons.tsx';
import { PageHeader } from '../../kit/page-header.tsx';

const tabs = ['organization-roles', 'organization-permissions'] as const;

/** `organization-template/{tab}`: one header, the two template tabs as URLs, the tab's list. */
export const TemplatePage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { tenantPrefix } = useSections();
  const base = `${tenantPrefix}/organization-template`;
  const active = tabs.find((tab) => pathname.startsWith(`${base}/${tab}`)) ?? tabs[0];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('organizations.template.title')}
        subtitle={t('organizations.template.subtitle')}
        actions={
          <MantineButton
            component={Link}
            to={`${base}/${active}/create`}
            leftSection={<PlusIcon />}
          >
            {active === 'organization-roles'
              ? t('organizations.template.roles.create')
              : t('organizations.template.permissions.create')}
          </MantineButton>
        }
      />
      <Tabs value={active} onChange={(tab) => tab && navigate(`${base}/${tab}`)}>
        <Tabs.List aria-label={t('organizations.template.tabs_label')}>
          <Tabs.Tab value="organization-roles">{t('organizations.template.tabs.roles')}</Tabs.Tab>
          <Tabs.Tab value="organization-permissions">
            {t('organizations.template.tabs.permissions')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={active} pt="lg">
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
