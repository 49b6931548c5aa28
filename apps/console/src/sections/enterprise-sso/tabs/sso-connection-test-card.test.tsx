import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../../kit/kit-test-harness.tsx';
import { section } from '../enterprise-sso.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const connector = {
  tenantId: 'default',
  id: 'sso1',
  providerName: 'OIDC',
  connectorName: 'Acme',
  config: {},
  domains: [],
  branding: {},
  syncProfile: false,
  enableTokenStorage: false,
  createdAt: 1_700_000_000_000,
  name: 'OIDC',
  providerType: 'oidc',
  providerLogo: 'data:image/svg+xml,<svg/>',
  providerLogoDark: '',
};
const authorizationUri = 'https://idp.example.com/auth?state=ssotest_x';

/** The connector, and a test that stays pending until `finish` gives its result. */
const fakeTestApi = () => {
  let result: Record<string, unknown> = { status: 'pending' };
  const calls = fakeApi(({ method, path }) => {
    if (path === '/sso-connectors/sso1' && method === 'GET') return Response.json(connector);
    if (path === '/sso-connectors/sso1/test' && method === 'POST')
      return Response.json(
        { testId: 'test1', authorizationUri, expiresAt: Date.now() + 600_000 },
        { status: 201 },
      );
    if (path === '/sso-connectors/sso1/test/test1' && method === 'GET')
      return Response.json(result);
    return undefined;
  });
  return {
    calls,
    finish: (next: Record<string, unknown>) => {
      result = next;
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const startTest = async () => {
  const card = (
    await screen.findByRole('heading', { name: 'Test connection' }, { timeout: 8000 })
  ).closest('section') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Test connection' }));
  return card;
};

describe('SSO connection test card', () => {
  it('opens the IdP in a window, waits, then shows the claims the IdP returned', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const api = fakeTestApi();
    await renderRoutes(section.routes, '/enterprise-sso/sso1/connection');
    const card = await startTest();
    expect(await within(card).findByText(/Waiting for the identity provider/)).toBeTruthy();
    expect(open).toHaveBeenCalledWith(
      authorizationUri,
      'gatehouse-sso-connection-test',
      expect.stringContaining('popup'),
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/test'))).toBe(
      true,
    );

    api.finish({
      status: 'succeeded',
      issuer: 'https://idp.example.com',
      userInfo: { id: 'u-42', email: 'ann@acme.test', name: 'Ann Example' },
    });
    // The callback page tells this window the IdP answered: the result is read at once.
    window.dispatchEvent(new MessageEvent('message', { data: 'gatehouse:sso-connection-test' }));
    expect(
      await within(card).findByText('ann@acme.test', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const table = within(card).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'E-mail' })).toBeTruthy();
    expect(within(table).getByText('u-42')).toBeTruthy();
    expect(within(table).getByText('Ann Example')).toBeTruthy();
    expect(within(table).getByText('https://idp.example.com')).toBeTruthy();
    // Fields the IdP did not fill say so.
    expect(within(table).getAllByText('Not given').length).toBe(2);
  });

  it('shows the translated error of a failed test, and a link when the window was blocked', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const api = fakeTestApi();
    await renderRoutes(section.routes, '/enterprise-sso/sso1/connection');
    const card = await startTest();
    const link = await within(card).findByRole('link', { name: 'Open the identity provider' });
    expect(link.getAttribute('href')).toBe(authorizationUri);
    api.finish({
      status: 'failed',
      error: { code: 'connector.authorization_failed', message: 'The provider refused.' },
    });
    await waitFor(
      () =>
        expect(within(card).getByRole('alert').textContent).toBe(
          'The test failed: The provider refused.',
        ),
      { timeout: 5000 },
    );
  });
});
