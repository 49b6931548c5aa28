import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, fakeLogto, renderRoutes } from './kit-test-harness.tsx';
import { SettingsForm } from './settings-form.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const schema = z.object({ name: z.string().min(1) });

const Settings = ({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) => (
  <>
    <Link to="/elsewhere">Go elsewhere</Link>
    <SettingsForm schema={schema} values={{ name: 'Lamp' }} onSubmit={onSubmit}>
      {(form) => <TextInput label="Name" {...form.register('name')} />}
    </SettingsForm>
  </>
);

const render = (onSubmit = vi.fn(async () => undefined)) =>
  renderRoutes(
    [
      { path: '/settings', element: <Settings onSubmit={onSubmit} /> },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    '/settings',
  );

describe('SettingsForm', () => {
  it('shows the save bar only while there are changes, and saves', async () => {
    fakeApi(() => undefined);
    const onSubmit = vi.fn(async () => undefined);
    await render(onSubmit);
    const input = await screen.findByLabelText('Name');
    expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).toBeNull();
    fireEvent.change(input, { target: { value: 'Desk' } });
    const bar = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Desk' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).toBeNull(),
    );
  });

  it('asks before leaving with unsaved changes; staying keeps them', async () => {
    fakeApi(() => undefined);
    const { router } = await render();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Desk' } });
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Desk');

    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('elsewhere page', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('asks the browser before unloading while dirty', async () => {
    fakeApi(() => undefined);
    await render();
    const unclean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unclean);
    expect(unclean.defaultPrevented).toBe(false);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Desk' } });
    await screen.findByRole('region', { name: 'You have unsaved changes.' });
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(dirty);
    });
    expect(dirty.defaultPrevented).toBe(true);
  });
});
