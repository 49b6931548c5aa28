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

// The MFA page with a code to the primary e-mail or phone as the second step (issue 10).

const redirectTo = 'http://app.example.com/callback?code=x';
const sendPath = 'POST /api/experience/verification/mfa-verification-code';
const verifyPath = 'POST /api/experience/verification/mfa-verification-code/verify';

const signIn = () => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

const askFor = (availableFactors: string[], maskedIdentifiers: Record<string, string>) => ({
  status: 403,
  body: {
    code: 'session.mfa.require_mfa_verification',
    message: 'MFA',
    data: { availableFactors, maskedIdentifiers },
  },
});

afterEach(() => {
  cleanup();
  clearMfaStep();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a code by e-mail or SMS as the second step', () => {
  it('sends a code to the masked e-mail only when asked, retries a wrong code, then signs in', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        askFor(['EmailVerificationCode'], { EmailVerificationCode: 'ja****@example.com' }),
        { status: 200, body: { redirectTo } },
      ],
      [sendPath]: { status: 200, body: { verificationId: 'm1' } },
      [verifyPath]: [
        {
          status: 400,
          body: { code: 'verification_code.code_mismatch', message: 'Wrong code.' },
        },
        { status: 200, body: { verificationId: 'm1' } },
      ],
    });
    const { redirect } = await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Verify it is you' });
    expect(screen.getByText('We will send a code to ja****@example.com.')).toBeTruthy();
    // Nothing is sent before the user asks for it.
    expect(calls.some(({ path }) => path.endsWith('/mfa-verification-code'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const field = await screen.findByLabelText('Code you received');
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a code to ja****@example.com. It is valid for 10 minutes.',
    );
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // The app's own wording of the code error.
    expect(await findAlertText()).toBe('The code is incorrect.');
    expect((field as HTMLInputElement).value).toBe('');

    fireEvent.change(field, { target: { value: '222 222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));
    expect(calls.find(({ path }) => path.endsWith('/mfa-verification-code'))?.body).toEqual({
      identifierType: 'email',
    });
    expect(
      calls.filter(({ path }) => path.endsWith('/mfa-verification-code/verify')).map((c) => c.body),
    ).toEqual([
      { verificationId: 'm1', code: '111111', identifierType: 'email' },
      { verificationId: 'm1', code: '222222', identifierType: 'email' },
    ]);
  });

  it('offers an SMS code among the other methods', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': askFor(['Totp', 'PhoneVerificationCode'], {
        PhoneVerificationCode: '****0077',
      }),
      [sendPath]: { status: 200, body: { verificationId: 'p1' } },
    });
    await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Verify it is you' });
    fireEvent.click(screen.getByRole('button', { name: 'Code by text message' }));
    expect(screen.getByText('We will send a code by text message to ****0077.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code you received');
    expect(calls.find(({ path }) => path.endsWith('/mfa-verification-code'))?.body).toEqual({
      identifierType: 'phone',
    });
  });
});
