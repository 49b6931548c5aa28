import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, pageResponse, renderRoutes } from '../../../kit/kit-test-harness.tsx';
import { applicationFixture } from '../application-fixture.ts';
import { section } from '../applications.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

const samlId = 'saml00000000000000001';
const secret = (id: string, active: boolean) => ({
  id,
  certificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
  createdAt: 1_700_000_000_000,
  expiresAt: '2099-01-01T00:00:00.000Z',
  active,
  fingerprints: { sha256: { formatted: `AA:BB:CC:${id}`, unformatted: 'AABBCC' } },
});

/** A fake API with one SAML app: applications, SAML details, secrets in memory. */
const fakeSamlApi = () => {
  const detail: Record<string, unknown> = {
    tenantId: 'default',
    id: samlId,
    name: 'Wiki',
    description: null,
    type: 'SAML',
    customData: {},
    isThirdParty: false,
    appLevelAccessControlEnabled: false,
    createdAt: 1_700_000_000_000,
    attributeMapping: { email: 'mail' },
    entityId: null,
    acsUrl: null,
    encryption: null,
    nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  };
  const secrets: ReturnType<typeof secret>[] = [];
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/applications' && method === 'GET') return pageResponse([]);
    if (path === '/saml-applications' && method === 'POST') {
      Object.assign(detail, body);
      return Response.json(detail, { status: 201 });
    }
    if (path === `/applications/${samlId}`) {
      return Response.json(applicationFixture({ id: samlId, name: detail.name, type: 'SAML' }));
    }
    if (path === `/applications/${samlId}/logs`) return pageResponse([]);
    if (path === `/saml-applications/${samlId}` && method === 'GET') return Response.json(detail);
    if (path === `/saml-applications/${samlId}` && method === 'PATCH') {
      Object.assign(detail, body);
      return Response.json(detail);
    }
    if (path === `/saml-applications/${samlId}/secrets` && method === 'GET')
      return Response.json(secrets);
    if (path === `/saml-applications/${samlId}/secrets` && method === 'POST') {
      const created = secret(`s${secrets.length + 1}`, secrets.length === 0);
      secrets.push(created);
      return Response.json({ ...created, expiresAt: 4_070_908_800_000 }, { status: 201 });
    }
    const one = path.match(/^\/saml-applications\/[^/]+\/secrets\/([^/]+)$/);
    const found = one && secrets.find((item) => item.id === one[1]);
    if (found && method === 'PATCH') {
      for (const item of secrets) item.active = item === found;
      return Response.json(found);
    }
    if (found && method === 'DELETE') {
      secrets.splice(secrets.indexOf(found), 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return calls;
};

describe('SAML applications', () => {
  it('offers the five types of spec §3 in the create dialog, and SAML apps from their own button', async () => {
    fakeSamlApi();
    const { router } = await renderRoutes(section.routes, '/applications');
    fireEvent.click(await screen.findByRole('link', { name: 'Create application' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).queryByRole('radio', { name: 'SAML app' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    fireEvent.click(await screen.findByRole('link', { name: 'Create SAML app' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=SAML'));
  });

  it('creates a SAML app through the SAML applications API', async () => {
    const calls = fakeSamlApi();
    const { router } = await renderRoutes(section.routes, '/applications/create?type=SAML');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 8000 });
    expect(within(dialog).getByRole('heading', { name: 'Create SAML app' })).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Application name/), {
      target: { value: 'Wiki' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/applications/${samlId}/settings`),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/saml-applications',
      body: { name: 'Wiki', description: null },
    });
    expect(await screen.findByRole('tab', { name: 'Attribute mapping' })).toBeTruthy();
  });

  it('saves settings with the encryption rule, shows metadata and manages certificates', async () => {
    const calls = fakeSamlApi();
    await renderRoutes(section.routes, `/applications/${samlId}/settings`);
    expect(
      await screen.findByText(
        `http://default.test/api/saml-applications/${samlId}/metadata`,
        undefined,
        {
          timeout: 8000,
        },
      ),
    ).toBeTruthy();
    expect(screen.getByText(`http://default.test/api/saml/${samlId}/authn`)).toBeTruthy();
    expect(await screen.findByText(/No certificates yet/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Assertion consumer service/), {
      target: { value: 'https://sp.example.com/acs' },
    });
    fireEvent.change(screen.getByLabelText(/^Service provider entity ID/), {
      target: { value: 'urn:sp' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Encrypt the assertion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A certificate is required to encrypt the assertion.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Encrypt the assertion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        name: 'Wiki',
        description: null,
        acsUrl: {
          binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
          url: 'https://sp.example.com/acs',
        },
        entityId: 'urn:sp',
        nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        encryption: null,
      }),
    );

    // Two certificates: the first is active; the second can be activated, then the first deleted.
    for (const _ of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add signing certificate' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(
      calls.filter((call) => call.method === 'POST' && call.path.endsWith('/secrets'))[0]?.body,
    ).toEqual({ lifeSpanInYears: 3 });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/secrets/s2'))?.body,
      ).toEqual({ active: true }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete certificate AA:BB:CC:s1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this certificate?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/secrets/s1')),
      ).toBe(true),
    );
  });

  it('edits the attribute mapping: adds a claim, saves, then removes one', async () => {
    const calls = fakeSamlApi();
    await renderRoutes(section.routes, `/applications/${samlId}/attribute-mapping`);
    expect(
      await screen.findByRole(
        'textbox',
        { name: 'SAML attribute name of row 1' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const value = (await screen.findByRole('textbox', {
      name: 'SAML attribute name of row 2',
    })) as HTMLInputElement;
    expect(value.value).toBe('sub');
    fireEvent.change(value, { target: { value: 'uid' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        attributeMapping: { email: 'mail', sub: 'uid' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove email' }));
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
