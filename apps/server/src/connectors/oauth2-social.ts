import { z } from 'zod';
import { type ConnectorDefinition, letterLogo } from './connector-kit.ts';
import { buildAuthorizationUri } from './social/oauth2-client.ts';
import { type OAuthProvider, oauthUserInfo } from './social/oauth2-flow.ts';
import { codeChallengeOf } from './social/oidc-flow.ts';
import { profileMapGuard } from './social/profile-mapping.ts';

const oauth2ConfigGuard = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  authorizationEndpoint: z.url(),
  tokenEndpoint: z.url(),
  userInfoEndpoint: z.url(),
  scope: z.string().optional(),
  tokenEndpointAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
  /** Where the person's fields are in the userinfo JSON (keys or dotted paths). */
  profileMap: profileMapGuard.default({ id: 'id' }),
  /** Send a PKCE challenge (RFC 7636); most providers accept it, a few reject unknown parameters. */
  pkce: z.boolean().optional(),
  customConfig: z.record(z.string(), z.string()).optional(),
});
export type OAuth2SocialConfig = z.infer<typeof oauth2ConfigGuard>;

const providerOf = (config: OAuth2SocialConfig): OAuthProvider => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  tokenEndpointAuthMethod: config.tokenEndpointAuthMethod,
  tokenEndpoint: config.tokenEndpoint,
  userInfoEndpoint: config.userInfoEndpoint,
  toUserInfo: config.profileMap,
  usePkce: config.pkce ?? false,
});

/**
 * A generic OAuth 2.0 social connector: authorization code flow, then the provider's profile
 * endpoint, read through the configured `profileMap`. Standard: several per tenant, one target each.
 */
export const oauth2SocialConnector: ConnectorDefinition<OAuth2SocialConfig> = {
  phraseKey: 'oauth2',
  metadata: {
    id: 'oauth2',
    target: 'oauth2',
    type: 'Social',
    platform: 'Universal',
    logo: letterLogo('OA', '#4a5568'),
    logoDark: null,
    readme:
      'Signs users in with an OAuth 2.0 provider: client id and secret, the authorization, token and profile endpoints, and where the profile keeps the id, e-mail, name and picture.',
    configTemplate: JSON.stringify({
      clientId: '',
      clientSecret: '',
      authorizationEndpoint: 'https://provider.example.com/oauth/authorize',
      tokenEndpoint: 'https://provider.example.com/oauth/token',
      userInfoEndpoint: 'https://provider.example.com/api/me',
      scope: '',
      profileMap: { id: 'id', email: 'email', emailVerified: 'email_verified', name: 'name' },
    }),
    formItems: [
      { key: 'clientId', label: 'Client ID', type: 'Text', required: true },
      {
        key: 'clientSecret',
        label: 'Client secret',
        type: 'Text',
        required: true,
        isConfidential: true,
      },
      {
        key: 'authorizationEndpoint',
        label: 'Authorization endpoint',
        type: 'Text',
        required: true,
      },
      { key: 'tokenEndpoint', label: 'Token endpoint', type: 'Text', required: true },
      { key: 'userInfoEndpoint', label: 'Userinfo endpoint', type: 'Text', required: true },
      { key: 'scope', label: 'Scope', type: 'Text', required: false },
      {
        key: 'profileMap',
        label: 'Profile mapping',
        type: 'Json',
        required: false,
        defaultValue: { id: 'id', email: 'email', emailVerified: 'email_verified', name: 'name' },
        description:
          'Keys (or dotted paths) of id, email, emailVerified, phone, phoneVerified, name and avatar in the profile. An e-mail without a verified flag is not trusted.',
      },
      {
        key: 'tokenEndpointAuthMethod',
        label: 'Token endpoint authentication',
        type: 'Select',
        selectItems: [
          { value: 'client_secret_basic', title: 'client_secret_basic' },
          { value: 'client_secret_post', title: 'client_secret_post' },
        ],
        defaultValue: 'client_secret_basic',
      },
      { key: 'pkce', label: 'Use PKCE', type: 'Switch', defaultValue: false },
    ],
    isStandard: true,
    isTokenStorageSupported: false,
  },
  configGuard: oauth2ConfigGuard,
  social: {
    authorizationUri: async (config, session) =>
      buildAuthorizationUri(config.authorizationEndpoint, {
        ...config.customConfig,
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: session.redirectUri,
        scope: config.scope ?? '',
        state: session.state,
        ...(config.pkce && session.codeVerifier
          ? { code_challenge: codeChallengeOf(session.codeVerifier), code_challenge_method: 'S256' }
          : {}),
      }),
    userInfo: (config, connectorData, session) =>
      oauthUserInfo(providerOf(config), connectorData, session),
  },
};
