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

const user = {
  id: 'user00000001',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  primaryPhone: null,
  name: 'Ada Lovelace',
  avatar: null,
  customData: {},
  identities: {},
  lastSignInAt: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  profile: {},
  applicationId: null,
  isSuspended: false,
};

const fakeServer = () => {
  const calls: Call[] = [];
  // The stored user: a suspension shows on the next read, as on a real server.
  let stored = user;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const { method, url, body } = await readFetchCall(input, init);
      calls.push({ method, url, body });
      const path = url.pathname;
      if (url.origin === 'http://admin.test' && path === '/me') {
        return Response.json({ id: 'u1', name: 'Admin', customData: {}, hasPassword: true });
      }
      if (path === '/api/users' && method === 'GET') {
        return Response.json([user], { headers: { 'Total-Number': '1' } });
      }
      if (path === '/api/users' && method === 'POST') {
        return Response.json({ ...user, id: 'user00000002', ...body, password: undefined });
      }
      if (path === '/api/users/user00000001' && method === 'GET') return Response.json(stored);
      if (path === '/api/users/user00000001/is-suspended') {
        stored = { ...stored, isSuspended: body.isSuspended };
        return Response.json(stored);
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

const suspendedBanner =
  'This user is suspended: they cannot sign in and their refresh tokens no longer work.';

describe('users section', () => {
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

  it('searches with wildcards, adds a user and shows the generated password once', async () => {
    const calls = fakeServer();
    await renderConsole('/console/users?search=ada');
    expect(await screen.findByText('Ada Lovelace', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const list = calls.find((call) => call.url.pathname === '/api/users');
    expect(list?.url.searchParams.get('search')).toBe('%ada%');

    fireEvent.click(screen.getByRole('link', { name: /Add user/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(
      await within(dialog).findByText('Enter a username, an e-mail address or a phone number.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone number'), {
      target: { value: '+1 (555) 123-4567' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('User added')).toBeTruthy();
    const create = calls.find((call) => call.method === 'POST');
    const sent = create?.body as { primaryPhone: string; password: string };
    expect(sent.primaryPhone).toBe('15551234567');
    expect(sent.password).toHaveLength(16);
    expect(screen.getByText(sent.password)).toBeTruthy();
  });

  it('suspends a user after confirmation and shows the banner', async () => {
    const calls = fakeServer();
    await renderConsole('/console/users/user00000001');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'More actions for Ada Lovelace' },
        { timeout: 8000 },
      ),
    );
    expect(screen.queryByText(suspendedBanner)).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend user' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend user' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/is-suspended'))?.body).toEqual({
        isSuspended: true,
      }),
    );
    // The detail page reloads the user and shows the suspension banner above the header.
    const banner = await screen.findByText(suspendedBanner);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Ada Lovelace is suspended.')).toBeTruthy();
  });
});
