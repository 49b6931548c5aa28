import { Alert, AppShell } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useConsoleConfig } from '../console-config.ts';
import { usePrefetchSections } from '../prefetch-sections.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame of every tenant page: top bar, sidebar and the routed content. */
export const ConsoleShell = () => {
  const { t } = useTranslation();
  const { isDevFeaturesEnabled } = useConsoleConfig();
  const [isNavOpened, nav] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const isScrolled = scroll.y > 0;
  usePrefetchSections();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !isNavOpened } }}
      padding="lg"
    >
      <AppShell.Header
        withBorder={false}
        data-scrolled={isScrolled || undefined}
        style={{
          boxShadow: isScrolled ? 'var(--mantine-shadow-sm)' : 'none',
          transition: 'box-shadow 150ms ease',
        }}
      >
        <TopBar isNavOpened={isNavOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar withBorder={false}>
        <Sidebar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {isDevFeaturesEnabled && (
          <Alert color="yellow" variant="light" mb="md" role="status">
            {t('shell.dev_features_banner')}
          </Alert>
        )}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
};
