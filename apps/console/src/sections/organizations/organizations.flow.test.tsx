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

const acme = {
  tenantId: 'default',
  id: 'org1',
  name: 'Acme',
  description: null,
  customData: {},
  isMfaRequired: false,
  color: {},
  branding: {},
  customCss: null,
  createdAt: 0,
};
const admin = { tenantId: 'default', id: 'or1', name: 'admin', description: null, type: 'User' };
const ada = {
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  avatar: null,
};

const fakeOrganizationsApi = () => {
  const organizations: Record<string, unknown>[] = [];
  const members: Record<string, unknown>[] = [];
  return fakeApi(({ method, path, body }) => {
    if (path === '/organizations' && method === 'GET')
      return pageResponse(organizations.map((org) => ({ ...org, usersCount: 0 })));
    if (path === '/organizations' && method === 'POST') {
      const created = { ...acme, ...(body as object) };
      organizations.push(created);
      return Response.json(created, { status: 201 });
    }
    if (path === '/organizations/org1' && method === 'GET') return Response.json(organizations[0]);
    if (path === '/organizations/org1' && method === 'PATCH') {
      Object.assign(organizations[0] ?? {}, body);
      return Response.json(organizations[0]);
    }
    if (path.startsWith('/organizations/org1/jit/')) {
      return method === 'GET' ? Response.json([]) : new Response(null, { status: 204 });
    }
    if (path === '/organization-roles') return pageResponse([admin]);
    if (path === '/organizations/org1/users' && method === 'GET') return pageResponse(members);
    if (path === '/organizations/org1/users' && method === 'POST') {
      members.push({ ...ada, organizationRoles: [] });
      return Response.json(body, { status: 201 });
    }
    if (path === '/organizations/org1/users/roles' && method === 'POST') {
      Object.assign(members[0] ?? {}, { organizationRoles: [{ id: 'or1', name: 'admin' }] });
      return new Response(null, { status: 201 });
    }
    if (path === '/users') return pageResponse([ada]);
    if (path === '/organization-invitations')
      return Response.json(
        [
          { id: 'i1', invitee: 'bo@example.com', status: 'Pending', expiresAt: Date.now() + 9e6 },
          { id: 'i2', invitee: 'cy@example.com', status: 'Pending', expiresAt: Date.now() - 1 },
          { id: 'i3', invitee: 'di@example.com', status: 'Revoked', expiresAt: Date.now() + 9e6 },
        ].map((invitation) => ({ ...invitation, organizationRoles: [], organizationId: 'org1' })),
      );
    return undefined;
  });
};

describe('organizations section', () => {
  it('creates an organization, checks its settings and adds a member with a role', async () => {
    const calls = fakeOrganizationsApi();
    const { router } = await renderRoutes(section.routes, '/organizations');
    expect(await screen.findByText('No organizations yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Create organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter Organization name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Organization name/), {
      target: { value: 'Acme' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organizations/org1/settings'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Acme',
      description: null,
    });

    // Settings: the form's own rules speak the console's language.
    const customData = await screen.findByLabelText('Custom data');
    fireEvent.change(customData, { target: { value: '[1' } });
    const domains = screen.getByRole('combobox', { name: 'E-mail domains' });
    // Mantine takes only typing into the focused field as the user's (not autofill).
    domains.focus();
    fireEvent.change(domains, { target: { value: 'bad_domain' } });
    fireEvent.keyDown(domains, { key: 'Enter' });
    expect(await screen.findByText('bad_domain')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This is not valid JSON.')).toBeTruthy();
    expect(await screen.findByText('Enter domains like example.com.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(customData, { target: { value: '{"plan": "pro"}' } });
    domains.focus();
    fireEvent.keyDown(domains, { key: 'Backspace' });
    await waitFor(() => expect(screen.queryByText('bad_domain')).toBeNull());
    fireEvent.click(screen.getByRole('switch', { name: /Require MFA/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Acme',
      customData: { plan: 'pro' },
      isMfaRequired: true,
    });

    // Members: add Ada with the admin role.
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(await screen.findByText('No members yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add members' }));
    const add = await screen.findByRole('dialog', { name: 'Add members to Acme' });
    fireEvent.click(within(add).getByRole('combobox', { name: 'Organization roles' }));
    fireEvent.click(await within(add).findByRole('option', { name: 'admin' }));
    fireEvent.click(await within(add).findByRole('checkbox', { name: /Ada/ }));
    fireEvent.click(within(add).getByRole('button', { name: 'Add members' }));
    expect(await screen.findByRole('button', { name: 'Remove Ada' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/organizations/org1/users/roles')?.body).toEqual({
      userIds: ['u1'],
      organizationRoleIds: ['or1'],
    });

    // Invitations: a Pending one past its expiry reads as Expired; only Pending can be revoked.
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Revoke the invitation of bo@example.com' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cy@example.com/ })).toBeNull();
  });
});
