// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findAlertText,
  renderApp,
  stubApi,
  successfulSignIn,
} from '../test-support/render-app.tsx';

const fillAndSubmit = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in page', () => {
  it('runs the experience API in order and follows redirectTo', async () => {
    const calls = stubApi(successfulSignIn);
    const { redirect } = await renderApp();
    fillAndSubmit(' jane ', 'Secret-Pass-1');
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://app.example.com/callback?code=x'),
    );
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'SignIn' }],
      [
        'POST',
        '/api/experience/verification/password',
        { identifier: { type: 'username', value: 'jane' }, password: 'Secret-Pass-1' },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v1' }],
      ['POST', '/api/experience/submit', undefined],
    ]);
    expect(calls[0]?.headers['accept-language']).toBe('en');
    expect(document.title).toBe('Sign in');
  });

  it('shows one generic message for wrong credentials and keeps what was typed', async () => {
    stubApi({
      ...successfulSignIn,
      'POST /api/experience/verification/password': {
        status: 422,
        body: { code: 'session.invalid_credentials', message: 'Wrong.' },
      },
    });
    const { redirect } = await renderApp();
    fillAndSubmit('jane', 'wrong-password');
    expect(await findAlertText()).toBe('The username or password is incorrect.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('jane');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it("shows the server's message for a code it does not know", async () => {
    stubApi({
      'PUT /api/experience': {
        status: 418,
        body: { code: 'teapot.brewing', message: 'Server says no.' },
      },
    });
    await renderApp();
    fillAndSubmit('jane', 'whatever-1');
    expect(await findAlertText()).toBe('Server says no.');
  });

  it('disables the button while submitting', async () => {
    let release: () => void = () => {};
    const fetchStub = vi.fn(
      () =>
        new Promise<Response>(
          (resolve) => (release = () => resolve(new Response(null, { status: 500 }))),
        ),
    );
    vi.stubGlobal('fetch', fetchStub);
    await renderApp();
    fillAndSubmit('jane', 'whatever-1');
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The password flow loads on submit: the request goes out a moment later, still busy.
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('validates empty fields and focuses the first invalid one without calling the API', async () => {
    const calls = stubApi(successfulSignIn);
    await renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('links to registration only when the tenant accepts it', async () => {
    await renderApp();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/register',
    );
    cleanup();
    await renderApp({ experience: { signInMode: 'SignIn' } });
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('sends an empty admin tenant (mode Register) to the registration form', async () => {
    await renderApp({ experience: { signInMode: 'Register' } });
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/register'));
  });
});
