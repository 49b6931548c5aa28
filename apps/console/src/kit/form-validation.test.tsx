import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { fakeApi, fakeLogto, renderRoutes } from './kit-test-harness.tsx';
import { SettingsForm } from './settings-form.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

// One mapping from zod issue codes to phrases, naming the field, for the form's own checks and
// for the issues the server sends back (issue 9 item 5).
const schema = z.object({ name: z.string().trim().min(1).max(8), website: z.string() });

const Form = ({ onSubmit }: { onSubmit: () => Promise<unknown> }) => (
  <SettingsForm
    schema={schema}
    values={{ name: 'Lamp', website: '' }}
    labels={{ name: 'Shop name', website: 'Website' }}
    onSubmit={onSubmit}
  >
    {(form) => (
      <>
        <TextInput
          label="Shop name"
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <TextInput
          label="Website"
          {...form.register('website')}
          error={form.formState.errors.website?.message}
        />
      </>
    )}
  </SettingsForm>
);

describe('form messages', () => {
  it('words the form’s own checks with the field label, one wording per rule', async () => {
    fakeApi(() => undefined);
    await renderRoutes([{ path: '/', element: <Form onSubmit={async () => undefined} /> }], '/');
    const name = await screen.findByLabelText('Shop name');
    fireEvent.change(name, { target: { value: 'A very long name' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Shop name must be at most 8 characters.')).toBeTruthy();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter Shop name.')).toBeTruthy();
  });

  it('translates the server’s zod issues instead of showing its English', async () => {
    fakeApi(() => undefined);
    const refusal = new ApiError(400, 'guard.invalid_input', 'Request body is invalid.', {
      issues: [
        {
          code: 'too_big',
          origin: 'string',
          maximum: 2048,
          path: ['website'],
          message: 'Too big: expected string to have <=2048 characters',
        },
      ],
    });
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <Form
              onSubmit={async () => {
                throw refusal;
              }}
            />
          ),
        },
      ],
      '/',
    );
    await changeLanguage('de', { persist: false });
    try {
      fireEvent.change(await screen.findByLabelText('Website'), {
        target: { value: 'https://example.com' },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
      expect(
        await screen.findByText('„Website“ darf höchstens 2048 Zeichen lang sein.'),
      ).toBeTruthy();
      expect(screen.queryByText(/Too big/)).toBeNull();
    } finally {
      await changeLanguage('en', { persist: false });
    }
  });
});
