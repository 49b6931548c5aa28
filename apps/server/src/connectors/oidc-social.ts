import { z } from 'zod';
import { type ConnectorDefinition, letterLogo } from './connector-kit.ts';

const oidcConfigGuard = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().optional(),
  idTokenVerificationConfig: z.record(z.string(), z.unknown()).optional(),
  authRequestOptionalConfig: z.record(z.string(), z.unknown()).optional(),
  customConfig: z.record(z.string(), z.string()).optional(),
  authorizationEndpoint: z.url(),
  tokenEndpoint: z.url(),
  userInfoEndpoint: z.url().optional(),
  issuer: z.string().optional(),
  jwksUri: z.url().optional(),
  tokenEndpointAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
});
export type OidcSocialConfig = z.infer<typeof oidcConfigGuard>;

/**
 * A generic OpenID Connect social connector. Standard: a tenant may add several, each with its
 * own target (`metadata.target`), name and logo. The sign-in side comes with the experience work.
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
        required: true,
      },
      { key: 'tokenEndpoint', label: 'Token endpoint', type: 'Text', required: true },
      { key: 'userInfoEndpoint', label: 'Userinfo endpoint', type: 'Text', required: false },
      { key: 'issuer', label: 'Issuer', type: 'Text', required: false },
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
};
