// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSocialSignIn } from '../api/social-api.ts';
import { findAlertText, renderApp, stubApi } from '../test-support/render-app.tsx';

const connector = {
  id: 'c1',
  target: 'acme',
  name: { en: 'Acme ID' },
  logo: 'data:image/svg+xml,',
  logoDark: null,
  platform: 'Universal' as const,
};
const verifyPath = 'POST /api/experience/verification/social/c1/verify';
const submitted = {
  status: 200,
  body: { redirectTo: 'http://app.example.com/callback?code=z' },
};

const openCallback = (query = 'code=the-code&state=s1') => {
  rememberSocialSignIn({ connectorId: 'c1', state: 's1', verificationId: 'v9' });
  return renderApp({
    path: `/callback/c1?${query}`,
    experience: { socialConnectors: [connector] },
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the social callback page', () => {
  it('verifies, registers an unknown identity when registration is open, and returns', async () => {
    const calls = stubApi({
      [verifyPath]: { status: 200, body: { verificationId: 'v9' } },
      'POST /api/experience/identification': [
        { status: 404, body: { code: 'user.identity_not_exist', message: 'no' } },
        { status: 201 },
      ],
      'PUT /api/experience/interaction-event': { status: 204 },
      'POST /api/experience/submit': submitted,
    });
    const { redirect } = await openCallback();
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://app.example.com/callback?code=z'),
    );
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      [
        'POST',
        '/api/experience/verification/social/c1/verify',
        { verificationId: 'v9', connectorData: { code: 'the-code', state: 's1' } },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v9' }],
      ['PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' }],
      ['POST', '/api/experience/identification', { verificationId: 'v9' }],
      ['POST', '/api/experience/submit', undefined],
    ]);
  });

  it('asks before linking to the account with the same e-mail, then links', async () => {
    const calls = stubApi({
      [verifyPath]: { status: 200, body: { verificationId: 'v9' } },
      'POST /api/experience/identification': [
        {
          status: 404,
          body: {
            code: 'user.identity_not_exist',
            message: 'no',
            data: { relatedUser: { type: 'email', value: 'ann@example.com' } },
          },
        },
        { status: 204 },
      ],
      'POST /api/experience/submit': submitted,
    });
    const { redirect } = await openCallback();
    expect(await screen.findByRole('heading', { name: 'Link your account' })).toBeTruthy();
    expect(screen.getByText(/ann@example\.com.*Acme ID/)).toBeTruthy();
    // Nothing is linked until the person agrees.
    expect(calls.filter(({ path }) => path === '/api/experience/identification')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Link and continue' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls.at(-2)?.body).toEqual({ verificationId: 'v9', linkSocialIdentity: true });
  });

  it('refuses a callback whose state this tab did not send, without calling the server', async () => {
    const calls = stubApi({});
    await openCallback('code=stolen&state=forged');
    expect(await findAlertText()).toContain('could not be confirmed');
    expect(calls).toEqual([]);
  });
});
