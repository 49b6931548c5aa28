// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../test-support/render-app.tsx';

const emailSignIn = {
  singleSignOnEnabled: true,
  signIn: {
    methods: [
      {
        identifier: 'email' as const,
        password: true,
        verificationCode: false,
        isPasswordPrimary: true,
      },
    ],
  },
};
const routingPath = `GET /api/experience/sso-connectors?email=${encodeURIComponent('jane@acme.test')}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('identifier-first enterprise SSO on the sign-in page', () => {
  it('routes an e-mail of a connector domain to single sign-on and leaves for the IdP', async () => {
    const calls = stubApi({
      [routingPath]: { status: 200, body: { connectorIds: ['c1'] } },
      'PUT /api/experience': { status: 204 },
      'POST /api/experience/verification/sso/c1/authorization-uri': {
        status: 200,
        body: { authorizationUri: 'https://idp.acme.test/auth?x=1', verificationId: 'v1' },
      },
    });
    const { redirect } = await renderApp({ experience: emailSignIn });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@acme.test' } });
    const button = await screen.findByRole('button', { name: 'Single sign-on' });
    // The password is not asked for: the IdP signs the person in.
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://idp.acme.test/auth?x=1'));
    const start = calls.find(({ path }) => path.endsWith('/authorization-uri'));
    expect(start?.body).toMatchObject({
      state: expect.any(String),
      redirectUri: `${window.location.origin}/callback/sso/c1`,
    });
  });

  it('keeps the password form for an e-mail no connector claims', async () => {
    stubApi({ [routingPath]: { status: 200, body: { connectorIds: [] } } });
    await renderApp({ experience: emailSignIn });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@acme.test' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Single sign-on' })).toBeNull();
  });
});

describe('identifier-first enterprise SSO on the register page', () => {
  const emailSignUp = {
    singleSignOnEnabled: true,
    signUp: { identifiers: ['email' as const], password: false, verify: true },
  };

  it('routes an e-mail of a connector domain to single sign-on instead of sending a code', async () => {
    const calls = stubApi({
      [routingPath]: { status: 200, body: { connectorIds: ['c1'] } },
      'PUT /api/experience': { status: 204 },
      'POST /api/experience/verification/sso/c1/authorization-uri': {
        status: 200,
        body: { authorizationUri: 'https://idp.acme.test/auth?x=2', verificationId: 'v1' },
      },
    });
    const { redirect } = await renderApp({ path: '/register', experience: emailSignUp });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@acme.test' } });
    const button = await screen.findByRole('button', { name: 'Single sign-on' });
    expect(screen.getByText(/Single sign-on is enabled for this e-mail/)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://idp.acme.test/auth?x=2'));
    // The SSO callback signs in or registers the identity: the interaction starts as a sign-in,
    // and no code is sent to the address.
    expect(
      calls.find(({ method, path }) => method === 'PUT' && path === '/api/experience')?.body,
    ).toEqual({ interactionEvent: 'SignIn' });
    expect(calls.some(({ path }) => path.includes('verification-code'))).toBe(false);
    expect(calls.find(({ path }) => path.endsWith('/authorization-uri'))?.body).toMatchObject({
      redirectUri: `${window.location.origin}/callback/sso/c1`,
    });
  });

  it('still asks for the terms before leaving for the IdP', async () => {
    const calls = stubApi({ [routingPath]: { status: 200, body: { connectorIds: ['c1'] } } });
    const { redirect } = await renderApp({
      path: '/register',
      experience: {
        ...emailSignUp,
        agreeToTermsPolicy: 'Manual',
        termsOfUseUrl: 'https://example.com/terms',
      },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@acme.test' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Single sign-on' }));
    expect(await screen.findByText('Agree to the terms to continue.')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    expect(calls.map(({ path }) => path)).toEqual([routingPath.replace(/^GET /, '')]);
  });

  it('sends a code to an e-mail no connector claims', async () => {
    const calls = stubApi({
      [routingPath]: { status: 200, body: { connectorIds: [] } },
      'PUT /api/experience': { status: 204 },
      'POST /api/experience/verification/verification-code': {
        status: 200,
        body: { verificationId: 'v1' },
      },
    });
    await renderApp({ path: '/register', experience: emailSignUp });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@acme.test' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('button', { name: 'Single sign-on' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(window.location.pathname).toBe('/verification-code'));
    expect(
      calls.find(({ path }) => path === '/api/experience/verification/verification-code')?.body,
    ).toEqual({
      identifier: { type: 'email', value: 'jane@acme.test' },
      interactionEvent: 'Register',
    });
  });
});

describe('the SSO callback page', () => {
  const remember = () =>
    sessionStorage.setItem(
      'gatehouse.sso-sign-in',
      JSON.stringify({ connectorId: 'c1', state: 's1', verificationId: 'v1' }),
    );

  it('verifies, registers an unknown identity, submits and returns to the application', async () => {
    remember();
    const calls = stubApi({
      'POST /api/experience/verification/sso/c1/verify': {
        status: 200,
        body: { verificationId: 'v1' },
      },
      'POST /api/experience/identification': [
        { status: 404, body: { code: 'user.identity_not_exist', message: 'no' } },
        { status: 201 },
      ],
      'PUT /api/experience/interaction-event': { status: 204 },
      'POST /api/experience/submit': { status: 200, body: { redirectTo: 'http://app.test/cb' } },
    });
    const { redirect } = await renderApp({ path: '/callback/sso/c1?state=s1&samlSessionId=p9' });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://app.test/cb'));
    expect(calls[0]).toMatchObject({
      path: '/api/experience/verification/sso/c1/verify',
      body: { verificationId: 'v1', connectorData: { state: 's1', samlSessionId: 'p9' } },
    });
  });

  it('refuses a callback whose state this tab did not send', async () => {
    remember();
    const calls = stubApi({});
    await renderApp({ path: '/callback/sso/c1?state=forged&code=x' });
    expect(
      await screen.findByRole('heading', { name: 'Single sign-on did not work' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('direct sign-in (`direct_sign_in=sso:{connectorId}`)', () => {
  it("starts the connector's sign-in at once and leaves for the answer", async () => {
    const calls = stubApi({
      'PUT /api/experience': { status: 204 },
      'POST /api/experience/verification/sso/c1/authorization-uri': {
        status: 200,
        // After an IdP-initiated SAML sign-in the server answers its own callback page.
        body: {
          authorizationUri: `${window.location.origin}/callback/sso/c1?state=s&samlSessionId=p1`,
          verificationId: 'v1',
        },
      },
    });
    const { redirect } = await renderApp({
      path: '/direct/sso/c1?fallback=sign-in&app_id=app1',
      experience: emailSignIn,
    });
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        `${window.location.origin}/callback/sso/c1?state=s&samlSessionId=p1`,
      ),
    );
    expect(calls.find(({ path }) => path.endsWith('/authorization-uri'))?.body).toMatchObject({
      redirectUri: `${window.location.origin}/callback/sso/c1`,
    });
    // The callback page will find what it needs in this tab.
    expect(JSON.parse(sessionStorage.getItem('gatehouse.sso-sign-in') ?? '{}')).toMatchObject({
      connectorId: 'c1',
      verificationId: 'v1',
    });
  });

  it('falls back to the page the server named when the connector cannot start', async () => {
    stubApi({
      'PUT /api/experience': { status: 204 },
      'POST /api/experience/verification/sso/gone/authorization-uri': {
        status: 404,
        body: { code: 'entity.not_exists_with_id', message: 'Not found.' },
      },
    });
    await renderApp({ path: '/direct/sso/gone?fallback=register', experience: emailSignIn });
    await waitFor(() => expect(window.location.pathname).toBe('/register'));
  });
});
