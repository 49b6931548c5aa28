import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './roles.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const resource = {
  tenantId: 'default',
  id: 'r1',
  name: 'Orders',
  indicator: 'https://orders.test',
  isDefault: false,
  accessTokenTtl: 3600,
};
const scope = {
  tenantId: 'default',
  id: 's1',
  resourceId: 'r1',
  name: 'read:orders',
  description: null,
  createdAt: 0,
};
const ada = {
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  avatar: null,
};

const fakeRolesApi = () => {
  const roles: Record<string, unknown>[] = [
    {
      tenantId: 'default',
      id: 'm1',
      name: 'Robot',
      description: 'Machine',
      type: 'MachineToMachine',
      isDefault: false,
      usersCount: 0,
      featuredUsers: [],
      applicationsCount: 2,
      featuredApplications: [],
    },
  ];
  const roleScopes: string[] = [];
  const roleUsers: string[] = [];
  const calls = fakeApi(({ method, path, query, body }) => {
    if (path === '/roles' && method === 'GET') {
      const type = query.get('type');
      return pageResponse(roles.filter((role) => !type || role.type === type));
    }
    if (path === '/roles' && method === 'POST') {
      const { scopeIds = [], ...rest } = body as { scopeIds?: string[] };
      roleScopes.push(...scopeIds);
      const role = { tenantId: 'default', id: 'r9', isDefault: false, ...rest };
      roles.push({
        ...role,
        usersCount: 0,
        featuredUsers: [],
        applicationsCount: 0,
        featuredApplications: [],
      });
      return Response.json(role);
    }
    if (path === '/resources' && query.get('includeScopes'))
      return Response.json([{ ...resource, scopes: [scope] }]);
    if (path === '/roles/r9' && method === 'GET') return Response.json(roles[1]);
    if (path === '/roles/r9/scopes')
      return pageResponse(roleScopes.map(() => ({ ...scope, resource })));
    if (path === '/roles/r9/users' && method === 'GET')
      return pageResponse(roleUsers.map(() => ada));
    if (path === '/roles/r9/users' && method === 'POST') {
      roleUsers.push(...(body as { userIds: string[] }).userIds);
      return new Response(null, { status: 201 });
    }
    if (path === '/roles/r9/users/u1' && method === 'DELETE') {
      roleUsers.length = 0;
      return new Response(null, { status: 204 });
    }
    if (path === '/users')
      return pageResponse(query.get('excludeRoleId') === 'r9' && roleUsers.length ? [] : [ada]);
    return undefined;
  });
  return calls;
};

describe('roles section', () => {
  it('filters by type, creates a role with a permission, assigns and removes a user', async () => {
    const calls = fakeRolesApi();
    const { router } = await renderRoutes(section.routes, '/roles?type=MachineToMachine');
    expect(await screen.findByText('Robot')).toBeTruthy();
    expect(screen.getByText('2 apps')).toBeTruthy();
    expect(calls.find((call) => call.path === '/roles')?.query.get('type')).toBe(
      'MachineToMachine',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Clerk' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'Reads orders' },
    });
    const picker = within(dialog).getAllByLabelText(/^Permissions/)[0] as HTMLElement;
    fireEvent.click(picker);
    fireEvent.click(await within(dialog).findByRole('option', { name: 'read:orders (Orders)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Clerk' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles/r9/permissions'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Clerk',
      description: 'Reads orders',
      type: 'User',
      scopeIds: ['s1'],
    });
    expect(await screen.findByText('read:orders')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users hold this role yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign users' }));
    const assign = await screen.findByRole('dialog', { name: 'Assign users to Clerk' });
    fireEvent.click(await within(assign).findByRole('checkbox', { name: /Ada/ }));
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('button', { name: 'Remove Ada' })).toBeTruthy();
    expect(
      calls.find((call) => call.path === '/roles/r9/users' && call.method === 'POST')?.body,
    ).toEqual({ userIds: ['u1'] });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ada from this role?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No users hold this role yet.')).toBeTruthy();
  });
});
