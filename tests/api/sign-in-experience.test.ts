import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInExperienceFields } from './conformance/shapes.ts';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

let server: RunningServer;
let client: ApiClient;
let original: SignInExperience;

const usernamePassword = {
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
  original = (await client.get<SignInExperience>('/api/sign-in-exp')).body;
});
afterAll(async () => {
  await server?.stop();
});
// Every test starts from the seeded experience (PATCH replaces each field it names).
beforeEach(async () => {
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  const reset = await client.patch('/api/sign-in-exp', settings);
  expect(reset.status).toBe(200);
});

const publicExperience = async () =>
  (await fetch(`${server.mainUrl}/api/.well-known/sign-in-exp`)).json();

describe('GET /api/sign-in-exp', () => {
  it('answers every field of the contract for a seeded tenant', async () => {
    const { status, body } = await client.get('/api/sign-in-exp');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([...signInExperienceFields].sort());
    expect(body).toMatchObject({
      tenantId: 'default',
      id: 'default',
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
      signInMode: 'SignInAndRegister',
      mfa: { factors: [], policy: 'UserControlled' },
      usernamePolicy: { caseSensitive: true, minLength: 1, maxLength: 128 },
      ...usernamePassword,
    });
  });
});

describe('PATCH /api/sign-in-exp', () => {
  it('stores branding, colours, links and content, and the public experience follows', async () => {
    const patch = {
      color: { primaryColor: '#0a7e55', isDarkModeEnabled: true, darkPrimaryColor: '#33cc99' },
      branding: {
        logoUrl: 'https://cdn.example.com/logo.svg',
        darkLogoUrl: 'https://cdn.example.com/logo-dark.svg',
      },
      hideLogtoBranding: true,
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      agreeToTermsPolicy: 'Manual',
      customCss: '.card { border-radius: 0 }',
      customContent: { '/sign-in': '<p>Hello</p>' },
      supportEmail: 'help@example.com',
      supportWebsiteUrl: 'https://example.com/help',
      unknownSessionRedirectUrl: 'https://example.com/start',
      signInMode: 'SignIn',
      passwordPolicy: { length: { min: 12 } },
      languageInfo: { autoDetect: false, fallbackLanguage: 'de' },
    };
    const { status, body } = await client.patch('/api/sign-in-exp', patch);
    expect(status).toBe(200);
    expect(body).toMatchObject(patch);
    expect((await client.get('/api/sign-in-exp')).body).toMatchObject(patch);
    expect(await publicExperience()).toMatchObject({
      color: patch.color,
      branding: patch.branding,
      termsOfUseUrl: patch.termsOfUseUrl,
      agreeToTermsPolicy: 'Manual',
      customCss: patch.customCss,
      signInMode: 'SignIn',
      languageInfo: patch.languageInfo,
    });
  });

  it('answers the stored experience unchanged for an empty PATCH (found by the fuzz: it was 500)', async () => {
    const before = await client.get('/api/sign-in-exp');
    const { status, body } = await client.patch('/api/sign-in-exp', {});
    expect(status).toBe(200);
    expect(body).toEqual(before.body);
  });

  it('replaces an object field whole instead of merging it', async () => {
    await client.patch('/api/sign-in-exp', {
      branding: {
        logoUrl: 'https://cdn.example.com/a.svg',
        favicon: 'https://cdn.example.com/f.ico',
      },
    });
    const { body } = await client.patch('/api/sign-in-exp', {
      branding: { darkLogoUrl: 'https://cdn.example.com/b.svg' },
    });
    expect(body.branding).toEqual({ darkLogoUrl: 'https://cdn.example.com/b.svg' });
    // Fields the patch does not name keep their value.
    expect(body.color).toEqual(original.color);
  });

  it('clears links given as "" or null, and ignores id and tenantId', async () => {
    await client.patch('/api/sign-in-exp', {
      termsOfUseUrl: 'https://example.com/terms',
      supportEmail: 'help@example.com',
    });
    const { status, body } = await client.patch('/api/sign-in-exp', {
      id: 'other',
      tenantId: 'admin',
      termsOfUseUrl: '',
      supportEmail: null,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'default', tenantId: 'default' });
    expect(body.termsOfUseUrl).toBeNull();
    expect(body.supportEmail).toBeNull();
  });

  it('keeps only the social targets the tenant has a connector for', async () => {
    const { body } = await client.patch('/api/sign-in-exp', {
      socialSignInConnectorTargets: ['github', 'github'],
    });
    expect(body.socialSignInConnectorTargets).toEqual([]);
  });

  it.each([
    [
      'a colour that is not hex',
      {
        color: { ...{ primaryColor: 'teal' }, isDarkModeEnabled: false, darkPrimaryColor: '#fff' },
      },
    ],
    ['a logo that is not a URL', { branding: { logoUrl: 'logo.svg' } }],
    ['an unknown sign-in mode', { signInMode: 'Everything' }],
    ['an unknown agree-to-terms policy', { agreeToTermsPolicy: 'Sometimes' }],
    ['a terms link that is not a URL', { termsOfUseUrl: 'terms' }],
    ['a support e-mail that is not an address', { supportEmail: 'help' }],
  ])('answers 400 guard.invalid_input for %s', async (_name, patch) => {
    const { status, body } = await client.patch('/api/sign-in-exp', patch);
    expect(status).toBe(400);
    expect(body.code).toBe('guard.invalid_input');
  });

  it.each([
    [
      'e-mail sign-up without an e-mail connector',
      {
        signUp: { identifiers: ['email'], password: true, verify: true },
        signIn: {
          methods: [
            {
              identifier: 'email',
              password: true,
              verificationCode: false,
              isPasswordPrimary: true,
            },
          ],
        },
      },
      'sign_in_experiences.enabled_connector_not_found',
    ],
    [
      'phone code sign-in without an SMS connector',
      {
        signIn: {
          methods: [
            ...usernamePassword.signIn.methods,
            {
              identifier: 'phone',
              password: false,
              verificationCode: true,
              isPasswordPrimary: false,
            },
          ],
        },
      },
      'sign_in_experiences.enabled_connector_not_found',
    ],
    [
      'a sign-up identifier that is not a sign-in method',
      {
        signIn: {
          methods: [
            {
              identifier: 'email',
              password: true,
              verificationCode: false,
              isPasswordPrimary: true,
            },
          ],
        },
      },
      'sign_in_experiences.miss_sign_up_identifier_in_sign_in',
    ],
    [
      'a sign-in method with neither password nor code',
      {
        signIn: {
          methods: [
            {
              identifier: 'username',
              password: false,
              verificationCode: false,
              isPasswordPrimary: true,
            },
          ],
        },
      },
      'sign_in_experiences.at_least_one_authentication_factor',
    ],
    [
      'a username sign-up without password',
      { signUp: { identifiers: ['username'], password: false, verify: false } },
      'sign_in_experiences.username_requires_password',
    ],
    [
      'a sign-up identifier listed twice',
      { signUp: { identifiers: ['username', 'username'], password: true, verify: false } },
      'sign_in_experiences.duplicated_sign_up_identifiers',
    ],
    [
      'backup codes as the only MFA factor',
      { mfa: { factors: ['BackupCode'], policy: 'UserControlled' } },
      'sign_in_experiences.backup_code_cannot_be_enabled_alone',
    ],
    [
      'an MFA factor listed twice',
      { mfa: { factors: ['Totp', 'Totp'], policy: 'UserControlled' } },
      'sign_in_experiences.duplicated_mfa_factors',
    ],
    [
      'a fallback language that is neither built in nor customised',
      { languageInfo: { autoDetect: true, fallbackLanguage: 'nl' } },
      'sign_in_experiences.unsupported_default_language',
    ],
    [
      'an e-mail password reset without an e-mail connector',
      { forgotPasswordMethods: ['EmailVerificationCode'] },
      'sign_in_experiences.forgot_password_method_requires_connector',
    ],
    [
      'a blocklist entry that is neither address nor domain',
      { emailBlocklistPolicy: { customBlocklist: ['@example.com', 'not a domain'] } },
      'sign_in_experiences.invalid_custom_email_blocklist_format',
    ],
  ])('answers 400 with the contract code for %s', async (_name, patch, code) => {
    const { status, body } = await client.patch('/api/sign-in-exp', patch);
    expect({ status, code: body.code }).toEqual({ status: 400, code });
    expect(typeof body.message).toBe('string');
    // Nothing was stored.
    expect((await client.get('/api/sign-in-exp')).body).toMatchObject(usernamePassword);
  });

  it('accepts e-mail and phone code methods once the tenant has an e-mail and an SMS connector', async () => {
    const emailSignUp = {
      signUp: { identifiers: ['email'], password: true, verify: true },
      signIn: {
        methods: [
          { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
          {
            identifier: 'phone',
            password: false,
            verificationCode: true,
            isPasswordPrimary: false,
          },
        ],
      },
    };
    const refused = await client.patch('/api/sign-in-exp', emailSignUp);
    expect(refused.body.code).toBe('sign_in_experiences.enabled_connector_not_found');

    const created = await Promise.all([
      client.post<{ id: string }>('/api/connectors', {
        connectorId: 'http-email',
        config: { endpoint: 'http://127.0.0.1:9/mail' },
      }),
      client.post<{ id: string }>('/api/connectors', {
        connectorId: 'http-sms',
        config: { endpoint: 'http://127.0.0.1:9/sms' },
      }),
    ]);
    expect(created.map(({ status }) => status)).toEqual([200, 200]);
    try {
      const accepted = await client.patch('/api/sign-in-exp', emailSignUp);
      expect(accepted.status).toBe(200);
      expect(accepted.body.signUp.identifiers).toEqual(['email']);
    } finally {
      for (const { body } of created) await client.delete(`/api/connectors/${body.id}`);
    }
  });

  it('answers 422 for password expiry without a way to reset the password', async () => {
    const { status, body } = await client.patch('/api/sign-in-exp', {
      passwordExpiration: { enabled: true, validPeriodDays: 90 },
    });
    expect(status).toBe(422);
    expect(body.code).toBe('sign_in_experiences.password_expiration_requires_forgot_password');
  });

  it('answers 409 when usernames differing only by case exist and case is to be ignored', async () => {
    const suffix = Date.now().toString(36);
    for (const username of [`Casey_${suffix}`, `casey_${suffix}`]) {
      expect((await client.post('/api/users', { username })).status).toBe(200);
    }
    const { status, body } = await client.patch('/api/sign-in-exp', {
      usernamePolicy: { ...original.usernamePolicy, caseSensitive: false },
    });
    expect(status).toBe(409);
    expect(body.code).toBe('sign_in_experiences.username_policy_case_conflicts_exist');
    expect(body.data).toEqual({ totalConflicts: 1 });
  });

  it('accepts a fallback language that has custom phrases', async () => {
    await client.put('/api/custom-phrases/nl', { sign_in: { title: 'Inloggen' } });
    const { status, body } = await client.patch('/api/sign-in-exp', {
      languageInfo: { autoDetect: false, fallbackLanguage: 'nl' },
    });
    expect(status).toBe(200);
    expect(body.languageInfo.fallbackLanguage).toBe('nl');
  });
});

describe('custom phrases', () => {
  it('puts, gets, lists and deletes the phrases of a language', async () => {
    const put = await client.put('/api/custom-phrases/fr', {
      sign_in: { title: 'Bienvenue', submit: '' },
    });
    expect(put.status).toBe(201);
    // Empty strings keep the built-in phrase, so they are not stored.
    expect(put.body).toMatchObject({
      tenantId: 'default',
      languageTag: 'fr',
      translation: { sign_in: { title: 'Bienvenue' } },
    });
    expect(put.body.id).toMatch(/^[\da-z]{21}$/);

    const replaced = await client.put('/api/custom-phrases/fr', {
      register: { title: 'Inscription' },
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.translation).toEqual({ register: { title: 'Inscription' } });

    const read = await client.get('/api/custom-phrases/fr');
    expect(read.status).toBe(200);
    expect(read.body.translation).toEqual({ register: { title: 'Inscription' } });

    const list = await client.get('/api/custom-phrases');
    expect(list.status).toBe(200);
    expect(list.body.map(({ languageTag }: { languageTag: string }) => languageTag)).toContain(
      'fr',
    );

    expect((await client.delete('/api/custom-phrases/fr')).status).toBe(204);
    expect((await client.get('/api/custom-phrases/fr')).status).toBe(404);
    expect((await client.delete('/api/custom-phrases/fr')).status).toBe(404);
  });

  it('stores a tag in its canonical spelling', async () => {
    const put = await client.put('/api/custom-phrases/pt-br', { sign_in: { title: 'Entrar' } });
    expect(put.status).toBe(201);
    expect(put.body.languageTag).toBe('pt-BR');
    await client.delete('/api/custom-phrases/pt-BR');
  });

  it('answers 400 for an unknown language tag', async () => {
    const { status, body } = await client.put('/api/custom-phrases/xx-YY', {
      sign_in: { title: 'x' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('guard.invalid_input');
  });

  it.each([
    ['an unknown key', { sign_in: { nonsense: 'x' } }],
    ['a group where a phrase is expected', { sign_in: { title: { nested: 'x' } } }],
    ['a phrase where a group is expected', { sign_in: 'x' }],
  ])(
    'answers 422 localization.invalid_translation_structure for %s',
    async (_name, translation) => {
      const { status, body } = await client.put('/api/custom-phrases/de', translation);
      expect(status).toBe(422);
      expect(body.code).toBe('localization.invalid_translation_structure');
    },
  );

  it('answers 400 for values that are neither strings nor objects', async () => {
    const { status } = await client.put('/api/custom-phrases/de', { sign_in: { title: 5 } });
    expect(status).toBe(400);
  });

  it('refuses to delete the fallback language with 409', async () => {
    await client.put('/api/custom-phrases/nl', { sign_in: { title: 'Inloggen' } });
    await client.patch('/api/sign-in-exp', {
      languageInfo: { autoDetect: true, fallbackLanguage: 'nl' },
    });
    const { status, body } = await client.delete('/api/custom-phrases/nl');
    expect(status).toBe(409);
    expect(body.code).toBe('localization.cannot_delete_default_language');
  });
});

describe('GET /api/.well-known/phrases', () => {
  it("answers the language's phrases with the custom ones merged over them", async () => {
    await client.put('/api/custom-phrases/de', { sign_in: { title: 'Willkommen zurück' } });
    const response = await fetch(`${server.mainUrl}/api/.well-known/phrases?lng=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('de');
    const phrases = await response.json();
    expect(phrases.sign_in.title).toBe('Willkommen zurück');
    // The rest stays the built-in German.
    expect(phrases.sign_in.password).toBe('Passwort');
    await client.delete('/api/custom-phrases/de');
    const after = await (await fetch(`${server.mainUrl}/api/.well-known/phrases?lng=de`)).json();
    expect(after.sign_in.title).not.toBe('Willkommen zurück');
  });

  it('negotiates the language from Accept-Language when the tenant detects it', async () => {
    const response = await fetch(`${server.mainUrl}/api/.well-known/phrases`, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.8' },
    });
    expect(response.headers.get('content-language')).toBe('fr');
  });
});
