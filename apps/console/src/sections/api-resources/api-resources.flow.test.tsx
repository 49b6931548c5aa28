import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './api-resources.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

type Row = Record<string, unknown> & { id: string };

const fakeResourcesApi = () => {
  const resources: Row[] = [
    {
      tenantId: 'default',
      id: 'mapi',
      name: 'Management API',
      indicator: 'https://default.logto.app/api',
      isDefault: false,
      accessTokenTtl: 3600,
    },
  ];
  const scopes: Row[] = [];
  const calls = fakeApi(({ method, path, body }) => {
    const parts = path.split('/').filter(Boolean);
    if (path === '/resources' && method === 'GET') return pageResponse(resources);
    if (path === '/resources' && method === 'POST') {
      const created = {
        tenantId: 'default',
        id: 'r2',
        isDefault: false,
        accessTokenTtl: 3600,
        ...(body as object),
      };
      resources.push(created);
      return Response.json({ ...created, scopes: [] }, { status: 201 });
    }
    const resource = resources.find((item) => item.id === parts[1]);
    if (!resource) return undefined;
    if (parts.length === 2 && method === 'GET') return Response.json(resource);
    if (parts.length === 2 && method === 'PATCH') {
      Object.assign(resource, body);
      return Response.json(resource);
    }
    if (parts[2] === 'scopes' && method === 'GET') {
      return pageResponse(scopes.filter((scope) => scope.resourceId === resource.id));
    }
    if (parts[2] === 'scopes' && method === 'POST') {
      const created = {
        id: `s${scopes.length}`,
        resourceId: resource.id,
        createdAt: 0,
        ...(body as object),
      };
      scopes.push(created);
      return Response.json(created, { status: 201 });
    }
    return undefined;
  });
  return { calls, resources };
};

describe('API resources section', () => {
  it('creates a resource, adds a permission, renames it and opens a guide', async () => {
    const { calls, resources } = fakeResourcesApi();
    const { router } = await renderRoutes(section.routes, '/api-resources');
    expect(await screen.findByText('https://default.logto.app/api')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Create API resource' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create API resource' });
    fireEvent.change(within(dialog).getByLabelText(/API name/), { target: { value: 'Orders' } });
    fireEvent.change(within(dialog).getByLabelText(/API identifier/), {
      target: { value: 'not a uri' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Enter an absolute URI/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/API identifier/), {
      target: { value: 'https://orders.example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/api-resources/r2/permissions'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Orders',
      indicator: 'https://orders.example.com',
    });

    expect(await screen.findByText('No permissions yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create permission' }));
    dialog = await screen.findByRole('dialog', { name: 'Create permission' });
    fireEvent.change(within(dialog).getByLabelText(/Permission name/), {
      target: { value: 'read orders' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Permission names cannot contain spaces.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Permission name/), {
      target: { value: 'read:orders' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Edit read:orders' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    const name = await screen.findByLabelText(/^API name/);
    fireEvent.change(name, { target: { value: 'Orders v2' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(resources[1]?.name).toBe('Orders v2'));
    expect(await screen.findByRole('heading', { name: 'Orders v2' })).toBeTruthy();

    await router.navigate('/api-resources/r2/guide/python');
    expect(
      await screen.findByRole('heading', { name: 'Protect Orders v2 with Python (Flask)' }),
    ).toBeTruthy();
    const code = screen.getByLabelText('Python code');
    expect(code.textContent).toContain('AUDIENCE = "https://orders.example.com"');
    expect(code.textContent).toContain('@require_scope("read:orders")');
  });

  it('keeps the management API read-only', async () => {
    fakeResourcesApi();
    await renderRoutes(section.routes, '/api-resources/mapi/general');
    expect(await screen.findByText(/The management API is built in/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((screen.getByLabelText(/^API name/) as HTMLInputElement).disabled).toBe(true);
  });
});
