import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';
import { applicationFixture } from './application-fixture.ts';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const app = applicationFixture;

/** A fake management API holding a list of applications in memory. */
const fakeServer = () => {
  const apps = [app({})];
  return fakeApi(({ method, path, url, query, body }) => {
    const fields = body as Record<string, unknown>;
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
    }
    if (path === '/applications' && method === 'GET') {
      const rows = apps.filter((item) => String(item.isThirdParty) === query.get('isThirdParty'));
      return pageResponse(rows);
    }
    if (path === '/applications' && method === 'POST') {
      const created = app({
        ...fields,
        id: 'newapp000000000000001',
        description: fields.description ?? null,
      });
      apps.push(created);
      return Response.json(created);
    }
    const detail = path.match(/^\/applications\/([^/]+)$/);
    const found = detail && apps.find((item) => item.id === detail[1]);
    if (found && method === 'GET') return Response.json(found);
    if (found && method === 'PATCH') return Response.json(Object.assign(found, fields));
    return undefined;
  });
};

describe('applications section', () => {
  it('lists apps, creates one and opens its guide with the real client id and endpoint', async () => {
    const calls = fakeServer();
    await renderConsole('/console/applications');
    expect(await screen.findByText('Storefront', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Single-page app')).toBeTruthy();
    const listCall = calls.find((call) => call.path === '/applications');
    expect(listCall?.query.get('page')).toBe('1');

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
