import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from './kit-test-harness.tsx';
import { ResourceListPage } from './resource-list-page.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

type Thing = { id: string; name: string };
const things = Array.from({ length: 45 }, (_, index) => ({
  id: `t${index}`,
  name: `Thing ${index}`,
}));

const ThingsPage = () => (
  <ResourceListPage<Thing>
    title="Things"
    queryKey={['things', 'list']}
    // Any typed paged route will do: roles stand in for "things".
    list={(api, paging, signal) => api.getPage('/api/roles', paging, { signal })}
    columns={[{ key: 'name', title: 'Name', render: (thing) => thing.name }]}
    getRowKey={(thing) => thing.id}
    getRowHref={(thing) => thing.id}
    createLabel="Create thing"
    empty={{ title: 'No things yet' }}
  />
);

const serveThings = (options: { failFirst?: boolean } = {}) => {
  let failures = options.failFirst ? 3 : 0;
  return fakeApi(({ path, query }) => {
    if (path !== '/roles') return undefined;
    if (failures > 0) {
      failures -= 1;
      return Response.json({ code: 'x.boom', message: 'Boom.' }, { status: 500 });
    }
    const search = (query.get('search') ?? '').replaceAll('%', '').toLowerCase();
    const matches = things.filter((thing) => thing.name.toLowerCase().includes(search));
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    return pageResponse(matches.slice((page - 1) * size, page * size), matches.length);
  });
};

const routes = [
  {
    path: '/things',
    element: <ThingsPage />,
    children: [{ path: 'create', element: <p>create modal</p> }],
  },
  { path: '/things/:id', element: <p>detail page</p> },
];

describe('ResourceListPage', () => {
  it('keeps the page in the address and reads Total-Number', async () => {
    const calls = serveThings();
    const { router } = await renderRoutes(routes, '/things?page=2');
    expect(await screen.findByText('Thing 20')).toBeTruthy();
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(calls.at(-1)?.query.get('page_size')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Thing 44')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches through the address and resets the page', async () => {
    const calls = serveThings();
    const { router } = await renderRoutes(routes, '/things?page=2');
    await screen.findByText('Thing 20');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'thing 4' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=thing+4'));
    expect(await screen.findByText('Thing 41')).toBeTruthy();
    expect(calls.at(-1)?.query.get('search')).toBe('%thing 4%');
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('says when a search finds nothing, and shows the empty state', async () => {
    serveThings();
    await renderRoutes(routes, '/things?search=zzz');
    expect(await screen.findByText('No results match “zzz”.')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    serveThings({ failFirst: true });
    await renderRoutes(routes, '/things');
    // Three failures: the first try and the data layer's two retries.
    const title = await screen.findByText('This list could not be loaded.', undefined, {
      timeout: 15_000,
    });
    const alert = title.closest<HTMLElement>('[role="alert"]');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thing 0')).toBeTruthy();
  });

  it('opens the create modal route and row details', async () => {
    serveThings();
    const { router } = await renderRoutes(routes, '/things?search=thing');
    await screen.findByText('Thing 1');
    fireEvent.click(screen.getByRole('link', { name: 'Create thing' }));
    expect(await screen.findByText('create modal')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=thing');
    fireEvent.click(screen.getByRole('link', { name: 'Thing 1' }));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/things/t1');
  });
});
