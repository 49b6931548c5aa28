import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto } from '../kit/kit-test-harness.tsx';
import { renderConsole } from '../test/render-console.tsx';

// The sign-in SDK is replaced by a signed-in session; everything else is the real console.
vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

/** The admin's own account (`/me` on the admin origin) and the dashboard's numbers. */
const fakeServer = (customData: Record<string, unknown>) => {
  let data = customData;
  return fakeApi(({ method, url, body }) => {
    const me = {
      id: 'u1',
      username: 'admin',
      name: 'Ada',
      avatar: null,
      primaryEmail: null,
      primaryPhone: null,
      hasPassword: true,
    };
    const changes = body as Record<string, unknown> | undefined;
    if (url.href === 'http://admin.test/me' && method === 'GET')
      return Response.json({ ...me, customData: data });
    if (url.href === 'http://admin.test/me/custom-data' && method === 'PATCH') {
      data = { ...data, ...changes };
      return Response.json(data);
    }
    if (url.href === 'http://admin.test/me' && method === 'PATCH') {
      if (changes?.username === 'taken') {
        return Response.json(
          { code: 'user.username_already_in_use', message: 'This username is already in use.' },
          { status: 422 },
        );
      }
      return Response.json({ ...me, ...changes, customData: data });
    }
    if (url.pathname.endsWith('/api/dashboard/users/total'))
      return Response.json({ totalUserCount: 1234 });
    if (url.pathname.endsWith('/api/dashboard/users/new')) {
      return Response.json({
        today: { count: 3, delta: 1 },
        last7Days: { count: 20, delta: -2 },
      });
    }
    return undefined;
  });
};

describe('console app (signed in)', () => {
  it('redirects the root to the first sidebar item and renders the shell', async () => {
    fakeServer({});
    await renderConsole('/console/');
    expect(
      await screen.findByRole('heading', { name: 'Get started' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/console/get-started');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav).getByRole('link', { name: 'Get started' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu for Ada' })).toBeTruthy();
    expect(screen.getByLabelText('Version v1.27.0')).toBeTruthy();
  });

  it('shows the user totals on the dashboard', async () => {
    const calls = fakeServer({});
    await renderConsole('/console/dashboard');
    expect(await screen.findByText('1,234', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('1 more than the period before')).toBeTruthy();
    const total = calls.find((call) => call.path === '/dashboard/users/total');
    expect(total?.url.href).toBe('http://default.test/api/dashboard/users/total');
  });

  it('restores the saved language after sign-in (rtl for Arabic)', async () => {
    fakeServer({ adminConsolePreferences: { language: 'ar', appearanceMode: 'dark' } });
    await renderConsole('/console/get-started');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'), { timeout: 5000 });
    expect(document.documentElement.lang).toBe('ar');
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    await act(async () => {
      const { changeLanguage } = await import('../i18n/i18n.ts');
      await changeLanguage('en');
    });
  });

  it('switches language from the avatar menu and saves it to the preferences', async () => {
    const calls = fakeServer({ adminConsolePreferences: { appearanceMode: 'light' }, other: 1 });
    await renderConsole('/console/get-started');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Ada' }, { timeout: 5000 }),
    );
    // Keyboard access: ArrowRight opens the language submenu.
    fireEvent.keyDown(await screen.findByRole('menuitem', { name: /Language/ }), {
      key: 'ArrowRight',
    });
    // The submenu's enter transition keeps it styled hidden in happy-dom, hence `hidden: true`.
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch', hidden: true }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        adminConsolePreferences: { appearanceMode: 'light', language: 'de' },
      }),
    );
    expect(localStorage.getItem('gatehouse:console:language')).toBe('de');
    await act(async () => {
      const { changeLanguage } = await import('../i18n/i18n.ts');
      await changeLanguage('en');
    });
  });

  it('opens the contact modal with four rows', async () => {
    fakeServer({});
    await renderConsole('/console/get-started');
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Need help?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('validates the username on the profile page and explains a 422 in an alert', async () => {
    const calls = fakeServer({});
    await renderConsole('/console/profile');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit username' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit username' });
    const input = within(dialog).getByLabelText('Username');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Username.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/must start with a letter or an underscore/),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.change(input, { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This username is already in use.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('This username is already in use.')).toBeNull());
    // The failed save ends only after the alert is dismissed; until then Save ignores clicks.
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    fireEvent.change(input, { target: { value: 'new_admin' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText('new_admin')).toBeTruthy());
  });

  it('shows the not-found page for unknown paths', async () => {
    fakeServer({});
    await renderConsole('/console/nowhere');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
