import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './organizations.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

// Issue 11 additions to an organization's pages: resending a Pending invitation (and the 429
// of the server's e-mail limit), the just-in-time SSO connectors and the colour / CSS branding.

const acme = {
  tenantId: 'default',
  id: 'org1',
  name: 'Acme',
  description: null,
  customData: {},
  isMfaRequired: false,
  color: { primaryColor: '#112233' },
  branding: { logoUrl: 'https://cdn.example.com/logo.png' },
  customCss: null,
  createdAt: 0,
};
const okta = { id: 'sso1', connectorName: 'Okta staff', providerName: 'OIDC' };
const entra = { id: 'sso2', connectorName: 'Entra partners', providerName: 'SAML' };

type Options = {
  connectors?: unknown[] | 'error';
  resendStatuses?: number[];
  isJitBroken?: boolean;
};

const fakeOrganizationApi = ({
  connectors = [okta, entra],
  resendStatuses = [],
  isJitBroken = false,
}: Options) => {
  const statuses = [...resendStatuses];
  return fakeApi(({ method, path }) => {
    if (path === '/organizations/org1' && method === 'GET') return Response.json(acme);
    if (path === '/organizations/org1' && method === 'PATCH') return Response.json(acme);
    if (path === '/organizations/org1/jit/sso-connectors' && method === 'GET')
      return isJitBroken
        ? Response.json({ code: 'unexpected', message: 'Boom.' }, { status: 500 })
        : Response.json([okta]);
    if (path.startsWith('/organizations/org1/jit/'))
      return method === 'GET' ? Response.json([]) : new Response(null, { status: 204 });
    if (path === '/sso-connectors')
      return connectors === 'error'
        ? Response.json({ code: 'unexpected', message: 'Boom.' }, { status: 500 })
        : pageResponse(connectors);
    if (path === '/organization-roles') return pageResponse([]);
    if (path === '/organizations/org1/users') return pageResponse([]);
    if (path === '/organization-invitations')
      return Response.json(
        [
          { id: 'i1', invitee: 'bo@example.com', status: 'Pending', expiresAt: Date.now() + 9e6 },
          { id: 'i3', invitee: 'di@example.com', status: 'Revoked', expiresAt: Date.now() + 9e6 },
        ].map((invitation) => ({ ...invitation, organizationRoles: [], organizationId: 'org1' })),
      );
    if (path === '/organization-invitations/i1/message') {
      const status = statuses.shift() ?? 204;
      return status === 204
        ? new Response(null, { status })
        : Response.json(
            { code: 'request.message_rate_limited', message: 'Rate limited.' },
            { status },
          );
    }
    return undefined;
  });
};

describe('organization invitations: resend', () => {
  it('resends a Pending invitation and words the 429 of the e-mail limit', async () => {
    const calls = fakeOrganizationApi({ resendStatuses: [204, 429] });
    await renderRoutes(section.routes, '/organizations/org1/members');
    const resend = await screen.findByRole('button', {
      name: 'Resend the invitation of bo@example.com',
    });
    expect(screen.queryByRole('button', { name: /invitation of di@example.com/ })).toBeNull();

    fireEvent.click(resend);
    expect(await screen.findByText('Invitation e-mail sent again to bo@example.com.')).toBeTruthy();
    const sent = calls.filter((call) => call.path === '/organization-invitations/i1/message');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');

    fireEvent.click(resend);
    expect(
      await screen.findByText(
        'Too many e-mails were sent to bo@example.com. Try again in a few minutes.',
      ),
    ).toBeTruthy();
  });
});

describe('organization settings: SSO just-in-time and branding', () => {
  it('saves the chosen SSO connectors, colours and custom CSS', async () => {
    const calls = fakeOrganizationApi({});
    await renderRoutes(section.routes, '/organizations/org1/settings');
    const picker = await screen.findByRole('combobox', { name: 'Enterprise SSO connectors' });
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    // Okta is already a JIT connector: it shows as a chosen pill.
    expect(document.querySelector('.mantine-Pill-label')?.textContent).toBe('Okta staff');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Entra partners' }));

    const primary = screen.getByRole('textbox', { name: 'Primary color' });
    expect((primary as HTMLInputElement).value).toBe('#112233');
    fireEvent.change(primary, { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a color like #6139F6.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(primary, { target: { value: '#445566' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Enable dark mode' }));
    fireEvent.change(screen.getByLabelText('Custom CSS'), {
      target: { value: '.logo { width: 40px; }' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/organizations/org1/jit/sso-connectors' && call.method === 'PUT',
        ),
      ).toBe(true),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      color: { primaryColor: '#445566', isDarkModeEnabled: true },
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
      customCss: '.logo { width: 40px; }',
    });
    expect(
      calls.find(
        (call) => call.path === '/organizations/org1/jit/sso-connectors' && call.method === 'PUT',
      )?.body,
    ).toEqual({ ssoConnectorIds: ['sso1', 'sso2'] });
  });

  it('says when there is no SSO connector, and offers a retry when they cannot be loaded', async () => {
    fakeOrganizationApi({ connectors: [] });
    const first = await renderRoutes(section.routes, '/organizations/org1/settings');
    expect(await screen.findByPlaceholderText('No enterprise SSO connectors yet')).toBeTruthy();
    first.view.unmount();

    const calls = fakeOrganizationApi({ connectors: 'error' });
    await renderRoutes(section.routes, '/organizations/org1/settings');
    const message = await screen.findByText(
      'The enterprise SSO connectors could not be loaded.',
      {},
      { timeout: 10_000 },
    );
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    const before = calls.filter((call) => call.path === '/sso-connectors').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/sso-connectors').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('offers a retry when the just-in-time settings cannot be loaded', async () => {
    const calls = fakeOrganizationApi({ isJitBroken: true });
    await renderRoutes(section.routes, '/organizations/org1/settings');
    const message = await screen.findByText(
      'This page could not be loaded.',
      {},
      { timeout: 10_000 },
    );
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    const jitReads = () =>
      calls.filter((call) => call.path === '/organizations/org1/jit/sso-connectors').length;
    const before = jitReads();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(jitReads()).toBeGreaterThan(before));
  });
});
