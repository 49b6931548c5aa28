import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto, renderRoutes } from '../../kit/kit-test-harness.tsx';
import { section } from './sign-in-experience.section.tsx';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

/** A management API holding one sign-in experience; PATCH applies the body as the server does. */
const fakeExperienceApi = (
  rejectPatch?: (body: Record<string, unknown>) => Response | undefined,
) => {
  let experience: Record<string, unknown> = createDefaultSignInExperience('default');
  const phrases: { languageTag: string; translation: Record<string, unknown> }[] = [];
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/sign-in-exp' && method === 'GET') return Response.json(experience);
    if (path === '/sign-in-exp' && method === 'PATCH') {
      const rejected = rejectPatch?.(body as Record<string, unknown>);
      if (rejected) return rejected;
      experience = { ...experience, ...(body as object) };
      return Response.json(experience);
    }
    if (path === '/custom-phrases' && method === 'GET')
      return Response.json(
        phrases.map((row) => ({ tenantId: 'default', id: row.languageTag, ...row })),
      );
    if (path.startsWith('/custom-phrases/') && method === 'PUT') {
      const languageTag = decodeURIComponent(path.split('/')[2] ?? '');
      phrases.push({ languageTag, translation: body as Record<string, unknown> });
      return Response.json(
        { tenantId: 'default', id: languageTag, languageTag, translation: body },
        { status: 201 },
      );
    }
    if (path === '/connectors') return Response.json([]);
    return undefined;
  });
  return { calls, current: () => experience };
};

const patches = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('sign-in experience section', () => {
  it('saves only what changed, counts the changes, keeps them across tabs and discards them', async () => {
    const { calls } = fakeExperienceApi();
    const { router } = await renderRoutes(section.routes, '/sign-in-experience');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in experience' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sign-in-experience/branding'),
    );
    // The live preview frames the tenant's real sign-in page in preview mode.
    expect(screen.getByTitle('Preview of the sign-in page').getAttribute('src')).toMatch(
      /\/sign-in\?preview$/,
    );

    const color = screen.getByLabelText('Brand colour');
    fireEvent.change(color, { target: { value: '#0A7E55' } });
    fireEvent.blur(color);
    const bar = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    expect(within(bar).getByText('Unsaved changes: 1')).toBeTruthy();
    expect(within(bar).getByText('Brand colour')).toBeTruthy();

    // Another tab is the same form: no leave prompt, the change is still counted.
    fireEvent.click(screen.getByRole('tab', { name: 'Sign-up and sign-in' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sign-in-experience/sign-up-and-sign-in'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add sign-in method' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Email address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Email address up' }));
    fireEvent.click(screen.getByRole('radio', { name: /Sign-in only/ }));
    expect(await within(bar).findByText('Unsaved changes: 3')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      color: { primaryColor: '#0A7E55', isDarkModeEnabled: false, darkPrimaryColor: '#8768F8' },
      signIn: {
        methods: [
          { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
          {
            identifier: 'username',
            password: true,
            verificationCode: false,
            isPasswordPrimary: true,
          },
        ],
      },
      signInMode: 'SignIn',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).toBeNull(),
    );

    // Discard puts the saved values back.
    fireEvent.click(screen.getByRole('radio', { name: /Registration only/ }));
    const again = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).toBeNull(),
    );
    expect((screen.getByRole('radio', { name: /Sign-in only/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows a rule error of the server on its field, on the tab that has it', async () => {
    const { calls } = fakeExperienceApi((body) =>
      body.signIn
        ? Response.json(
            {
              code: 'sign_in_experiences.miss_sign_up_identifier_in_sign_in',
              message: 'People who sign up with username must also be able to sign in with it.',
            },
            { status: 422 },
          )
        : undefined,
    );
    await renderRoutes(section.routes, '/sign-in-experience/sign-up-and-sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Username' }));
    expect(await screen.findByText('No sign-in method yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    const bar = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'People who sign up with username must also be able to sign in with it.',
      ),
    ).toBeTruthy();
    // The editor went back to the tab of the field in error; nothing was saved.
    expect(
      screen.getByRole('tab', { name: 'Sign-up and sign-in' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(patches(calls)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'You have unsaved changes.' })).toBeTruthy();
  });

  it('refuses an invalid colour before sending, and edits custom phrases with their coverage', async () => {
    const { calls } = fakeExperienceApi();
    await renderRoutes(section.routes, '/sign-in-experience/branding');
    const color = await screen.findByLabelText('Brand colour');
    fireEvent.change(color, { target: { value: 'teal' } });
    fireEvent.blur(color);
    const bar = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Brand colour is not valid.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    fireEvent.click(within(bar).getByRole('button', { name: 'Discard' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    expect(await screen.findByText(/Customised: 0 of \d+/)).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^sign_in\.title/ });
    fireEvent.change(title, { target: { value: 'Welcome to Acme' } });
    expect(await screen.findByText(/Customised: 1 of \d+/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save phrases' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        sign_in: { title: 'Welcome to Acme' },
      }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/custom-phrases/en');
  });
});
