import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../../kit/kit-test-harness.tsx';
import { section } from '../enterprise-sso.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const connector = {
  tenantId: 'default',
  id: 'sso1',
  providerName: 'SAML',
  connectorName: 'Acme SAML',
  config: {},
  domains: [],
  branding: {},
  syncProfile: false,
  enableTokenStorage: false,
  createdAt: 1_700_000_000_000,
  name: 'SAML',
  providerType: 'saml',
  providerLogo: 'data:image/svg+xml,<svg/>',
  providerLogoDark: '',
};
const portal = {
  id: 'app1',
  name: 'Portal',
  type: 'Traditional',
  oidcClientMetadata: {
    redirectUris: ['https://portal.example/callback', 'https://portal.example/other'],
  },
};
const configPath = '/sso-connectors/sso1/idp-initiated-auth-config';
const notFound = () =>
  Response.json({ code: 'entity.not_exists_with_id', message: 'Not found.' }, { status: 404 });

/** The connector, the tenant's apps and the IdP-initiated config, kept in memory. */
const fakeIdpInitiatedApi = (options: { applications?: unknown[]; failConfig?: boolean } = {}) => {
  let config: Record<string, unknown> | undefined;
  return fakeApi(({ method, path, body }) => {
    if (path === '/sso-connectors/sso1' && method === 'GET') return Response.json(connector);
    if (path === '/applications') return pageResponse(options.applications ?? [portal]);
    if (path !== configPath) return undefined;
    if (options.failConfig) return Response.json({ code: 'unknown' }, { status: 500 });
    if (method === 'GET') return config ? Response.json(config) : notFound();
    if (method === 'PUT') {
      config = {
        tenantId: 'default',
        connectorId: 'sso1',
        redirectUri: null,
        authParameters: {},
        autoSendAuthorizationRequest: false,
        clientIdpInitiatedAuthCallbackUri: null,
        createdAt: 1,
        ...(body as Record<string, unknown>),
      };
      return Response.json(config);
    }
    if (method === 'DELETE') {
      config = undefined;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
};

describe('IdP-initiated tab of a SAML connector', () => {
  it('shows the ACS URL, turns the sign-in on for an app and its redirect URI, then off', async () => {
    const calls = fakeIdpInitiatedApi();
    await renderRoutes(section.routes, '/enterprise-sso/sso1/idp-initiated-auth');
    expect(
      await screen.findByText('http://default.test/api/authn/single-sign-on/saml/sso1', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    // The applications asked for are the first-party Traditional and SPA ones.
    const listCall = calls.find((call) => call.path === '/applications');
    expect(listCall?.query.getAll('types')).toEqual(['Traditional', 'SPA']);
    expect(listCall?.query.get('isThirdParty')).toBe('false');

    const enable = await screen.findByRole('switch', { name: /Allow IdP-initiated sign-in/ });
    expect((enable as HTMLInputElement).checked).toBe(false);
    fireEvent.click(enable);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getAllByLabelText(/^Default application/)[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Portal (Traditional web app)' }));
    // Choosing the app picks its first registered redirect URI.
    await waitFor(() =>
      expect((screen.getAllByLabelText(/^Redirect URI/)[0] as HTMLInputElement).value).toBe(
        'https://portal.example/callback',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        defaultApplicationId: 'app1',
        autoSendAuthorizationRequest: true,
        redirectUri: 'https://portal.example/callback',
      }),
    );

    fireEvent.click(await screen.findByRole('switch', { name: /Allow IdP-initiated sign-in/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === configPath)).toBe(true),
    );
  });

  it("hands over to the client's callback URI when the app starts the sign-in itself", async () => {
    const calls = fakeIdpInitiatedApi();
    await renderRoutes(section.routes, '/enterprise-sso/sso1/idp-initiated-auth');
    fireEvent.click(
      await screen.findByRole('switch', { name: /Allow IdP-initiated sign-in/ }, { timeout: 8000 }),
    );
    fireEvent.click(screen.getAllByLabelText(/^Default application/)[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Portal (Traditional web app)' }));
    fireEvent.click(screen.getByRole('radio', { name: /Hand over to the app's own callback/ }));
    const callback = (await screen.findAllByLabelText(/^Client callback URI/))[0] as HTMLElement;
    fireEvent.change(callback, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid http or https URL.')).toBeTruthy();
    fireEvent.change(callback, { target: { value: 'https://portal.example/sso/start' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        defaultApplicationId: 'app1',
        autoSendAuthorizationRequest: false,
        clientIdpInitiatedAuthCallbackUri: 'https://portal.example/sso/start',
      }),
    );
  });

  it('says when no application can receive the sign-in, and when the settings cannot load', async () => {
    fakeIdpInitiatedApi({ applications: [] });
    const first = await renderRoutes(section.routes, '/enterprise-sso/sso1/idp-initiated-auth');
    expect(
      await screen.findByText('No suitable application', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    first.view.unmount();

    fakeIdpInitiatedApi({ failConfig: true });
    await renderRoutes(section.routes, '/enterprise-sso/sso1/idp-initiated-auth');
    expect(
      await screen.findByText('The IdP-initiated settings could not be loaded.', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
  });
});
