// @vitest-environment happy-dom
import { loadLocale } from '@gatehouse/phrases';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findAlertText, renderApp, stubApi } from '../test-support/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preferDark = (isDark: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isDark && query.includes('dark'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );

describe('the tenant experience', () => {
  it('renders in Arabic right-to-left with a translated title', async () => {
    await renderApp({ language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const arabic = (await loadLocale('ar'))['sign-in'];
    expect(screen.getByRole('button', { name: arabic?.sign_in?.submit })).toBeTruthy();
    expect(document.title).toBe(arabic?.page_title?.sign_in);
    expect(arabic?.sign_in?.submit).not.toBe('Sign in');
  });

  it('applies the primary colour, logo and legal links', async () => {
    preferDark(false);
    await renderApp({
      experience: {
        termsOfUseUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'https://example.com/privacy',
      },
    });
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#6139F6');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#fff');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/logo.svg',
    );
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      'https://example.com/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
  });

  it('switches to dark colours and the dark logo only when enabled and preferred', async () => {
    preferDark(true);
    const branding = {
      logoUrl: 'https://cdn.example.com/logo.svg',
      darkLogoUrl: 'https://cdn.example.com/dark.svg',
    };
    await renderApp({ experience: { branding } });
    expect(document.documentElement.dataset.theme).toBe('light');
    cleanup();
    await renderApp({
      experience: {
        branding,
        color: { primaryColor: '#6139F6', darkPrimaryColor: '#8768F8', isDarkModeEnabled: true },
      },
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#8768F8');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/dark.svg',
    );
  });

  it('keeps the button text readable on a light primary colour', async () => {
    await renderApp({
      experience: {
        color: { primaryColor: '#FFD600', darkPrimaryColor: '#FFE14D', isDarkModeEnabled: false },
      },
    });
    expect(document.documentElement.style.getPropertyValue('--color-on-primary')).toBe('#1a1a24');
  });

  it('injects the custom CSS and removes it on unmount', async () => {
    await renderApp({ experience: { customCss: 'body { outline: 1px solid red; }' } });
    expect(document.head.querySelector('style[data-custom-css]')?.textContent).toBe(
      'body { outline: 1px solid red; }',
    );
    cleanup();
    expect(document.head.querySelector('style[data-custom-css]')).toBeNull();
  });

  it('shows a not-found page for unknown routes, with a way back', async () => {
    await renderApp({ path: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('shows only known error codes on /error', async () => {
    await renderApp({ path: '/error?code=session.not_found' });
    expect(screen.getByText(/Your sign-in session has expired/)).toBeTruthy();
    cleanup();
    await renderApp({ path: '/error?code=<script>' });
    expect(screen.getByText(/The sign-in request could not be completed/)).toBeTruthy();
  });
});

describe('the consent page', () => {
  it('shows the application and scopes, then follows redirectTo', async () => {
    const calls = stubApi({
      'GET /api/experience/consent': {
        status: 200,
        body: { application: { id: 'app1', name: 'Third Party' }, scopes: ['openid', 'profile'] },
      },
      'POST /api/experience/consent': {
        status: 200,
        body: { redirectTo: 'http://tp.example.com/cb' },
      },
    });
    const { redirect } = await renderApp({ path: '/consent' });
    expect(await screen.findByRole('heading', { name: 'Authorize Third Party' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'openid',
      'profile',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://tp.example.com/cb'));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/experience/consent',
      'POST /api/experience/consent',
    ]);
  });

  it('explains an expired session', async () => {
    stubApi({
      'GET /api/experience/consent': {
        status: 400,
        body: { code: 'session.not_found', message: 'x' },
      },
    });
    await renderApp({ path: '/consent' });
    expect(await findAlertText()).toMatch(/session has expired/);
  });
});
