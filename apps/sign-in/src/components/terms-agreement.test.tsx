// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n.ts';
import { renderApp, stubApi, successfulSignIn } from '../test-support/render-app.tsx';

const links = {
  termsOfUseUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
};

const fillSignIn = () => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the terms agreement', () => {
  it('with the Manual policy, refuses to sign in until the box is ticked', async () => {
    const calls = stubApi(successfulSignIn);
    const { redirect } = await renderApp({
      experience: { ...links, agreeToTermsPolicy: 'Manual' },
    });
    fillSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Agree to the terms to continue.')).toBeTruthy();
    expect(calls).toEqual([]);
    const checkbox = screen.getByRole('checkbox');
    expect(document.activeElement).toBe(checkbox);
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      links.termsOfUseUrl,
    );

    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
  });

  it('with ManualRegistrationOnly, asks on registration but not on sign-in', async () => {
    await renderApp({ experience: { ...links, agreeToTermsPolicy: 'ManualRegistrationOnly' } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/By continuing, you agree to the/)).toBeTruthy();
    cleanup();
    await renderApp({
      path: '/register',
      experience: { ...links, agreeToTermsPolicy: 'ManualRegistrationOnly' },
    });
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });

  it('with Automatic, only says that continuing is agreeing, with the links', async () => {
    await renderApp({ experience: { termsOfUseUrl: links.termsOfUseUrl } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    const notice = screen.getByText(/By continuing, you agree to the/);
    expect(notice.textContent).toBe('By continuing, you agree to the Terms of use.');
    expect(screen.getAllByRole('link', { name: 'Terms of use' })).toHaveLength(1);
  });

  it('shows nothing without terms or privacy links', async () => {
    await renderApp({ experience: { agreeToTermsPolicy: 'Manual' } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/agree/)).toBeNull();
  });
});

describe('custom phrases', () => {
  it('override the built-in phrases of the language and keep the others', async () => {
    const i18n = await createI18n('de', Promise.resolve({ sign_in: { title: 'Willkommen' } }));
    expect(i18n.t('sign_in.title')).toBe('Willkommen');
    expect(i18n.t('sign_in.password')).toBe('Passwort');
  });
});
