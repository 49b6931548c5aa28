import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../../kit/kit-test-harness.tsx';
import { CreateSecretModal } from './create-secret-modal.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const application = { id: 'app1', name: 'Shop', type: 'Traditional' } as ApplicationDetail;

describe('the create-secret dialog (issue 9 item 5)', () => {
  it('says a missing name is required and a long one is too long, sending nothing', async () => {
    const requests: string[] = [];
    fakeApi(({ path }) => {
      requests.push(path);
      return undefined;
    });
    await renderRoutes(
      [{ path: '/', element: <CreateSecretModal application={application} onClose={() => {}} /> }],
      '/',
    );
    const create = await screen.findByRole('button', { name: 'Create secret' });
    fireEvent.click(create);
    expect(await screen.findByText('Please enter Secret name.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Secret name/ }), {
      target: { value: 'x'.repeat(300) },
    });
    fireEvent.click(create);
    expect(await screen.findByText('Secret name must be at most 256 characters.')).toBeTruthy();
    expect(requests.filter((path) => path.includes('/secrets'))).toEqual([]);
  });
});
