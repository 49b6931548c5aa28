import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './enterprise-sso.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const providers = [
  {
    providerName: 'OIDC',
    providerType: 'oidc',
    logo: 'data:image/svg+xml,<svg/>',
    logoDark: '',
    description: 'OIDC',
    name: 'OIDC',
  },
  {
    providerName: 'SAML',
    providerType: 'saml',
    logo: 'data:image/svg+xml,<svg/>',
    logoDark: '',
    description: 'SAML',
    name: 'SAML',
  },
];

const connectorOf = (fields: Record<string, unknown>) => {
  const provider = providers.find((item) => item.providerName === fields.providerName);
  return {
    tenantId: 'default',
    id: 'sso1',
    config: {},
    domains: [],
    branding: {},
    syncProfile: false,
    enableTokenStorage: false,
    createdAt: 1_700_000_000_000,
    name: provider?.name,
    providerType: provider?.providerType,
    providerLogo: provider?.logo,
    providerLogoDark: provider?.logoDark,
    ...fields,
  };
};

/** A fake SSO connectors API kept in memory. */
const fakeSsoApi = (initial: Record<string, unknown>[] = []) => {
  const connectors = initial.map(connectorOf);
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/sso-connector-providers') return Response.json(providers);
    if (path === '/sso-connectors' && method === 'GET') return pageResponse(connectors);
    if (path === '/sso-connectors' && method === 'POST') {
      const created = connectorOf(body as Record<string, unknown>);
      connectors.push(created);
      return Response.json(created);
    }
    const found = connectors.find((item) => path === `/sso-connectors/${item.id}`);
    if (found && method === 'GET') return Response.json(found);
    if (found && method === 'PATCH') {
      Object.assign(found, body);
      return Response.json(found);
    }
    if (found && method === 'DELETE') {
      connectors.splice(connectors.indexOf(found), 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return calls;
};

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('enterprise SSO section', () => {
  it('shows the empty list, creates an OIDC connector and validates its connection', async () => {
    const calls = fakeSsoApi();
    const { router } = await renderRoutes(section.routes, '/enterprise-sso');
    expect(
      await screen.findByText('No enterprise SSO connectors yet', undefined, { timeout: 8000 }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Add enterprise connector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add enterprise SSO connector' });
    // The first provider is chosen once the list arrives; every card is a radio.
    const oidc = await within(dialog).findByRole('radio', { name: 'OIDC' });
    await waitFor(() => expect(oidc.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter Connector name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Connector name/), {
      target: { value: 'Acme OIDC' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Acme OIDC' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/enterprise-sso/sso1/connection'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      providerName: 'OIDC',
      connectorName: 'Acme OIDC',
    });
    // OIDC connectors have no IdP-initiated tab; our redirect URI is offered to copy.
    expect(screen.queryByRole('tab', { name: 'IdP-initiated SSO' })).toBeNull();
    expect(screen.getByText('http://default.test/callback/sso/sso1')).toBeTruthy();

    fireEvent.change(field(/^Issuer/), { target: { value: 'not a url' } });
    fireEvent.change(field(/^Client ID/), { target: { value: 'client' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid http or https URL.')).toBeTruthy();
    expect(await screen.findByText('Please enter Client secret.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(field(/^Issuer/), { target: { value: 'https://idp.example.com' } });
    fireEvent.change(field(/^Client secret/), { target: { value: 'secret' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        config: { issuer: 'https://idp.example.com', clientId: 'client', clientSecret: 'secret' },
      }),
    );
  });

  it('edits the experience: domains are checked, then saved with branding and profile sync', async () => {
    const calls = fakeSsoApi([{ providerName: 'OIDC', connectorName: 'Acme' }]);
    await renderRoutes(section.routes, '/enterprise-sso/sso1/experience');
    await screen.findByText('Routing and profile', undefined, { timeout: 8000 });
    const domains = screen.getAllByLabelText(/^E-mail domains/)[0] as HTMLInputElement;
    // The combobox takes typing only while focused (browser autofill is ignored).
    domains.focus();
    fireEvent.change(domains, { target: { value: 'not_a_domain' } });
    fireEvent.blur(domains);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter domains such as example.com.')).toBeTruthy();

    // Backspace in the empty input removes the last domain (keyboard only).
    domains.focus();
    fireEvent.keyDown(domains, { key: 'Backspace' });
    domains.focus();
    fireEvent.change(domains, { target: { value: 'acme.com' } });
    fireEvent.blur(domains);
    fireEvent.change(field(/^Display name/), { target: { value: 'Acme staff' } });
    fireEvent.change(field(/^Logo URL$/), { target: { value: 'ftp://x' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid http or https URL.')).toBeTruthy();
    fireEvent.change(field(/^Logo URL$/), { target: { value: 'https://acme.com/logo.svg' } });
    fireEvent.click(screen.getByRole('switch', { name: /Sync the profile/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        connectorName: 'Acme',
        branding: { displayName: 'Acme staff', logo: 'https://acme.com/logo.svg' },
        domains: ['acme.com'],
        syncProfile: true,
      }),
    );
  });

  it('asks a SAML connector for the chosen metadata source and shows our ACS URL and entity id', async () => {
    const calls = fakeSsoApi([{ providerName: 'SAML', connectorName: 'Acme SAML' }]);
    await renderRoutes(section.routes, '/enterprise-sso/sso1');
    expect(
      await screen.findByText('http://default.test/api/authn/single-sign-on/saml/sso1', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    // A SAML IdP can start a sign-in: the IdP-initiated tab is offered (sso-idp-initiated-tab.test.tsx).
    expect(screen.getByRole('tab', { name: 'IdP-initiated SSO' })).toBeTruthy();
    expect(screen.getByText('http://default.test/enterprise-sso/sso1')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Enter manually' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('This field is required.')).length).toBe(3);
    fireEvent.change(field(/^IdP entity ID/), { target: { value: 'urn:idp' } });
    fireEvent.change(field(/^Single sign-on URL/), {
      target: { value: 'https://idp.example.com/sso' },
    });
    fireEvent.change(field(/^Signing certificate/), { target: { value: 'MIIC' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        config: {
          entityId: 'urn:idp',
          signInEndpoint: 'https://idp.example.com/sso',
          x509Certificate: 'MIIC',
        },
      }),
    );
  });

  it('deletes a connector after confirmation and returns to the list', async () => {
    const calls = fakeSsoApi([{ providerName: 'OIDC', connectorName: 'Acme' }]);
    const { router } = await renderRoutes(section.routes, '/enterprise-sso/sso1/connection');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 8000 }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise-sso'));
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/sso-connectors/sso1'),
    ).toBe(true);
    expect(await screen.findByText('No enterprise SSO connectors yet')).toBeTruthy();
  });
});
