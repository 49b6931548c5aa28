import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

/** The stacking level an element's inline style gives through Mantine's CSS variable. */
const zIndexOf = (element: Element | null, variable: string) =>
  Number((element as HTMLElement | null)?.style.getPropertyValue(variable));

describe('toasts and modals (issue 9 item 8)', () => {
  it('a toast sits in a top corner beneath an open modal, never over it', async () => {
    fakeApi(({ path, url }) => {
      if (url.origin === 'http://admin.test' && path === '/me') {
        return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
      }
      if (path === '/applications') return pageResponse([]);
      return undefined;
    });
    await renderConsole('/console/applications/create');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
    act(() => {
      notifications.show({ message: 'Saved somewhere else.' });
    });
    const toast = await screen.findByText('Saved somewhere else.');
    // Its icon-only close button is named, so a screen reader can say what it does.
    const card = toast.closest('.mantine-Notification-root');
    expect(card?.querySelector('button')?.getAttribute('aria-label')).toBe('Close');

    const toasts = toast.closest('[data-position]');
    expect(toasts?.getAttribute('data-position')).toBe('top-right');
    const modalRoot = dialog.closest('.mantine-Modal-root');

    const toastLevel = zIndexOf(toasts ?? null, '--notifications-z-index');
    const modalLevel = zIndexOf(modalRoot, '--mb-z-index');
    expect(modalLevel).toBeGreaterThan(0);
    expect(toastLevel).toBeGreaterThan(0);
    expect(toastLevel).toBeLessThan(modalLevel);
  });
});
