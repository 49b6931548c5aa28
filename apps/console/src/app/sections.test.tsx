import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeConsoleConfig } from '../test/fake-config.ts';
import { renderWithUi } from '../test/render.tsx';
import { ConsoleConfigContext } from './console-config.ts';
import { RootRedirect } from './index-route.tsx';
import {
  buildSidebar,
  type ConsoleSection,
  defineSection,
  firstSidebarPath,
  isSectionActive,
} from './sections.ts';
import { SectionsProvider } from './sections-context.tsx';
import { Sidebar } from './shell/sidebar.tsx';

const fake = (key: ConsoleSection['key'], path: string, isHidden?: ConsoleSection['isHidden']) =>
  defineSection({
    key,
    path,
    icon: () => null,
    isHidden,
    routes: [{ path, element: <h1>{`${key} page`}</h1> }],
  });

const dashboard = fake('dashboard', 'dashboard');
const getStarted = fake('get_started', 'get-started');
const tenantSettings = fake(
  'tenant_settings',
  'tenant-settings',
  ({ edition }) => edition !== 'cloud',
);
const roles = fake('roles', 'roles');
const oss = { edition: 'oss', isDevFeaturesEnabled: false } as const;

describe('buildSidebar', () => {
  it('orders sections as the spec does and drops empty groups and hidden items', () => {
    const groups = buildSidebar([roles, tenantSettings, dashboard, getStarted], oss);
    expect(groups.map((group) => [group.key, group.items.map((item) => item.key)])).toEqual([
      ['overview', ['get_started', 'dashboard']],
      ['authorization', ['roles']],
    ]);
    const cloud = buildSidebar([tenantSettings], { edition: 'cloud', isDevFeaturesEnabled: false });
    expect(cloud[0]?.items[0]?.key).toBe('tenant_settings');
  });

  it('finds the first item or throws', () => {
    expect(firstSidebarPath(buildSidebar([roles, dashboard], oss))).toBe('dashboard');
    expect(() => firstSidebarPath(buildSidebar([tenantSettings], oss))).toThrow(
      'First sidebar item not found',
    );
  });

  it('matches the active item by the first path segment', () => {
    expect(isSectionActive(roles, '/roles/abc/permissions')).toBe(true);
    expect(isSectionActive(roles, '/roles-x')).toBe(false);
  });
});

const renderAt = async (sections: ConsoleSection[], path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Sidebar />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <RootRedirect /> },
          ...sections.flatMap((s) => s.routes),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await renderWithUi(
    <ConsoleConfigContext.Provider value={fakeConsoleConfig()}>
      <SectionsProvider sections={sections}>
        <RouterProvider router={router} />
      </SectionsProvider>
    </ConsoleConfigContext.Provider>,
  );
  return router;
};

describe('root redirect and sidebar', () => {
  it('replaces the root with the first visible sidebar item', async () => {
    const router = await renderAt([roles, dashboard, getStarted], '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(await screen.findByRole('heading', { name: 'get_started page' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('skips absent sections and marks the current item', async () => {
    const router = await renderAt([roles, dashboard], '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toContain('Dashboard');
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBeNull();
  });
});
