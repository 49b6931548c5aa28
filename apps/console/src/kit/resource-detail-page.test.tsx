import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from './kit-test-harness.tsx';
import { ResourceDetailPage } from './resource-detail-page.tsx';
import { useResource, useResourceMutation } from './resource-queries.ts';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

type Thing = { id: string; name: string };

const ThingPage = () => {
  const { id = '' } = useParams();
  // Any typed detail route will do: roles stand in for "things".
  const thing = useResource<Thing>(['things', 'detail', id], (api, signal) =>
    api.get('/api/roles/{id}', { params: { path: { id } }, signal }),
  );
  const remove = useResourceMutation<string>({
    request: (api, thingId) => api.delete('/api/roles/{id}', { params: { path: { id: thingId } } }),
    invalidates: [['things', 'list']],
  });
  return (
    <ResourceDetailPage<Thing>
      query={thing}
      list={{ path: '/things', label: 'Things' }}
      title={(item) => item.name}
      delete={{
        name: (item) => item.name,
        message: (item) => `Delete ${item.name} for good?`,
        onDelete: (item) => remove.mutateAsync(item.id),
      }}
      tabs={[
        { path: 'settings', label: 'Settings', render: (item) => <p>settings of {item.id}</p> },
        { path: 'members', label: 'Members', render: () => <p>members tab</p> },
      ]}
    />
  );
};

const routes = [
  { path: '/things', element: <p>things list</p> },
  { path: '/things/:id/*', element: <ThingPage /> },
];

const serve = () =>
  fakeApi(({ method, path }) => {
    if (path === '/roles/t1' && method === 'GET') return Response.json({ id: 't1', name: 'Lamp' });
    if (path === '/roles/t1' && method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });

describe('ResourceDetailPage', () => {
  it('redirects {id} to the first tab and switches tabs through the address', async () => {
    serve();
    const { router } = await renderRoutes(routes, '/things/t1');
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/t1/settings'));
    expect(await screen.findByText('settings of t1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/t1/members'));
    expect(await screen.findByText('members tab')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows not found for an unknown id, without a toast', async () => {
    serve();
    await renderRoutes(routes, '/things/nope');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Things' })).toBeTruthy();
    expect(screen.queryByText('Not found.')).toBeNull();
  });

  it('deletes only after confirmation, then opens the list', async () => {
    const calls = serve();
    const { router } = await renderRoutes(routes, '/things/t1/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Lamp?' });
    expect(within(dialog).getByText('Delete Lamp for good?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Lamp?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('things list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/things');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/roles/t1',
    ]);
    expect(await screen.findByText('Lamp deleted.')).toBeTruthy();
  });
});
