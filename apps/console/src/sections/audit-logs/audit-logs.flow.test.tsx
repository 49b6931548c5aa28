import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './audit-logs.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const log = (id: string, key: string, userId?: string) => ({
  tenantId: 'default',
  id,
  key,
  createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
  payload: {
    key,
    result: id === 'l2' ? 'Error' : 'Success',
    userId,
    applicationId: 'app1',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 Test',
    ...(id === 'l2' ? { error: { code: 'session.invalid_credentials' } } : {}),
  },
});
const logs = [
  log('l1', 'Interaction.SignIn.Submit', 'u1'),
  log('l2', 'ExchangeTokenBy.RefreshToken', 'u2'),
];

describe('audit logs section', () => {
  it('filters through the address and opens an event', async () => {
    const calls = fakeApi(({ path, query }) => {
      if (path === '/logs') {
        return pageResponse(
          logs.filter(
            (item) =>
              (!query.get('logKey') || item.key === query.get('logKey')) &&
              (!query.get('userId') || item.payload.userId === query.get('userId')),
          ),
        );
      }
      const found = logs.find((item) => path === `/logs/${item.id}`);
      return found ? Response.json(found) : undefined;
    });
    const { router } = await renderRoutes(
      section.routes,
      '/audit-logs?logKey=ExchangeTokenBy.RefreshToken',
    );
    expect(
      await screen.findByText('Exchange token by refresh token', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.queryByText('Interaction.SignIn.Submit')).toBeNull();
    expect(calls.at(-1)?.query.get('logKey')).toBe('ExchangeTokenBy.RefreshToken');

    await router.navigate('/audit-logs');
    expect(await screen.findByText('Interaction.SignIn.Submit')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'User ID' }), {
      target: { value: 'u1' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?userId=u1'));
    await waitFor(() => expect(screen.queryByText('ExchangeTokenBy.RefreshToken')).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: /Sign in/ }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit-logs/l1');
    const details = screen.getByRole('region', { name: 'Event details' });
    expect(within(details).getByText('203.0.113.9')).toBeTruthy();
    expect(within(details).getByText('Mozilla/5.0 Test')).toBeTruthy();
    expect(within(details).getByText('u1')).toBeTruthy();
    const payload = screen.getByRole('region', { name: 'Payload (JSON)' });
    expect(payload.textContent).toContain('"applicationId": "app1"');
  });

  it('shows not found for an unknown event', async () => {
    fakeApi(() => undefined);
    await renderRoutes(section.routes, '/audit-logs/nope');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to audit logs' })).toBeTruthy();
  });
});
