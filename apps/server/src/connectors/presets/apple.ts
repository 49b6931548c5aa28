import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { ConnectorDefinition } from '../connector-kit.ts';
import { type OidcProvider, oidcAuthorizationUri, oidcUserInfo } from '../social/oidc-flow.ts';
import { socialError } from '../social/social-kit.ts';
import { presetMetadata } from './preset-kit.ts';

const appleConfigGuard = z.object({
  /** The Services ID. */
  clientId: z.string().min(1),
  teamId: z.string().min(1),
  keyId: z.string().min(1),
  /** The Sign in with Apple private key (.p8, PKCS #8 PEM). */
  privateKey: z.string().min(1),
  scope: z.string().optional(),
});
type AppleConfig = z.infer<typeof appleConfigGuard>;

const issuer = 'https://appleid.apple.com';
const defaultScope = 'name email';

/** Apple's client secret is a short-lived ES256 JWT signed with the team's key. */
const clientSecretOf = async (config: AppleConfig) => {
  try {
    const key = await importPKCS8(config.privateKey, 'ES256');
    return await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setSubject(config.clientId)
      .setAudience(issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  } catch {
    throw socialError('invalid_config', { error: 'the private key is not an ES256 PKCS #8 key' });
  }
};

const providerOf = async (config: AppleConfig, withSecret: boolean): Promise<OidcProvider> => {
  const scope = config.scope ?? defaultScope;
  return {
    clientId: config.clientId,
    clientSecret: withSecret ? await clientSecretOf(config) : '',
    tokenEndpointAuthMethod: 'client_secret_post',
    authorizationEndpoint: `${issuer}/auth/authorize`,
    tokenEndpoint: `${issuer}/auth/token`,
    jwksUri: `${issuer}/auth/keys`,
    issuer,
    // Apple's scopes have no `openid`; asking for name or e-mail requires a form post back.
    scope,
    authorizationParameters: scope.trim() ? { response_mode: 'form_post' } : {},
  };
};

/** The name Apple posts once, on the first authorization, as JSON in the `user` field. */
const postedName = (connectorData: Record<string, unknown>) => {
  if (typeof connectorData.user !== 'string') return undefined;
  try {
    const { name } = JSON.parse(connectorData.user) as {
      name?: { firstName?: string; lastName?: string };
    };
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ');
    return full || undefined;
  } catch {
    return undefined;
  }
};

/** Sign in with Apple (OpenID Connect with a signed client secret and a form-post callback). */
export const appleConnector: ConnectorDefinition<AppleConfig> = {
  phraseKey: 'apple',
  metadata: presetMetadata({
    id: 'apple',
    letters: 'A',
    color: '#000000',
    readme:
      'Create a Services ID with Sign in with Apple in your Apple developer account, add your sign-in callback as a return URL, create a key, and give the Services ID, team id, key id and the key (.p8).',
    configTemplate: { clientId: '', teamId: '', keyId: '', privateKey: '', scope: defaultScope },
    formItems: [
      { key: 'clientId', label: 'Services ID', type: 'Text', required: true },
      { key: 'teamId', label: 'Team ID', type: 'Text', required: true },
      { key: 'keyId', label: 'Key ID', type: 'Text', required: true },
      {
        key: 'privateKey',
        label: 'Private key (.p8)',
        type: 'MultilineText',
        required: true,
        isConfidential: true,
      },
      { key: 'scope', label: 'Scope', type: 'Text', required: false, defaultValue: defaultScope },
    ],
  }),
  configGuard: appleConfigGuard,
  social: {
    authorizationUri: async (config, session) =>
      // Apple's web flow takes no PKCE challenge.
      oidcAuthorizationUri(await providerOf(config, false), {
        ...session,
        codeVerifier: undefined,
      }),
    userInfo: async (config, connectorData, session) => {
      const info = await oidcUserInfo(await providerOf(config, true), connectorData, {
        ...session,
        codeVerifier: undefined,
      });
      const name = info.name ?? postedName(connectorData);
      return { ...info, ...(name ? { name } : {}) };
    },
  },
};
