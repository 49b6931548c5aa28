import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { fakeApi, fakeLogto, pageResponse } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';
import { applicationFixture } from './application-fixture.ts';

// Issue 9, items 4, 5, 6 and 8, as an administrator meets them in the applications area.

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const app = applicationFixture;

const log = {
  tenantId: 'default',
  id: 'log000000000001',
  key: 'ExchangeTokenBy.AuthorizationCode',
  payload: {
    key: 'ExchangeTokenBy.AuthorizationCode',
    result: 'Success',
    applicationId: 'thirdparty00000000001',
    userId: 'user00000001',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
  },
  createdAt: 1_700_000_000_000,
};

const fakeServer = () => {
  const apps = [
    app({}),
    app({ id: 'thirdparty00000000001', name: 'Partner', type: 'Traditional', isThirdParty: true }),
    app({ id: 'machine00000000000001', name: 'Cron', type: 'MachineToMachine' }),
  ];
  return fakeApi(({ method, path, url, query }) => {
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
    }
    if (path === '/applications' && method === 'GET') {
      return pageResponse(
        apps.filter((item) => String(item.isThirdParty) === query.get('isThirdParty')),
      );
    }
    const detail = path.match(/^\/applications\/([^/]+)$/);
    const found = detail && apps.find((item) => item.id === detail[1]);
    if (found && method === 'GET') return Response.json(found);
    if (path === '/applications/thirdparty00000000001/user-consent-scopes') {
      return Response.json({
        userScopes: ['profile', 'urn:logto:scope:organizations', 'urn:logto:scope:sessions'],
        resourceScopes: [],
        organizationScopes: [],
        organizationResourceScopes: [],
      });
    }
    if (path === '/logs' && method === 'GET') return pageResponse([log]);
    if (path === `/logs/${log.id}`) return Response.json(log);
    if (path.endsWith('/secrets')) return Response.json([]);
    if (path === '/resources') return pageResponse([]);
    return undefined;
  });
};

const openCreate = async () => {
  await renderConsole('/console/applications/create');
  return screen.findByRole('dialog', undefined, { timeout: 8000 });
};

describe('create application (item 4)', () => {
  it('shows which type card is chosen, to the eye and to screen readers', async () => {
    fakeServer();
    const dialog = await openCreate();
    const spa = within(dialog).getByRole('radio', { name: 'Single-page app' });
    const m2m = within(dialog).getByRole('radio', { name: 'Machine-to-machine' });
    expect(spa.getAttribute('aria-checked')).toBe('true');
    // The chosen card holds a filled indicator and a primary border; the others do not.
    expect(spa.querySelector('[data-checked]')).not.toBeNull();
    expect(spa.style.borderColor).toBe('var(--mantine-primary-color-filled)');
    expect(m2m.querySelector('[data-checked]')).toBeNull();

    fireEvent.click(m2m);
    await waitFor(() => expect(m2m.getAttribute('aria-checked')).toBe('true'));
    expect(m2m.querySelector('[data-checked]')).not.toBeNull();
    expect(m2m.style.borderColor).toBe('var(--mantine-primary-color-filled)');
    expect(spa.querySelector('[data-checked]')).toBeNull();
    expect(spa.style.borderColor).toBe('');
  });

  it('says the length rule for a 257-character name and refuses a name of spaces', async () => {
    const calls = fakeServer();
    const dialog = await openCreate();
    const name = within(dialog).getByLabelText(/Application name/);
    fireEvent.change(name, { target: { value: 'a'.repeat(257) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create application' }));
    expect(
      await within(dialog).findByText('Application name must be at most 256 characters.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Please enter Application name.')).toBeNull();

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create application' }));
    expect(await within(dialog).findByText('Please enter Application name.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('form errors (item 5)', () => {
  it('branding: a display name over 256 characters shows an error on Save, sends nothing', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications/existing0000000000001/branding');
    const displayName = await screen.findByLabelText('Display name', undefined, { timeout: 8000 });
    fireEvent.change(displayName, { target: { value: 'x'.repeat(257) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Display name must be at most 256 characters.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('a URL over 2048 characters is refused in the console’s language, naming its field', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications/existing0000000000001/branding');
    await changeLanguage('ja', { persist: false });
    try {
      const field = await screen.findByLabelText('利用規約の URL', undefined, { timeout: 8000 });
      fireEvent.change(field, { target: { value: `https://example.com/${'a'.repeat(2048)}` } });
      fireEvent.click(await screen.findByRole('button', { name: '変更を保存' }));
      expect(
        await screen.findByText('利用規約の URLは 2048 文字以内で入力してください。'),
      ).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/Too big|expected string/);
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    } finally {
      await changeLanguage('en', { persist: false });
    }
  });
});

describe('readable words (item 6)', () => {
  it('names every user scope of the third-party permissions tab, no raw keys', async () => {
    fakeServer();
    await renderConsole('/console/applications/thirdparty00000000001/permissions');
    expect(
      await screen.findByRole('checkbox', { name: /^Organizations/ }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Sessions/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Organization roles/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Trusted devices/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /scope_names|logto\.scope|logto:scope:[a-z_]+\b(?!\S)/,
    );
  });

  it('application logs read like the audit log: event names, then fields of the entry', async () => {
    fakeServer();
    await renderConsole('/console/applications/thirdparty00000000001/logs');
    // The loading table is replaced by the loaded one: find the row first, then its table.
    const cell = await screen.findByText('Exchange token by authorization code', undefined, {
      timeout: 8000,
    });
    const table = cell.closest('table') as HTMLElement;
    expect(within(table).getByText('ExchangeTokenBy.AuthorizationCode')).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('link', { name: /Exchange token by authorization code/ }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Exchange token by authorization code',
      }),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Event details' });
    expect(within(details).getByText('203.0.113.7')).toBeTruthy();
    expect(within(details).getByText('Mozilla/5.0')).toBeTruthy();
  });
});

describe('loading and guides (item 8)', () => {
  it('shows "Not found" for an unknown application id at once, without retrying', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications/unknown00000000000001/settings');
    // Retries would take more than 3 s (1 s, then 2 s back-off).
    expect(await screen.findByText('Not found', undefined, { timeout: 2500 })).toBeTruthy();
    const reads = calls.filter((call) => call.path === '/applications/unknown00000000000001');
    expect(reads).toHaveLength(1);
  });

  it('the machine-to-machine guide does not speak of signing users in', async () => {
    fakeServer();
    await renderConsole('/console/applications/machine00000000000001/guide/machine-to-machine');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    expect(heading).toBeTruthy();
    expect(document.body.textContent).not.toContain('Sign users in');
    expect(screen.getByText(/Let “Cron” call your APIs with its own credentials/)).toBeTruthy();
  });
});
