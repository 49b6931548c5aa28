import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, fakeLogto, renderRoutes } from '../kit/kit-test-harness.tsx';
import { ProfileFieldModal } from './profile-field-modal.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const nameSchema = z.string().trim().max(128);

describe('the profile field dialog (issue 9 item 5)', () => {
  it('names the field and its limit instead of showing zod’s English, and does not save', async () => {
    fakeApi(() => undefined);
    const onSubmit = vi.fn(async () => undefined);
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <ProfileFieldModal
              opened
              title="Edit name"
              label="Name"
              initialValue=""
              schema={nameSchema}
              onClose={() => undefined}
              onSubmit={onSubmit}
            />
          ),
        },
      ],
      '/',
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'x'.repeat(129) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at most 128 characters.')).toBeTruthy();
    expect(screen.queryByText(/expected string/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
