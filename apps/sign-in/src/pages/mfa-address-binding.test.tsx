// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMfaStep } from '../flows/mfa-state.ts';
import {
  findAlertText,
  renderApp,
  stubApi,
  successfulSignIn,
} from '../test-support/render-app.tsx';

// A code factor bound during sign-in by an account without that address (decision 019): the
// person adds an e-mail address or phone number, proves it with a code, and it is bound.

const redirectTo = 'http://app.example.com/callback?code=x';
const sendPath = 'POST /api/experience/verification/verification-code';
const verifyPath = 'POST /api/experience/verification/verification-code/verify';
const bindPath = 'POST /api/experience/profile/mfa';

const signIn = () => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

const missing = (availableFactors: string[]) => ({
  status: 422,
  body: {
    code: 'user.missing_mfa',
    message: 'MFA',
    data: { availableFactors, skippable: false },
  },
});

afterEach(() => {
  cleanup();
  clearMfaStep();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('adding an address as the first second step', () => {
  it('checks the address on its field, sends a code, binds it and signs in', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        missing(['EmailVerificationCode']),
        { status: 200, body: { redirectTo } },
      ],
      [sendPath]: { status: 200, body: { verificationId: 'e1' } },
      [verifyPath]: [
        { status: 400, body: { code: 'verification_code.code_mismatch', message: 'Wrong.' } },
        { status: 200, body: { verificationId: 'e1' } },
      ],
      [bindPath]: { status: 204 },
    });
    const { redirect } = await renderApp();
    signIn();
    // The only factor: straight to it, with no skip under a mandatory policy.
    await screen.findByRole('heading', { name: 'Add an email address' });
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();

    const field = screen.getByLabelText('Email');
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter an email address such as name@example.com.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(calls.some(({ path }) => path.endsWith('/verification-code'))).toBe(false);

    fireEvent.change(field, { target: { value: ' jane@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code you received');
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a code to jane@example.com. It is valid for 10 minutes.',
    );
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findAlertText()).toBe('The code is incorrect.');

    fireEvent.change(code, { target: { value: '222 222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));
    const identifier = { type: 'email', value: 'jane@example.com' };
    expect(calls.find(({ path }) => path.endsWith('/verification-code'))?.body).toEqual({
      identifier,
      interactionEvent: 'SignIn',
    });
    expect(calls.filter(({ path }) => path.endsWith('/verify')).map(({ body }) => body)).toEqual([
      { identifier, verificationId: 'e1', code: '111111' },
      { identifier, verificationId: 'e1', code: '222222' },
    ]);
    expect(
      calls.filter(({ path }) => path.endsWith('/profile/mfa')).map(({ body }) => body),
    ).toEqual([{ type: 'EmailVerificationCode', verificationId: 'e1' }]);
  });

  it('offers a phone number among other methods, normalised, and shows a taken one on its field', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': missing(['Totp', 'PhoneVerificationCode']),
      [sendPath]: { status: 200, body: { verificationId: 'p1' } },
      [verifyPath]: { status: 200, body: { verificationId: 'p1' } },
      [bindPath]: {
        status: 422,
        body: { code: 'user.phone_already_in_use', message: 'Taken.' },
      },
    });
    await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Set up two-step verification' });
    const option = screen.getByRole('button', { name: 'Add a phone number' });
    option.focus();
    fireEvent.click(option);
    await screen.findByRole('heading', { name: 'Add a phone number' });

    fireEvent.change(screen.getByLabelText('Phone number'), {
      target: { value: '+44 20 7946 0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code you received'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const field = await screen.findByLabelText('Phone number');
    expect(
      await screen.findByText('This phone number is already used by another account.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(calls.find(({ path }) => path.endsWith('/verification-code'))?.body).toEqual({
      identifier: { type: 'phone', value: '442079460000' },
      interactionEvent: 'SignIn',
    });
  });
});
