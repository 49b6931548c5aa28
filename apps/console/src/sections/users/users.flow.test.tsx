import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

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
  // The stored user: a suspension shows on the next read, as on a real server.
  let stored = user;
  return fakeApi(({ method, path, url, body }) => {
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Admin', customData: {}, hasPassword: true });
    }
    if (path === '/users' && method === 'GET') return pageResponse([user]);
    if (path === '/users' && method === 'POST') {
      return Response.json({
        ...user,
        id: 'user00000002',
        ...(body as object),
        password: undefined,
      });
    }
    if (path === '/users/user00000001' && method === 'GET') return Response.json(stored);
    if (path === '/users/user00000001/is-suspended') {
      stored = { ...stored, isSuspended: (body as { isSuspended: boolean }).isSuspended };
      return Response.json(stored);
    }
    return undefined;
  });
};

const suspendedBanner =
  'This user is suspended: they cannot sign in and their refresh tokens no longer work.';

describe('users section', () => {
  it('searches with wildcards, adds a user and shows the generated password once', async () => {
    const calls = fakeServer();
    await renderConsole('/console/users?search=ada');
    expect(await screen.findByText('Ada Lovelace', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const list = calls.find((call) => call.path === '/users');
    expect(list?.query.get('search')).toBe('%ada%');

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
      expect(calls.find((call) => call.path.endsWith('/is-suspended'))?.body).toEqual({
        isSuspended: true,
      }),
    );
    // The detail page reloads the user and shows the suspension banner above the header.
    const banner = await screen.findByText(suspendedBanner);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Ada Lovelace is suspended.')).toBeTruthy();
  });
});
