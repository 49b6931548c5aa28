import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';

// Issue 9, items 6, 7 and 8, in the users area.

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const userNumber = (n: number) => `user${String(n).padStart(8, '0')}`;
const makeUser = (n: number) => ({
  id: userNumber(n),
  username: `person_${n}`,
  primaryEmail: `person${n}@example.com`,
  primaryPhone: null,
  name: `Person ${n}`,
  avatar: null,
  customData: {},
  identities: {},
  lastSignInAt: null,
  createdAt: 1_700_000_000_000 - n,
  updatedAt: 1_700_000_000_000,
  profile: {},
  applicationId: null,
  isSuspended: false,
});
const users = Array.from({ length: 30 }, (_, index) => makeUser(index + 1));

const log = {
  tenantId: 'default',
  id: 'log000000000002',
  key: 'Interaction.SignIn.Submit',
  payload: {
    key: 'Interaction.SignIn.Submit',
    result: 'Error',
    userId: userNumber(1),
    applicationId: 'app1',
    ip: '198.51.100.4',
    error: 'Wrong password.',
  },
  createdAt: 1_700_000_000_000,
};

const fakeServer = () =>
  fakeApi(({ method, path, url, query }) => {
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Admin', customData: {}, hasPassword: true });
    }
    if (path === '/users' && method === 'GET') {
      // As the real server: a page past the end is an empty page with the true total.
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      return pageResponse(users.slice((page - 1) * size, page * size), users.length);
    }
    const detail = path.match(/^\/users\/([^/]+)$/);
    const found = detail && users.find((item) => item.id === detail[1]);
    if (found && method === 'GET') return Response.json(found);
    if (found && method === 'PATCH') return Response.json(found);
    if (path === '/logs') return pageResponse([log]);
    if (path === `/logs/${log.id}`) return Response.json(log);
    return undefined;
  });

describe('users rough edges', () => {
  it('?page=99 with 30 users shows the last page, not "No users yet"', async () => {
    fakeServer();
    await renderConsole('/console/users?page=99');
    expect(
      await screen.findByText('person30@example.com', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText('No users yet')).toBeNull();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    expect(screen.getByText('21–30 of 30')).toBeTruthy();
  });

  it('refuses locale xx-INVALID-zz and birthdate 31/31/2020 in the form (spec §5)', async () => {
    const calls = fakeServer();
    await renderConsole(`/console/users/${userNumber(1)}/settings`);
    const locale = await screen.findByLabelText('Locale', undefined, { timeout: 8000 });
    fireEvent.change(locale, { target: { value: 'xx-INVALID-zz' } });
    fireEvent.change(screen.getByLabelText('Birthdate'), { target: { value: '31/31/2020' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a language tag such as en, de or pt-BR.')).toBeTruthy();
    expect(screen.getByText('Enter a date as YYYY-MM-DD, such as 1990-04-21.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(locale, { target: { value: 'pt-BR' } });
    fireEvent.change(screen.getByLabelText('Birthdate'), { target: { value: '1990-04-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toMatchObject({ profile: { locale: 'pt-BR', birthdate: '1990-04-21' } });
    });
  });

  it('user logs read like the audit log', async () => {
    fakeServer();
    await renderConsole(`/console/users/${userNumber(1)}/logs`);
    const cell = await screen.findByText('Sign in', { selector: 'p' }, { timeout: 8000 });
    const table = cell.closest('table') as HTMLElement;
    expect(within(table).getByText('Interaction.SignIn.Submit')).toBeTruthy();
    fireEvent.click(within(table).getByRole('link', { name: /Sign in/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 8000 }),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Event details' });
    expect(within(details).getByText('198.51.100.4')).toBeTruthy();
    expect(within(details).getByText('Wrong password.')).toBeTruthy();
  });
});
