// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMfaStep } from '../flows/mfa-state.ts';
import {
  findAlertText,
  renderApp,
  stubApi,
  successfulSignIn,
  waitForPage,
} from '../test-support/render-app.tsx';

const redirectTo = 'http://app.example.com/callback?code=x';
const done = { status: 200, body: { redirectTo } };

const signIn = () => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

afterEach(() => {
  cleanup();
  clearMfaStep();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('MFA verification at sign-in', () => {
  it('asks for a TOTP code when submit answers 403, retries a wrong code, then signs in', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        {
          status: 403,
          body: {
            code: 'session.mfa.require_mfa_verification',
            message: 'MFA',
            data: { availableFactors: ['Totp', 'BackupCode'] },
          },
        },
        done,
      ],
      'POST /api/experience/verification/totp/verify': [
        { status: 400, body: { code: 'session.mfa.invalid_totp_code', message: 'Wrong code.' } },
        { status: 200, body: { verificationId: 't1' } },
      ],
    });
    const { redirect } = await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Verify it is you' });
    expect(window.location.pathname).toBe('/mfa/verify');

    const field = screen.getByLabelText('Code from the app');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // An unknown-to-the-app code shows the server's own (localised) message.
    expect(await findAlertText()).toBe('Wrong code.');
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));
    const totpCalls = calls.filter(({ path }) => path.endsWith('/totp/verify'));
    expect(totpCalls.map(({ body }) => body)).toEqual([{ code: '123456' }, { code: '654321' }]);
  });

  it('switches to a backup code among the other methods', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        {
          status: 403,
          body: {
            code: 'session.mfa.require_mfa_verification',
            message: 'MFA',
            data: { availableFactors: ['Totp', 'WebAuthn', 'BackupCode'] },
          },
        },
        done,
      ],
      'POST /api/experience/verification/backup-code/verify': {
        status: 200,
        body: { verificationId: 'b1' },
      },
    });
    const { redirect } = await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Verify it is you' });
    const others = screen.getByRole('group', { name: 'Other methods' });
    expect(
      [...others.querySelectorAll('button')].map((button) => button.firstChild?.textContent),
    ).toEqual(['Passkey or security key', 'Backup code']);
    fireEvent.click(screen.getByRole('button', { name: 'Backup code' }));
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: 'abcd1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));
    expect(calls.find(({ path }) => path.endsWith('/backup-code/verify'))?.body).toEqual({
      code: 'abcd1234',
    });
  });
});

describe('MFA binding at sign-in', () => {
  it('sets up TOTP from the secret shown, then shows backup codes and binds them', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        {
          status: 422,
          body: {
            code: 'user.missing_mfa',
            message: 'Bind',
            data: { availableFactors: ['Totp'], skippable: false },
          },
        },
        { status: 422, body: { code: 'session.mfa.backup_code_required', message: 'Codes' } },
        done,
      ],
      'POST /api/experience/verification/totp/secret': {
        status: 200,
        body: {
          verificationId: 's1',
          secret: 'JBSWY3DPEHPK3PXP',
          secretQrCode: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'POST /api/experience/verification/totp/verify': {
        status: 200,
        body: { verificationId: 's1' },
      },
      'POST /api/experience/profile/mfa': { status: 204 },
      'POST /api/experience/verification/backup-code/generate': {
        status: 200,
        body: { verificationId: 'c1', codes: ['aaaa1111', 'bbbb2222'] },
      },
    });
    const { redirect } = await renderApp();
    signIn();
    // One factor: straight to it, with no skip (the policy is mandatory).
    await screen.findByRole('heading', { name: 'Authenticator app' });
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    const qr = await screen.findByRole('img', {
      name: 'QR code to add this account to your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect((screen.getByLabelText('Setup key') as HTMLInputElement).value).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Save your backup codes' });
    await waitForPage();
    const list = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(list.textContent).toBe('aaaa1111bbbb2222');
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));

    expect(
      calls
        .filter(({ path }) => path.includes('/totp/') || path.includes('/profile/mfa'))
        .map(({ path, body }) => [path, body]),
    ).toEqual([
      ['/api/experience/verification/totp/secret', undefined],
      ['/api/experience/verification/totp/verify', { code: '111222', verificationId: 's1' }],
      ['/api/experience/profile/mfa', { type: 'Totp', verificationId: 's1' }],
      ['/api/experience/profile/mfa', { type: 'BackupCode', verificationId: 'c1' }],
    ]);
    // The secret is asked for once, whatever React's effects do.
    expect(calls.filter(({ path }) => path.endsWith('/totp/secret'))).toHaveLength(1);
  });

  it('offers the enabled factors and a skip when the policy allows it', async () => {
    const calls = stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': [
        {
          status: 422,
          body: {
            code: 'user.missing_mfa',
            message: 'Bind',
            data: { availableFactors: ['Totp', 'WebAuthn'], skippable: true },
          },
        },
        done,
      ],
      'POST /api/experience/profile/mfa/mfa-skipped': { status: 204 },
    });
    const { redirect } = await renderApp({ language: 'de' });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { name: 'Zweistufige Verifizierung einrichten' });
    expect(screen.getByRole('group', { name: 'Methode wählen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Authenticator-App' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passkey oder Sicherheitsschlüssel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vorerst überspringen' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(redirectTo));
    expect(calls.some(({ path }) => path.endsWith('/mfa-skipped'))).toBe(true);
  });

  it('says so when the browser has no WebAuthn', async () => {
    stubApi({
      ...successfulSignIn,
      'POST /api/experience/submit': {
        status: 422,
        body: {
          code: 'user.missing_mfa',
          message: 'Bind',
          data: { availableFactors: ['WebAuthn'], skippable: false },
        },
      },
      'POST /api/experience/verification/web-authn/registration': {
        status: 200,
        body: {
          verificationId: 'w1',
          registrationOptions: {
            rp: { name: 'Gatehouse', id: 'localhost' },
            user: { id: 'AQI', name: 'jane', displayName: 'jane' },
            challenge: 'AQIDBA',
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          },
        },
      },
    });
    await renderApp();
    signIn();
    await screen.findByRole('heading', { name: 'Passkey or security key' });
    fireEvent.click(screen.getByRole('button', { name: 'Create a passkey' }));
    expect(await findAlertText()).toBe(
      'This browser does not support passkeys. Choose another method.',
    );
  });
});

describe('passkey sign-in on the sign-in page', () => {
  it('is offered only when the sign-in experience enables it', async () => {
    await renderApp();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    cleanup();
    await renderApp({ experience: { passkeySignIn: { enabled: true } } });
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
    cleanup();
    await renderApp({
      experience: { passkeySignIn: { enabled: true, showPasskeyButton: false } },
    });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});

describe('MFA pages reached without a pending step', () => {
  it('go back to sign-in', async () => {
    await renderApp({ path: '/mfa/verify' });
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });
});
