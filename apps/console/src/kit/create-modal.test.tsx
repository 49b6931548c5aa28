import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CreateModal } from './create-modal.tsx';
import { fakeApi, fakeLogto, renderRoutes } from './kit-test-harness.tsx';
import { useResourceMutation } from './resource-queries.ts';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const bodySchema = z.object({ name: z.string().min(1), indicator: z.string().min(1) });
type Thing = { id: string; name: string };

const CreateThing = () => {
  const create = useResourceMutation<z.infer<typeof bodySchema>, Thing>({
    // Any typed create route will do; API resources take exactly a name and an indicator.
    request: (api, body) => api.post('/api/resources', { body }),
    invalidates: [['things']],
    meta: { handlesErrors: true },
  });
  return (
    <CreateModal
      title="Create thing"
      schema={bodySchema}
      defaultValues={{ name: '', indicator: '' }}
      onSubmit={(values) => create.mutateAsync(values)}
      codeToField={{ 'thing.indicator_in_use': 'indicator' }}
      getCreatedPath={(thing) => thing.id}
    >
      {(form) => (
        <>
          <TextInput
            label="Name"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label="Indicator"
            {...form.register('indicator')}
            error={form.formState.errors.indicator?.message}
          />
        </>
      )}
    </CreateModal>
  );
};

const routes = [
  {
    path: '/things',
    element: (
      <>
        <p>things list</p>
        <Outlet />
      </>
    ),
    children: [{ path: 'create', element: <CreateThing /> }],
  },
  { path: '/things/:id', element: <p>thing detail</p> },
];

const fill = (dialog: HTMLElement, name: string, indicator: string) => {
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText('Indicator'), { target: { value: indicator } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
};

describe('CreateModal', () => {
  it('validates with the schema before calling the server', async () => {
    const calls = fakeApi(() => undefined);
    await renderRoutes(routes, '/things/create');
    const dialog = await screen.findByRole('dialog', { name: 'Create thing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required.').length).toBe(2),
    );
    expect(calls).toHaveLength(0);
  });

  it('puts 400 issues and listed 422 codes on their fields, without a toast', async () => {
    let answer = 400;
    fakeApi(({ method }) => {
      if (method !== 'POST') return undefined;
      if (answer === 400) {
        return Response.json(
          {
            code: 'guard.invalid_input',
            message: 'Invalid input.',
            data: { issues: [{ path: ['name'], message: 'Name is not allowed.' }] },
          },
          { status: 400 },
        );
      }
      return Response.json(
        { code: 'thing.indicator_in_use', message: 'That indicator is in use.' },
        { status: 422 },
      );
    });
    await renderRoutes(routes, '/things/create');
    const dialog = await screen.findByRole('dialog', { name: 'Create thing' });
    fill(dialog, 'bad', 'https://x');
    expect(await within(dialog).findByText('Name is not allowed.')).toBeTruthy();
    answer = 422;
    fill(dialog, 'good', 'https://x');
    expect(await within(dialog).findByText('That indicator is in use.')).toBeTruthy();
    expect(screen.queryByText('Invalid input.')).toBeNull();
  });

  it('toasts other errors and stays open; closes back to the list', async () => {
    fakeApi(({ method }) =>
      method === 'POST'
        ? Response.json({ code: 'x.limit', message: 'Limit reached.' }, { status: 403 })
        : undefined,
    );
    const { router } = await renderRoutes(routes, '/things/create?search=a');
    const dialog = await screen.findByRole('dialog', { name: 'Create thing' });
    fill(dialog, 'good', 'https://x');
    expect(await screen.findByText('Limit reached.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(router.state.location.search).toBe('?search=a');
  });

  it('opens the created item', async () => {
    fakeApi(({ method }) =>
      method === 'POST' ? Response.json({ id: 'new1', name: 'good' }, { status: 201 }) : undefined,
    );
    const { router } = await renderRoutes(routes, '/things/create');
    fill(await screen.findByRole('dialog', { name: 'Create thing' }), 'good', 'https://x');
    expect(await screen.findByText('thing detail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/things/new1');
  });
});
