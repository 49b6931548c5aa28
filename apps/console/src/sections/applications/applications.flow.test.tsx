import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/app-providers.tsx';
import { ConsoleApp } from '../../app/console-app.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { fakeConsoleConfig } from '../../test/fake-config.ts';
import { readFetchCall } from '../../test/fetch-call.ts';

const logto = vi.hoisted(() => ({
  isAuthenticated: true,
  isLoading: false,
  error: undefined,
  getAccessToken: async () => 'token',
  signIn: async () => {},
  signOut: async () => {},
}));
vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => logto,
  useHandleSignInCallback: () => ({ isLoading: false, isAuthenticated: true, error: undefined }),
}));

// happy-dom has no `document.fonts`; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

type Call = { method: string; url: URL; body?: unknown };

const app = (overrides: Record<string, unknown>) => ({
  tenantId: 'default',
  id: 'existing0000000000001',
  name: 'Storefront',
  description: null,
  type: 'SPA',
  oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  customClientMetadata: { idTokenTtl: 3600, refreshTokenTtlInDays: 14, rotateRefreshToken: true },
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  appLevelAccessControlEnabled: false,
  createdAt: 1_700_000_000_000,
  isAdmin: false,
  ...overrides,
});

/** A fake management API holding a list of applications in memory. */
const fakeServer = () => {
  const calls: Call[] = [];
  const apps = [app({})];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const { method, url, body } = await readFetchCall(input, init);
      calls.push({ method, url, body });
      const path = url.pathname;
      if (url.origin === 'http://admin.test' && path === '/me') {
        return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
      }
      if (path === '/api/applications' && method === 'GET') {
        const rows = apps.filter(
          (item) => String(item.isThirdParty) === url.searchParams.get('isThirdParty'),
        );
        return Response.json(rows, { headers: { 'Total-Number': String(rows.length) } });
      }
      if (path === '/api/applications' && method === 'POST') {
        const created = app({
          ...body,
          id: 'newapp000000000000001',
          description: body.description ?? null,
        });
        apps.push(created);
        return Response.json(created);
      }
      const detail = path.match(/^\/api\/applications\/([^/]+)$/);
      if (detail && method === 'GET') {
        const found = apps.find((item) => item.id === detail[1]);
        return found
          ? Response.json(found)
          : Response.json({ code: 'entity.not_found', message: 'Not found' }, { status: 404 });
      }
      if (detail && method === 'PATCH') {
        const found = apps.find((item) => item.id === detail[1]);
        Object.assign(found ?? {}, body);
        return Response.json(found);
      }
      return Response.json({ code: 'test.not_found', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
};

const renderConsole = async (path: string) => {
  window.history.pushState(null, '', path);
  await initI18n('en');
  return render(
    <UiProviders>
      <ConsoleApp config={fakeConsoleConfig()} />
    </UiProviders>,
  );
};

describe('applications section', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });

  it('lists apps, creates one and opens its guide with the real client id and endpoint', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications');
    expect(await screen.findByText('Storefront', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Single-page app')).toBeTruthy();
    const listCall = calls.find((call) => call.url.pathname === '/api/applications');
    expect(listCall?.url.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('link', { name: /Create application/ }));
    const dialog = await screen.findByRole('dialog');
    expect(window.location.pathname).toBe('/console/applications/create');
    // Protected apps are listed but cannot be chosen yet.
    expect(
      within(dialog).getByRole('radio', { name: 'Protected app' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Traditional web app' }));
    fireEvent.change(within(dialog).getByLabelText(/Application name/), {
      target: { value: 'Shop server' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create application' }));

    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/console/applications/newapp000000000000001/guide/next',
      ),
    );
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toMatchObject({
      name: 'Shop server',
      type: 'Traditional',
      isThirdParty: false,
    });
    expect(
      await screen.findByRole('heading', { name: 'Integrate Next.js' }, { timeout: 8000 }),
    ).toBeTruthy();
    const code = screen.getByLabelText('Code sample, app/logto.ts').textContent ?? '';
    expect(code).toContain("appId: 'newapp000000000000001'");
    expect(code).toContain("endpoint: 'http://default.test'");
    expect(code).toContain("baseUrl: 'http://localhost:3000'");

    // The redirect URI the sample uses can be registered from the guide.
    fireEvent.click(
      screen.getByRole('button', { name: 'Add http://localhost:3000/callback to the application' }),
    );
    await waitFor(() => {
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toMatchObject({
        oidcClientMetadata: { redirectUris: ['http://localhost:3000/callback'] },
      });
    });
  });

  it('validates redirect URIs in the settings tab with the shared rule', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications/existing0000000000001');
    await waitFor(() =>
      expect(window.location.pathname).toBe('/console/applications/existing0000000000001/settings'),
    );
    expect(
      await screen.findByText('Endpoints and credentials', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('http://default.test/oidc/token')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add another entry to Redirect URIs' }));
    const input = await screen.findByRole('textbox', { name: 'Redirect URIs 1' });
    fireEvent.change(input, { target: { value: 'io.acme://callback' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    // A single-page app may not use a custom scheme.
    expect(await screen.findByText('Enter an http:// or https:// URL.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: 'https://shop.example/callback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toMatchObject({
        oidcClientMetadata: { redirectUris: ['https://shop.example/callback'] },
        customClientMetadata: { refreshTokenTtlInDays: 14 },
      });
    });
  });
});
