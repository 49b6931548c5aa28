// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findAlertText,
  renderApp,
  stubApi,
  successfulRegistration,
} from '../test-support/render-app.tsx';

const fill = (username: string, password: string, confirm = password) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the register page', () => {
  it('registers through the experience API and follows redirectTo', async () => {
    const calls = stubApi(successfulRegistration);
    const { redirect } = await renderApp({ path: '/register' });
    fill('jane_doe', 'Gatehouse-Pass-42');
    submit();
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://app.example.com/callback?code=y'),
    );
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/experience', { interactionEvent: 'Register' }],
      [
        '/api/experience/verification/new-password-identity',
        { identifier: { type: 'username', value: 'jane_doe' }, password: 'Gatehouse-Pass-42' },
      ],
      ['/api/experience/identification', { verificationId: 'v2' }],
      ['/api/experience/submit', undefined],
    ]);
  });

  it('renders every server rejection code as its own translated message', async () => {
    const issues = [
      { code: 'password_rejected.too_short', interpolation: { min: 8 } },
      { code: 'password_rejected.too_long', interpolation: { max: 256 } },
      { code: 'password_rejected.unsupported_characters' },
      { code: 'password_rejected.character_types', interpolation: { min: 3 } },
      { code: 'password_rejected.pwned' },
      { code: 'password_rejected.restricted.repetition' },
      { code: 'password_rejected.restricted.sequence' },
      { code: 'password_rejected.restricted.words' },
      { code: 'password_rejected.restricted.user_info' },
    ];
    stubApi({
      ...successfulRegistration,
      'POST /api/experience/verification/new-password-identity': {
        status: 422,
        body: { code: 'password.rejected', message: 'Rejected.', data: { issues } },
      },
    });
    await renderApp({ path: '/register' });
    fill('jane_doe', 'Gatehouse-Pass-42');
    submit();
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(9));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Use at least 8 characters.',
      'Use at most 256 characters.',
      'Use only letters, digits, spaces and the symbols on a standard keyboard.',
      'Use characters of at least 3 types: lowercase letters, uppercase letters, digits, symbols.',
      'This password has appeared in a data breach. Choose another one.',
      'Avoid repeated characters such as “aaa”.',
      'Avoid sequences such as “abc”, “123” or “qwe”.',
      'Avoid words specific to this product.',
      'Avoid using your username or other personal information.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Gatehouse-Pass-42');
  });

  it('puts a taken username on the username field', async () => {
    stubApi({
      ...successfulRegistration,
      'POST /api/experience/verification/new-password-identity': {
        status: 422,
        body: { code: 'user.username_already_in_use', message: 'Taken.' },
      },
    });
    await renderApp({ path: '/register' });
    fill('jane_doe', 'Gatehouse-Pass-42');
    submit();
    expect(await screen.findByText('This username is already taken.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
  });

  it('explains a refused registration (403 session.registration_disabled)', async () => {
    stubApi({
      'PUT /api/experience': {
        status: 403,
        body: { code: 'session.registration_disabled', message: 'Forbidden.' },
      },
    });
    await renderApp({ path: '/register' });
    fill('jane_doe', 'Gatehouse-Pass-42');
    submit();
    expect(await findAlertText()).toBe(
      'Registration is closed. Sign in with an existing account instead.',
    );
  });

  it('shows that registration is closed when the tenant only signs in', async () => {
    await renderApp({ path: '/register', experience: { signInMode: 'SignIn' } });
    expect(screen.getByRole('heading', { name: 'Registration is closed' })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it("checks the tenant's policy live and before calling the API", async () => {
    const calls = stubApi(successfulRegistration);
    await renderApp({
      path: '/register',
      experience: { passwordPolicy: { length: { min: 12 }, characterTypes: { min: 3 } } },
    });
    const hints = document.getElementById('password-hints') as HTMLElement;
    expect(hints.textContent).toContain('At least 12 characters');
    expect(hints.textContent).toContain('Characters of at least 3 types');
    fill('jane_doe', 'aaabbb', 'aaabbc');
    expect(hints.textContent).toContain('Avoid repeated characters such as “aaa”.');
    submit();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      'password-hints',
    );
    expect(calls).toEqual([]);
  });

  it('refuses a username that breaks the username rule', async () => {
    const calls = stubApi(successfulRegistration);
    await renderApp({ path: '/register' });
    fill('1jane', 'Gatehouse-Pass-42');
    submit();
    expect(screen.getByText(/A username starts with a letter or an underscore/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(calls).toEqual([]);
  });

  it('says that the first registration of the console creates the administrator account', async () => {
    stubApi({});
    // An empty admin tenant only registers; the console's sign-in carries app_id=admin-console.
    await renderApp({
      path: '/register?app_id=admin-console',
      experience: { signInMode: 'Register' },
      language: 'de',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administratorkonto erstellen' }),
    ).toBeTruthy();
    expect(screen.getByText(/Es wird zum Administrator/)).toBeTruthy();
    cleanup();

    await renderApp({
      path: '/register?app_id=admin-console',
      experience: { signInMode: 'Register' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create the administrator account' }),
    ).toBeTruthy();
    expect(screen.getByText(/it becomes the administrator/)).toBeTruthy();
    cleanup();

    // Any other application's registration keeps the usual wording.
    await renderApp({ path: '/register?app_id=spa-app', experience: { signInMode: 'Register' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeTruthy();
    expect(screen.queryByText(/administrator/)).toBeNull();
  });
});
