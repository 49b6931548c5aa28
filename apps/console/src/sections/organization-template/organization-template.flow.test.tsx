import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './organization-template.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const fakeTemplateApi = () => {
  const scopes: Record<string, unknown>[] = [];
  const roles: Record<string, unknown>[] = [];
  return fakeApi(({ method, path, body }) => {
    if (path === '/organization-scopes' && method === 'GET') return pageResponse(scopes);
    if (path === '/organization-scopes' && method === 'POST') {
      if ((body as { name: string }).name === 'taken')
        return Response.json(
          { code: 'entity.unique_integrity_violation', message: 'The name is already in use.' },
          { status: 422 },
        );
      const scope = { tenantId: 'default', id: `s${scopes.length + 1}`, ...(body as object) };
      scopes.push(scope);
      return Response.json(scope, { status: 201 });
    }
    if (path === '/organization-scopes/s1' && method === 'PATCH') {
      Object.assign(scopes[0] ?? {}, body);
      return Response.json(scopes[0]);
    }
    if (path === '/organization-roles' && method === 'GET') return pageResponse(roles);
    if (path === '/organization-roles' && method === 'POST') {
      const { organizationScopeIds, resourceScopeIds, ...rest } = body as Record<string, unknown>;
      const role = { tenantId: 'default', id: 'or1', ...rest };
      roles.push({ ...role, scopes: [{ id: 's1', name: 'invite:member' }], resourceScopes: [] });
      return Response.json(role, { status: 201 });
    }
    if (path === '/organization-roles/or1') return Response.json(roles[0]);
    if (path === '/organization-roles/or1/scopes') return Response.json(scopes);
    if (path === '/organization-roles/or1/resource-scopes') return Response.json([]);
    if (path === '/resources') return Response.json([]);
    return undefined;
  });
};

describe('organization template section', () => {
  it('creates and edits a permission, then a role holding it', async () => {
    const calls = fakeTemplateApi();
    const { router } = await renderRoutes(section.routes, '/organization-template');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organization-template/organization-roles'),
    );
    expect(await screen.findByText('No organization roles yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Organization permissions' }));
    expect(await screen.findByText('No organization permissions yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create organization permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create organization permission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter Permission name.')).toBeTruthy();
    const name = within(dialog).getByLabelText(/Permission name/);
    fireEvent.change(name, { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The name is already in use.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'invite:member' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('invite:member')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'invite:member',
      description: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit invite:member' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit organization permission' });
    fireEvent.change(within(edit).getByLabelText(/Description/), {
      target: { value: 'Invite people' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invite people')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Organization roles' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Create organization role' }));
    const create = await screen.findByRole('dialog', { name: 'Create organization role' });
    fireEvent.change(within(create).getByLabelText(/Role name/), { target: { value: 'admin' } });
    fireEvent.click(within(create).getByRole('combobox', { name: 'Organization permissions' }));
    fireEvent.click(await within(create).findByRole('option', { name: 'invite:member' }));
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organization-template/roles/or1/permissions'),
    );
    expect(
      calls.find((call) => call.path === '/organization-roles' && call.method === 'POST')?.body,
    ).toEqual({
      name: 'admin',
      description: null,
      type: 'User',
      organizationScopeIds: ['s1'],
      resourceScopeIds: [],
    });
    expect(await screen.findByRole('heading', { name: 'admin' })).toBeTruthy();
    expect(await screen.findByText('invite:member')).toBeTruthy();
    expect(screen.getByText('No API permissions yet')).toBeTruthy();
  });
});
