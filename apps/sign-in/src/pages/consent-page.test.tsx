// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../test-support/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const consentWith = (organizations?: { id: string; name: string; isConsented?: boolean }[]) => ({
  status: 200,
  body: {
    application: { id: 'partner', name: 'Partner' },
    scopes: ['openid', 'urn:logto:scope:organizations'],
    ...(organizations ? { organizations } : {}),
  },
});

describe('the consent page with organizations', () => {
  it('lets the user pick organizations and sends the chosen ones', async () => {
    const calls = stubApi({
      'GET /api/experience/consent': consentWith([
        { id: 'acme', name: 'Acme' },
        { id: 'globex', name: 'Globex' },
      ]),
      'POST /api/experience/consent': { status: 200, body: { redirectTo: 'http://p.example/cb' } },
    });
    const { redirect } = await renderApp({ path: '/consent' });
    const group = await screen.findByRole('group', { name: 'Organizations it may access:' });
    expect(group).toBeTruthy();
    const acme = screen.getByRole('checkbox', { name: 'Acme' }) as HTMLInputElement;
    const globex = screen.getByRole('checkbox', { name: 'Globex' }) as HTMLInputElement;
    // The first organization is offered checked.
    expect(acme.checked).toBe(true);
    expect(globex.checked).toBe(false);
    fireEvent.click(acme);
    fireEvent.click(globex);
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://p.example/cb'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/experience/consent',
      body: { organizationIds: ['globex'] },
    });
  });

  it('offers the organizations already consented checked, and only those', async () => {
    stubApi({
      'GET /api/experience/consent': consentWith([
        { id: 'acme', name: 'Acme', isConsented: false },
        { id: 'globex', name: 'Globex', isConsented: true },
        { id: 'initech', name: 'Initech', isConsented: true },
      ]),
    });
    await renderApp({ path: '/consent' });
    await screen.findByRole('group', { name: 'Organizations it may access:' });
    const checked = (name: string) =>
      (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([checked('Acme'), checked('Globex'), checked('Initech')]).toEqual([false, true, true]);
  });

  it('says so when the user belongs to no organization', async () => {
    stubApi({ 'GET /api/experience/consent': consentWith([]) });
    await renderApp({ path: '/consent' });
    expect(await screen.findByText('You are not a member of any organization.')).toBeTruthy();
  });

  it('sends no organizations when none were asked for', async () => {
    const calls = stubApi({
      'GET /api/experience/consent': consentWith(),
      'POST /api/experience/consent': { status: 200, body: { redirectTo: 'http://p.example/cb' } },
    });
    const { redirect } = await renderApp({ path: '/consent' });
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toBeUndefined();
  });
});
