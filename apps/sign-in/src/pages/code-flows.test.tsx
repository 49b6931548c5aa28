// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '../api/experience-api.ts';
import { clearFlowState, writeFlowState } from '../flows/flow-state.ts';
import { findAlertText, renderApp, stubApi, waitForPage } from '../test-support/render-app.tsx';

// The identifier-first, code, registration-by-code and password-reset pages against the
// Experience API's wire shapes (contract endpoints.md). The real server runs in the e2e specs.

const emailCodeSignIn: Partial<Experience> = {
  signIn: {
    methods: [
      { identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false },
    ],
  },
  signUp: { identifiers: ['email'], password: true, verify: true },
  forgotPassword: { email: true, phone: false },
};

const answers = {
  'PUT /api/experience': { status: 204 },
  'PUT /api/experience/interaction-event': { status: 204 },
  'POST /api/experience/verification/verification-code': {
    status: 200,
    body: { verificationId: 'code-1' },
  },
  'POST /api/experience/verification/verification-code/verify': {
    status: 200,
    body: { verificationId: 'code-1' },
  },
  'POST /api/experience/identification': { status: 204 },
  'POST /api/experience/profile': { status: 204 },
  'PUT /api/experience/profile/password': { status: 204 },
  'POST /api/experience/submit': {
    status: 200,
    body: { redirectTo: 'http://app.example.com/callback?code=z' },
  },
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// Pages load their code on demand; the first import in a test run takes a moment.
const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const requests = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.map(({ method, path, body }) => [method, path, body]);

beforeEach(() => clearFlowState());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in by e-mail code', () => {
  it('asks for the address first, sends a code, then signs in with it', async () => {
    const calls = stubApi(answers);
    const { redirect } = await renderApp({ experience: emailCodeSignIn });
    type('Email', ' jane@example.com ');
    click('Continue');
    await findHeading('Enter the verification code');
    expect(
      screen.getByText('We sent a code to jane@example.com. It is valid for 10 minutes.'),
    ).toBeTruthy();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeTruthy();
    type('Verification code', '123456');
    click('Continue');
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://app.example.com/callback?code=z'),
    );
    const email = { type: 'email', value: 'jane@example.com' };
    expect(requests(calls)).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'SignIn' }],
      [
        'POST',
        '/api/experience/verification/verification-code',
        { identifier: email, interactionEvent: 'SignIn' },
      ],
      [
        'POST',
        '/api/experience/verification/verification-code/verify',
        { identifier: email, verificationId: 'code-1', code: '123456' },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'code-1' }],
      ['POST', '/api/experience/submit', undefined],
    ]);
  });

  it('names the field and keeps the text when the address is not valid', async () => {
    const calls = stubApi(answers);
    await renderApp({ experience: emailCodeSignIn });
    type('Email', 'jane.example.com');
    click('Continue');
    expect(screen.getByText('Enter an email address such as name@example.com.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane.example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(calls).toEqual([]);
  });

  it('shows a wrong code on the code field, translated, and keeps it', async () => {
    stubApi({
      ...answers,
      'POST /api/experience/verification/verification-code/verify': {
        status: 400,
        body: { code: 'verification_code.code_mismatch', message: 'mismatch' },
      },
    });
    await renderApp({ experience: emailCodeSignIn });
    type('Email', 'jane@example.com');
    click('Continue');
    await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    type('Verification code', '000000');
    click('Continue');
    expect(await screen.findByText('The code is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('000000');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers registration when no account uses the address', async () => {
    stubApi({
      ...answers,
      'POST /api/experience/identification': {
        status: 404,
        body: { code: 'user.user_not_exist', message: 'no user' },
      },
    });
    await renderApp({ experience: emailCodeSignIn });
    type('Email', 'new@example.com');
    click('Continue');
    await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    type('Verification code', '123456');
    click('Continue');
    expect(await screen.findByText('No account uses new@example.com yet.')).toBeTruthy();
    const afterOffer = stubApi({
      ...answers,
      'POST /api/experience/identification': {
        status: 422,
        body: {
          code: 'user.missing_profile',
          message: 'x',
          data: { missingProfile: ['password'] },
        },
      },
    });
    click('Create an account with it');
    // Registration asks for the password the sign-up requires before submitting.
    await findHeading('Complete your account');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(window.location.pathname).toBe('/continue');
    expect(requests(afterOffer)).toEqual([
      ['PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' }],
      ['POST', '/api/experience/identification', { verificationId: 'code-1' }],
    ]);
  });
});

describe('the resend countdown', () => {
  it('offers a new code once the delay is over and says it was sent', async () => {
    writeFlowState({
      event: 'SignIn',
      identifier: { type: 'phone', value: '15550100000' },
      code: {
        identifier: { type: 'phone', value: '15550100000' },
        verificationId: 'old',
        sentAt: Date.now() - 61_000,
      },
    });
    const calls = stubApi(answers);
    await renderApp({ path: '/verification-code', experience: emailCodeSignIn });
    // The page loads on demand: wait for it rather than expecting it at once.
    expect(
      await screen.findByText('We sent a code to +15550100000. It is valid for 10 minutes.'),
    ).toBeTruthy();
    click('Send a new code');
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(requests(calls)).toEqual([
      [
        'POST',
        '/api/experience/verification/verification-code',
        { identifier: { type: 'phone', value: '15550100000' }, interactionEvent: 'SignIn' },
      ],
    ]);
    // The notice and the countdown come in one render; a busy machine may tick it once.
    expect(screen.getByText(/^You can ask for a new code in (60|59) seconds\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('sends back to sign-in when no code was sent in this tab', async () => {
    stubApi(answers);
    await renderApp({ path: '/verification-code', experience: emailCodeSignIn });
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });
});

describe('identifier first, password second', () => {
  const passwordFirst: Partial<Experience> = {
    signIn: {
      methods: [
        {
          identifier: 'username',
          password: true,
          verificationCode: false,
          isPasswordPrimary: true,
        },
        { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
      ],
    },
    forgotPassword: { email: true, phone: false },
  };

  it('takes the password on a second page, with the code as an alternative', async () => {
    const calls = stubApi({
      ...answers,
      'POST /api/experience/verification/password': { status: 200, body: { verificationId: 'p1' } },
    });
    const { redirect } = await renderApp({ experience: passwordFirst });
    type('Username or email', 'jane@example.com');
    click('Continue');
    await findHeading('Enter your password');
    expect(screen.getByText('Signing in as jane@example.com')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Sign in with a verification code instead' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    type('Password', 'Secret-Pass-1');
    click('Sign in');
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(requests(calls).slice(0, 2)).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'SignIn' }],
      [
        'POST',
        '/api/experience/verification/password',
        { identifier: { type: 'email', value: 'jane@example.com' }, password: 'Secret-Pass-1' },
      ],
    ]);
  });

  it('has a show-password toggle that says whether the password is shown', async () => {
    stubApi(answers);
    await renderApp();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
  });
});

describe('registration by e-mail code', () => {
  it('sends a code, then asks for the password sign-up requires, then submits', async () => {
    const calls = stubApi({
      ...answers,
      // Logto's order: identification says what the sign-up still needs, `POST /profile` adds
      // it, identification again (no verification id) creates the account.
      'POST /api/experience/identification': [
        {
          status: 422,
          body: {
            code: 'user.missing_profile',
            message: 'x',
            data: { missingProfile: ['password'] },
          },
        },
        { status: 201 },
      ],
    });
    const { redirect } = await renderApp({ path: '/register', experience: emailCodeSignIn });
    type('Email', 'new@example.com');
    click('Send code');
    await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    type('Verification code', '654321');
    click('Continue');
    await findHeading('Complete your account');
    type('Password', 'short');
    type('Confirm password', 'short');
    click('Finish');
    expect(await screen.findByText('Use at least 8 characters.', { selector: 'p' })).toBeTruthy();
    type('Password', 'Gatehouse-Pass-42');
    type('Confirm password', 'Gatehouse-Pass-42');
    click('Finish');
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://app.example.com/callback?code=z'),
    );
    expect(requests(calls).map(([method, path]) => `${method} ${path}`)).toEqual([
      'PUT /api/experience',
      'POST /api/experience/verification/verification-code',
      'POST /api/experience/verification/verification-code/verify',
      'POST /api/experience/identification',
      'POST /api/experience/profile',
      'POST /api/experience/identification',
      'POST /api/experience/submit',
    ]);
    expect(calls[0]?.body).toEqual({ interactionEvent: 'Register' });
    expect(calls[3]?.body).toEqual({ verificationId: 'code-1' });
    expect(calls[4]?.body).toEqual({ type: 'password', value: 'Gatehouse-Pass-42' });
    expect(calls[5]?.body).toEqual({});
  });

  it('collects what the server says is missing (user.missing_profile)', async () => {
    stubApi({
      ...answers,
      'POST /api/experience/submit': {
        status: 422,
        body: {
          code: 'user.missing_profile',
          message: 'x',
          data: { missingProfile: ['username'] },
        },
      },
    });
    await renderApp({
      path: '/register',
      experience: {
        ...emailCodeSignIn,
        signUp: { identifiers: ['email'], password: false, verify: true },
      },
    });
    type('Email', 'new@example.com');
    click('Send code');
    await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    type('Verification code', '654321');
    click('Continue');
    await findHeading('Complete your account');
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});

describe('forgot password', () => {
  it('resets the password with an e-mail code and says so on the sign-in page', async () => {
    const calls = stubApi({ ...answers, 'POST /api/experience/submit': { status: 204 } });
    await renderApp({ path: '/forgot-password', experience: emailCodeSignIn });
    type('Email', 'jane@example.com');
    click('Send code');
    await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    type('Verification code', '111111');
    click('Continue');
    await findHeading('Set a new password');
    type('New password', 'Brand-New-Pass-7');
    type('Confirm the new password', 'Brand-New-Pass-8');
    click('Reset password');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    type('Confirm the new password', 'Brand-New-Pass-7');
    click('Reset password');
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    await waitForPage();
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new one.'),
    ).toBeTruthy();
    expect(requests(calls).map(([method, path, body]) => [method, path, body])).toContainEqual([
      'PUT',
      '/api/experience/profile/password',
      { password: 'Brand-New-Pass-7' },
    ]);
    expect(calls[0]?.body).toEqual({ interactionEvent: 'ForgotPassword' });
    expect(calls[1]?.body).toEqual({
      identifier: { type: 'email', value: 'jane@example.com' },
      interactionEvent: 'ForgotPassword',
    });
  });

  it('explains a connector that cannot send, and lets the person retry', async () => {
    stubApi({
      ...answers,
      'POST /api/experience/verification/verification-code': {
        status: 501,
        body: { code: 'connector.not_found', message: 'no connector' },
      },
    });
    await renderApp({ path: '/forgot-password', experience: emailCodeSignIn });
    type('Email', 'jane@example.com');
    click('Send code');
    expect(await findAlertText()).toBe(
      'Codes cannot be sent right now: this service has no sender set up.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says when the tenant offers no reset', async () => {
    await renderApp({ path: '/forgot-password' });
    expect(
      screen.getByText(
        'Password reset is not available here. Contact the support of this service.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
