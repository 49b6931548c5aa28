// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../test-support/render-app.tsx';

const settings = {
  enabled: true,
  fields: { name: 'Edit', username: 'ReadOnly', email: 'Off', password: 'Edit', mfa: 'ReadOnly' },
};
const me = { id: 'u1', username: 'jane', name: 'Jane' };
// The page's code loads on demand, then three requests: generous on a loaded machine.
const loaded = { timeout: 5000 };

/** A tab that already holds the account center's token (as after the sign-in redirect). */
const signedIn = () =>
  sessionStorage.setItem(
    'gatehouse.account.token',
    JSON.stringify({ accessToken: 'user-token', expiresAt: Date.now() + 3_600_000 }),
  );

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the account center at /account', () => {
  it('follows the field settings: Edit editable, ReadOnly read-only, Off hidden', async () => {
    signedIn();
    const calls = stubApi({
      'GET /api/.well-known/account-center': { status: 200, body: settings },
      'GET /api/my-account': { status: 200, body: me },
      'GET /api/my-account/mfa-verifications': { status: 200, body: [] },
      'PATCH /api/my-account': { status: 200, body: { ...me, name: 'Jane Doe' } },
    });
    await renderApp({ path: '/account' });
    const username = await screen.findByLabelText('Username', {}, loaded);
    expect(username).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('heading', { name: 'E-mail address' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Password' })).toBeTruthy();
    // MFA is ReadOnly: the list shows, nothing to add or remove.
    await screen.findByText('No second step is set up.', {}, loaded);
    expect(screen.queryByRole('button', { name: 'Add an authenticator app' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jane Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), loaded);
    const patch = calls.find((call) => call.method === 'PATCH');
    // Only the editable field that changed is sent, with the user's bearer token.
    expect(patch?.body).toEqual({ name: 'Jane Doe' });
    expect(patch?.headers.authorization).toBe('Bearer user-token');
  });

  it('says so when the tenant has not enabled the account center', async () => {
    stubApi({
      'GET /api/.well-known/account-center': { status: 200, body: { enabled: false, fields: {} } },
    });
    await renderApp({ path: '/account' });
    expect(
      await screen.findByText('The account center is not available for this service.', {}, loaded),
    ).toBeTruthy();
  });

  it('changes the password only with a verification record of the current one', async () => {
    signedIn();
    const calls = stubApi({
      'GET /api/.well-known/account-center': { status: 200, body: settings },
      'GET /api/my-account': { status: 200, body: me },
      'GET /api/my-account/mfa-verifications': { status: 200, body: [] },
      'POST /api/verifications/password': {
        status: 201,
        body: { verificationRecordId: 'rec-1', expiresAt: new Date().toISOString() },
      },
      'POST /api/my-account/password': { status: 204 },
    });
    await renderApp({ path: '/account' });
    fireEvent.change(await screen.findByLabelText('Current password', {}, loaded), {
      target: { value: 'Old-Pass-1' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New-Pass-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), loaded);
    const change = calls.find((call) => call.path === '/api/my-account/password');
    expect(change?.body).toEqual({ password: 'New-Pass-2' });
    expect(change?.headers['logto-verification-id']).toBe('rec-1');
  });
});
