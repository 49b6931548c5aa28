import { exportPKCS8, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { findConnectorDefinition } from '../connector-factories.ts';
import { mapProfile } from './profile-mapping.ts';

const session = {
  state: 'the-state',
  redirectUri: 'https://auth.example.com/callback/abc',
  nonce: 'the-nonce',
  codeVerifier: 'the-verifier-0123456789-0123456789-0123456789',
};

/** A preset's authorization URL for a configuration, parsed. */
const authorizationUrlOf = async (factoryId: string, config: Record<string, unknown>) => {
  const definition = findConnectorDefinition(factoryId);
  if (!definition?.social) throw new Error(`${factoryId} is not a social factory`);
  const parsed = definition.configGuard.parse(config) as Record<string, unknown>;
  return new URL(await definition.social.authorizationUri(parsed, session));
};

describe('profile mapping', () => {
  it('reads dotted paths and keeps an e-mail only when its verified flag is set', () => {
    const profile = { data: { user: { id: 42, mail: 'a@example.com', ok: true, nick: 'Ann' } } };
    expect(
      mapProfile(profile, {
        id: 'data.user.id',
        email: 'data.user.mail',
        emailVerified: 'data.user.ok',
        name: 'data.user.nick',
      }),
    ).toEqual({ id: '42', email: 'a@example.com', name: 'Ann', rawData: profile });
    // Without a verified flag, or with it false, the address is not trusted.
    expect(
      mapProfile(profile, { id: 'data.user.id', email: 'data.user.mail' }).email,
    ).toBeUndefined();
    expect(
      mapProfile(
        { id: 'x', email: 'b@example.com', email_verified: false },
        { id: 'id', email: 'email', emailVerified: 'email_verified' },
      ).email,
    ).toBeUndefined();
  });

  it('refuses a profile without the id as connector.invalid_response', () => {
    expect(() => mapProfile({ name: 'nobody' }, { id: 'sub' })).toThrow(
      expect.objectContaining({ code: 'connector.invalid_response' }),
    );
  });
});

describe('social presets', () => {
  it('GitHub and Discord send the code flow to their own endpoints with the state', async () => {
    const github = await authorizationUrlOf('github', { clientId: 'gh', clientSecret: 's' });
    expect(`${github.origin}${github.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(github.searchParams)).toMatchObject({
      client_id: 'gh',
      redirect_uri: session.redirectUri,
      state: session.state,
      scope: 'read:user user:email',
    });
    const discord = await authorizationUrlOf('discord', { clientId: 'dc', clientSecret: 's' });
    expect(`${discord.origin}${discord.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(discord.searchParams.get('response_type')).toBe('code');
    expect(discord.searchParams.get('scope')).toBe('identify email');
  });

  it('Google and Microsoft are OpenID Connect with nonce and PKCE; Microsoft names its tenant', async () => {
    const google = await authorizationUrlOf('google', { clientId: 'g', clientSecret: 's' });
    expect(google.host).toBe('accounts.google.com');
    expect(google.searchParams.get('nonce')).toBe(session.nonce);
    expect(google.searchParams.get('code_challenge_method')).toBe('S256');
    expect(google.searchParams.get('scope')).toBe('openid profile email');

    const common = await authorizationUrlOf('microsoft', { clientId: 'm', clientSecret: 's' });
    expect(common.pathname).toBe('/common/oauth2/v2.0/authorize');
    const contoso = await authorizationUrlOf('microsoft', {
      clientId: 'm',
      clientSecret: 's',
      tenantId: 'contoso.onmicrosoft.com',
    });
    expect(contoso.pathname).toBe('/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(() =>
      findConnectorDefinition('microsoft')?.configGuard.parse({
        clientId: 'm',
        clientSecret: 's',
        tenantId: '../evil',
      }),
    ).toThrow();
  });

  it('Apple asks for a form post back and takes no PKCE challenge', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const apple = await authorizationUrlOf('apple', {
      clientId: 'com.example.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: await exportPKCS8(privateKey),
    });
    expect(apple.host).toBe('appleid.apple.com');
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.searchParams.get('code_challenge')).toBeNull();
    expect(apple.searchParams.get('scope')).toBe('name email');
  });

  it('the generic OAuth 2.0 connector sends PKCE only when configured to', async () => {
    const base = {
      clientId: 'c',
      clientSecret: 's',
      authorizationEndpoint: 'https://idp.example.com/authorize?tenant=t1',
      tokenEndpoint: 'https://idp.example.com/token',
      userInfoEndpoint: 'https://idp.example.com/me',
    };
    const plain = await authorizationUrlOf('oauth2', base);
    expect(plain.searchParams.get('tenant')).toBe('t1');
    expect(plain.searchParams.get('code_challenge')).toBeNull();
    const withPkce = await authorizationUrlOf('oauth2', { ...base, pkce: true });
    expect(withPkce.searchParams.get('code_challenge')).toBeTruthy();
  });
});
