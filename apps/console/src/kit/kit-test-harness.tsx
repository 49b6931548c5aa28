import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '../api/api-provider.tsx';
import { ConsoleConfigContext } from '../app/console-config.ts';
import { SectionsProvider } from '../app/sections-context.tsx';
import { allConsolePhraseKeys } from '../i18n/console-phrases.ts';
import { initI18n, loadConsolePhrases } from '../i18n/i18n.ts';
import { fakeConsoleConfig } from '../test/fake-config.ts';
import { readFetchCall } from '../test/fetch-call.ts';
import { ConfirmDialogProvider } from './confirm-dialog.tsx';
import { PageLoading } from './page-loading.tsx';

export type FakeCall = {
  method: string;
  /** The path without the `/api` prefix, e.g. `/roles`. */
  path: string;
  query: URLSearchParams;
  /** The whole address, for tests that tell the admin origin from the tenant's. */
  url: URL;
  body?: unknown;
};
export type FakeHandler = (call: FakeCall) => Response | Promise<Response> | undefined;

/**
 * Replaces `fetch` with a fake management API at `http://default.test/api`. Unanswered calls get
 * a 404 in the server's error shape. Test files must mock `@logto/react` (see kit tests).
 */
export const fakeApi = (handler: FakeHandler) => {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const { method, url, body } = await readFetchCall(input, init);
      const call = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        url,
        body,
      };
      calls.push(call);
      return (
        (await handler(call)) ??
        Response.json({ code: 'entity.not_found', message: 'Not found.' }, { status: 404 })
      );
    }),
  );
  return calls;
};

/** A JSON list answer with its `Total-Number` header. */
export const pageResponse = (rows: unknown[], total = rows.length) =>
  Response.json(rows, { headers: { 'Total-Number': String(total) } });

/** Renders routes in a memory router with the real data layer and dialogs, Mantine in test mode. */
export const renderRoutes = async (routes: RouteObject[], path: string) => {
  await initI18n('en');
  // Kit parts render here outside a section's route, which would load their phrases.
  await loadConsolePhrases(allConsolePhraseKeys);
  // As in the console's router: a fallback while the first lazy route loads (React Router warns
  // when there is none).
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <PageLoading />, children: routes }],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <ConfirmDialogProvider>
        <ConsoleConfigContext.Provider value={fakeConsoleConfig()}>
          <ApiProvider>
            <SectionsProvider sections={[]}>
              <RouterProvider router={router} />
            </SectionsProvider>
          </ApiProvider>
        </ConsoleConfigContext.Provider>
      </ConfirmDialogProvider>
    </MantineProvider>,
  );
  return { router, view };
};

/** The signed-in session the kit and section tests use instead of the SDK. */
export const fakeLogto = {
  isAuthenticated: true,
  isLoading: false,
  error: undefined,
  getAccessToken: async () => 'token',
  signIn: async () => {},
  signOut: async () => {},
};
