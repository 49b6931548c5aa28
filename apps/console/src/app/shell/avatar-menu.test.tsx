import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';

// The sign-in SDK is replaced by a signed-in session; everything else is the real console.
vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const serveAccount = () =>
  fakeApi(({ method, url }) => {
    if (url.href === 'http://admin.test/me' && method === 'GET') {
      return Response.json({
        id: 'u1',
        username: 'admin',
        name: 'Ada',
        avatar: null,
        primaryEmail: 'ada@example.com',
        primaryPhone: null,
        hasPassword: true,
        customData: {},
      });
    }
    return undefined;
  });

// The menu's code (Mantine Menu, floating-ui) is fetched on first use; until then a plain button
// stands in. One test, in order, because the fetched module stays loaded for the file.
describe('avatar menu, loaded on first use', () => {
  it('starts as a plain menu button, then opens by keyboard with focus and ARIA as a menu', async () => {
    serveAccount();
    await renderConsole('/console/get-started');
    const placeholder = await screen.findByRole(
      'button',
      { name: 'Account menu for Ada' },
      { timeout: 5000 },
    );
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    // Keyboard activation: focus, then Enter (a button turns it into a click).
    placeholder.focus();
    fireEvent.click(placeholder);
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 });
    expect(menu.textContent).toContain('ada@example.com');
    const target = screen.getByRole('button', { name: 'Account menu for Ada' });
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    expect(target.getAttribute('aria-expanded')).toBe('true');
    expect(target.getAttribute('aria-controls')).toBe(menu.id);
    // Focus went into the menu, as after any click on a loaded menu, not to the page.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));

    // Escape closes it and gives focus back to the account button.
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(target));

    // Loaded now: a second click opens it at once through Mantine's own target.
    fireEvent.click(target);
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('true'));
    // Its enter transition keeps it styled hidden in happy-dom for a moment, hence `hidden: true`.
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
  });
});
