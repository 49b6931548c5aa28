import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './account-center.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

/** The tenant's account center, as the server answers it; PATCH replaces the fields named. */
const fakeAccountCenterApi = () => {
  let center: Record<string, unknown> = {
    tenantId: 'default',
    id: 'default',
    enabled: false,
    fields: {},
    webauthnRelatedOrigins: [],
    deleteAccountUrl: null,
    customCss: null,
    profileFields: null,
  };
  const calls = fakeApi(({ method, path, body }) => {
    if (path !== '/account-center') return undefined;
    if (method === 'GET') return Response.json(center);
    if (method === 'PATCH') {
      center = { ...center, ...(body as object) };
      return Response.json(center);
    }
    return undefined;
  });
  return { calls, current: () => center };
};

describe('account center page', () => {
  it('enables the account center, sets field access and related origins', async () => {
    const { current } = fakeAccountCenterApi();
    await renderRoutes(section.routes, '/account-center');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account center' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: /Enable the account center/ }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Edit' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ReadOnly' } });
    fireEvent.change(screen.getByLabelText(/Related origins/), {
      target: { value: 'https://app.example.com\n' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(current().enabled).toBe(true));
    expect(current().fields).toMatchObject({ name: 'Edit', username: 'ReadOnly', email: 'Off' });
    expect(current().webauthnRelatedOrigins).toEqual(['https://app.example.com']);
  });

  it('refuses a related origin that is not a URL', async () => {
    const { calls } = fakeAccountCenterApi();
    await renderRoutes(section.routes, '/account-center');
    fireEvent.change(await screen.findByLabelText(/Related origins/), {
      target: { value: 'not a url' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Each line must be a URL, such as https://app.example.com.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
