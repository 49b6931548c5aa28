import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section as mfaSection } from '../mfa/mfa.section.tsx';
import { section } from './security.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

/** One sign-in experience (PATCH replaces the fields named) and, once saved, a captcha provider. */
const fakeSecurityApi = (rejectPatch?: (body: Record<string, unknown>) => Response | undefined) => {
  let experience: Record<string, unknown> = createDefaultSignInExperience('default');
  let provider: Record<string, unknown> | undefined;
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/sign-in-exp' && method === 'GET') return Response.json(experience);
    if (path === '/sign-in-exp' && method === 'PATCH') {
      const rejected = rejectPatch?.(body as Record<string, unknown>);
      if (rejected) return rejected;
      experience = { ...experience, ...(body as object) };
      return Response.json(experience);
    }
    // Shaped like the server's answers (apps/server/src/management/captcha/): the row with its
    // tenant, 404 `entity.not_found` when there is none, 204 on removal.
    const notFound = () =>
      Response.json(
        { code: 'entity.not_found', message: 'The resource does not exist.' },
        { status: 404 },
      );
    if (path === '/captcha-provider' && method === 'GET') {
      return provider ? Response.json(provider) : notFound();
    }
    if (path === '/captcha-provider' && method === 'PUT') {
      provider = {
        tenantId: 'default',
        id: 'p1',
        createdAt: 1,
        updatedAt: 1,
        ...(body as object),
      };
      return Response.json(provider);
    }
    if (path === '/captcha-provider' && method === 'DELETE') {
      if (!provider) return notFound();
      provider = undefined;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { calls, current: () => experience };
};

const patches = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('MFA page', () => {
  it('refuses backup codes alone, then saves factors and policy', async () => {
    const { calls, current } = fakeSecurityApi();
    await renderRoutes(mfaSection.routes, '/mfa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multi-factor authentication' }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: /Backup codes/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Backup codes need at least one other factor.')).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: /Authenticator app/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Mandatory/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      mfa: { factors: ['Totp', 'BackupCode'], policy: 'Mandatory' },
    });
    expect(current().mfa).toEqual({ factors: ['Totp', 'BackupCode'], policy: 'Mandatory' });
  });

  it('names each card once: its heading, not a label repeating it (issue 9)', async () => {
    fakeSecurityApi();
    await renderRoutes(mfaSection.routes, '/mfa');
    for (const title of ['Factors', 'Policy']) {
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getAllByText(title, { exact: true })).toHaveLength(1);
    }
  });

  it("puts the server's factor error on the factor list", async () => {
    const { calls } = fakeSecurityApi(() =>
      Response.json(
        {
          code: 'sign_in_experiences.email_verification_code_cannot_be_used_for_mfa',
          message: 'E-mail codes already sign users in.',
        },
        { status: 400 },
      ),
    );
    await renderRoutes(mfaSection.routes, '/mfa');
    fireEvent.click(await screen.findByRole('switch', { name: /E-mail verification code/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('E-mail codes already sign users in.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(1);
  });
});

describe('security page', () => {
  it('checks a sample password live against the policy being edited, then saves the policy', async () => {
    const { calls } = fakeSecurityApi();
    const { router } = await renderRoutes(section.routes, '/security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/password-policy'));
    const sample = await screen.findByLabelText('Sample password');
    fireEvent.change(sample, { target: { value: 'abcdef' } });
    const result = screen.getByTestId('password-checker-result');
    expect(within(result).getByText('Shorter than 8 characters')).toBeTruthy();
    expect(within(result).getByText('Made mostly of sequential characters')).toBeTruthy();

    fireEvent.change(sample, { target: { value: 'Gatehouse-Lantern' } });
    expect(within(result).getByText('This password meets every rule checked here.')).toBeTruthy();
    // Raising the minimum changes the verdict before anything is saved.
    const minimum = screen.getByLabelText('Minimum length');
    fireEvent.change(minimum, { target: { value: '20' } });
    expect(within(result).getByText('Shorter than 20 characters')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Required character types' }), {
      target: { value: '4' },
    });
    expect(within(result).getByText('Fewer than 4 character types')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      passwordPolicy: {
        length: { min: 20, max: 256 },
        characterTypes: { min: 4 },
        rejects: { pwned: true },
      },
    });
  });

  it('refuses a minimum above the maximum without calling the server', async () => {
    const { calls } = fakeSecurityApi();
    await renderRoutes(section.routes, '/security/password-policy');
    fireEvent.change(await screen.findByLabelText('Minimum length'), {
      target: { value: '40' },
    });
    fireEvent.change(screen.getByLabelText('Maximum length'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The minimum length must not exceed the maximum length.'),
    ).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it('saves the lockout limits and keeps the blocklist settings it does not show', async () => {
    const { calls } = fakeSecurityApi();
    await renderRoutes(section.routes, '/security/general');
    const attempts = await screen.findByLabelText('Maximum failed attempts');
    expect((attempts as HTMLInputElement).value).toBe('100');
    fireEvent.change(attempts, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Lockout duration (minutes)'), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      sentinelPolicy: { maxAttempts: 5, lockoutDuration: 15 },
    });
  });

  it('sets up Turnstile through its guide and shows it on the captcha tab', async () => {
    const { calls } = fakeSecurityApi();
    const { router } = await renderRoutes(section.routes, '/security/captcha');
    fireEvent.click(await screen.findByRole('link', { name: 'Set up Cloudflare Turnstile' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/security/captcha/guide/Turnstile'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText('Please enter Site key.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Site key'), { target: { value: '0x4AAA-site' } });
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: '0x4AAA-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/captcha/details'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      config: { type: 'Turnstile', siteKey: '0x4AAA-site', secretKey: '0x4AAA-secret' },
    });
    expect(await screen.findByText('Cloudflare Turnstile')).toBeTruthy();
  });

  it('removes the provider from its details page and offers the guides again', async () => {
    const { calls } = fakeSecurityApi();
    const { router } = await renderRoutes(section.routes, '/security/captcha/guide/Turnstile');
    fireEvent.change(await screen.findByLabelText('Site key'), { target: { value: 'site' } });
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/captcha/details'));

    fireEvent.click(await screen.findByRole('button', { name: 'Remove provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the CAPTCHA provider?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove provider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/captcha'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No CAPTCHA provider is set up yet. Choose one:')).toBeTruthy();
  });
});
