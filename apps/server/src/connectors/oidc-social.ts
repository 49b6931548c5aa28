import { z } from 'zod';
import { type ConnectorDefinition, letterLogo } from './connector-kit.ts';
import {
  discover,
  type OidcProvider,
  oidcAuthorizationUri,
  oidcUserInfo,
} from './social/oidc-flow.ts';
import { socialError } from './social/social-kit.ts';

const oidcConfigGuard = z
  .object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    scope: z.string().optional(),
    /** Logto's shape: `{ jwksUri, issuer, … }`; the top-level fields below win. */
    idTokenVerificationConfig: z.record(z.string(), z.unknown()).optional(),
    authRequestOptionalConfig: z.record(z.string(), z.unknown()).optional(),
    customConfig: z.record(z.string(), z.string()).optional(),
    authorizationEndpoint: z.url().optional(),
    tokenEndpoint: z.url().optional(),
    userInfoEndpoint: z.url().optional(),
    issuer: z.string().optional(),
    jwksUri: z.url().optional(),
    tokenEndpointAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
  })
  .refine(
    (config) =>
      Boolean(config.issuer ?? config.idTokenVerificationConfig?.issuer) ||
      Boolean(config.authorizationEndpoint && config.tokenEndpoint),
    {
      message: 'Give the issuer (endpoints are then discovered) or both endpoints.',
      path: ['authorizationEndpoint'],
    },
  );
export type OidcSocialConfig = z.infer<typeof oidcConfigGuard>;

const stringOf = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The provider a configuration names: endpoints as configured, the missing ones from the
 * issuer's discovery document (so `issuer` alone is enough for a conforming provider).
 */
const resolveProvider = async (config: OidcSocialConfig): Promise<OidcProvider> => {
  const verification = config.idTokenVerificationConfig ?? {};
  const issuer = config.issuer ?? stringOf(verification.issuer);
  let authorizationEndpoint = config.authorizationEndpoint;
  let tokenEndpoint = config.tokenEndpoint;
  let userInfoEndpoint = config.userInfoEndpoint;
  let jwksUri = config.jwksUri ?? stringOf(verification.jwksUri);
  if (issuer && !(authorizationEndpoint && tokenEndpoint && jwksUri)) {
    const document = await discover(issuer);
    authorizationEndpoint ??= stringOf(document.authorization_endpoint);
    tokenEndpoint ??= stringOf(document.token_endpoint);
    userInfoEndpoint ??= stringOf(document.userinfo_endpoint);
    jwksUri ??= stringOf(document.jwks_uri);
  }
  if (!authorizationEndpoint || !tokenEndpoint) {
    throw socialError('invalid_config', {
      error: 'the authorization and token endpoints are needed (or an issuer to discover them)',
    });
  }
  const extra = Object.fromEntries(
    Object.entries({ ...config.authRequestOptionalConfig, ...config.customConfig })
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => [key, value as string]),
  );
  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    tokenEndpointAuthMethod: config.tokenEndpointAuthMethod,
    authorizationEndpoint,
    tokenEndpoint,
    userInfoEndpoint,
    jwksUri,
    issuer,
    scope: ensureOpenIdScope(config.scope ?? 'openid profile email'),
    authorizationParameters: extra,
  };
};

/** OpenID Connect needs `openid` in the scope; an operator who left it out still means it. */
const ensureOpenIdScope = (scope: string) =>
  scope.split(/\s+/).includes('openid') ? scope : `openid ${scope}`.trim();

/**
 * A generic OpenID Connect social connector. Standard: a tenant may add several, each with its
 * own target (`metadata.target`), name and logo. Code flow with state, nonce and PKCE; the
 * id_token is verified against the issuer's JWKS (social/oidc-flow.ts).
 */
export const oidcSocialConnector: ConnectorDefinition<OidcSocialConfig> = {
  phraseKey: 'oidc',
  metadata: {
    id: 'oidc',
    target: 'oidc',
    type: 'Social',
    platform: 'Universal',
    logo: letterLogo('ID', '#f26522'),
    logoDark: null,
    readme:
      'Signs users in with an OpenID Connect provider: client id and secret, endpoints and scope.',
    configTemplate: JSON.stringify({
      clientId: '',
      clientSecret: '',
      scope: 'openid profile email',
      authorizationEndpoint: 'https://idp.example.com/authorize',
      tokenEndpoint: 'https://idp.example.com/token',
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
        required: false,
      },
      { key: 'tokenEndpoint', label: 'Token endpoint', type: 'Text', required: false },
      { key: 'userInfoEndpoint', label: 'Userinfo endpoint', type: 'Text', required: false },
      {
        key: 'issuer',
        label: 'Issuer',
        type: 'Text',
        required: false,
        description: 'Endpoints left empty are discovered from its OpenID configuration.',
      },
      { key: 'jwksUri', label: 'JWKS URI', type: 'Text', required: false },
      {
        key: 'scope',
        label: 'Scope',
        type: 'Text',
        required: false,
        defaultValue: 'openid profile email',
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
    ],
    isStandard: true,
    isTokenStorageSupported: false,
  },
  configGuard: oidcConfigGuard,
  social: {
    authorizationUri: async (config, session) =>
      oidcAuthorizationUri(await resolveProvider(config), session),
    userInfo: async (config, connectorData, session) =>
      oidcUserInfo(await resolveProvider(config), connectorData, session),
  },
};
