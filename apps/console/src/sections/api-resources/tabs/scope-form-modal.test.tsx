import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../../kit/kit-test-harness.tsx';
import { ScopeFormModal } from './scope-form-modal.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

describe('the permission dialog (issue 9 item 5)', () => {
  it('names the field in its messages and sends nothing invalid', async () => {
    const requests: string[] = [];
    fakeApi(({ path }) => {
      requests.push(path);
      return undefined;
    });
    await renderRoutes(
      [{ path: '/', element: <ScopeFormModal resourceId="r1" onClose={() => {}} /> }],
      '/',
    );
    const create = await screen.findByRole('button', { name: 'Create' });
    fireEvent.click(create);
    expect(await screen.findByText('Please enter Permission name.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Permission name/ }), {
      target: { value: 'x'.repeat(257) },
    });
    fireEvent.click(create);
    expect(await screen.findByText('Permission name must be at most 256 characters.')).toBeTruthy();
    expect(requests.filter((path) => path.includes('/scopes'))).toEqual([]);
  });
});
