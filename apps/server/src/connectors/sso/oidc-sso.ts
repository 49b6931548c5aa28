import { z } from 'zod';
import {
  discover,
  type OidcProvider,
  oidcAuthorizationUri,
  oidcUserInfo,
} from '../social/oidc-flow.ts';
import { socialError } from '../social/social-kit.ts';
import type { SsoProvider } from './sso-kit.ts';

/** An OpenID Connect IdP (contract: `OIDC` and its presets Okta, AzureAdOidc, GoogleWorkspace). */
export const oidcSsoConfigGuard = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  issuer: z.url(),
  scope: z.string().optional(),
  /** Use the e-mail even when the IdP does not say it verified it (some enterprise IdPs never do). */
  trustUnverifiedEmail: z.boolean().optional(),
});
export type OidcSsoConfig = z.infer<typeof oidcSsoConfigGuard>;

/** `openid` is always asked for; `profile email` unless the config names its own scopes. */
const scopeOf = (config: OidcSsoConfig) => {
  const scopes = new Set((config.scope ?? 'profile email').split(/\s+/).filter(Boolean));
  scopes.add('openid');
  return [...scopes].join(' ');
};

const text = (document: Record<string, unknown>, key: string) => {
  const value = document[key];
  return typeof value === 'string' ? value : undefined;
};

/** The provider's endpoints from its discovery document; the document must name the issuer. */
const resolve = async (config: OidcSsoConfig): Promise<OidcProvider> => {
  let document: Record<string, unknown>;
  try {
    document = await discover(config.issuer);
  } catch {
    throw socialError('invalid_config', { error: 'the issuer has no discovery document' });
  }
  const authorizationEndpoint = text(document, 'authorization_endpoint');
  const tokenEndpoint = text(document, 'token_endpoint');
  if (!authorizationEndpoint || !tokenEndpoint) {
    throw socialError('invalid_config', { error: 'the discovery document lacks endpoints' });
  }
  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint,
    tokenEndpoint,
    userInfoEndpoint: text(document, 'userinfo_endpoint'),
    jwksUri: text(document, 'jwks_uri'),
    issuer: text(document, 'issuer') ?? config.issuer,
    scope: scopeOf(config),
    claims: {
      id: 'sub',
      email: 'email',
      ...(config.trustUnverifiedEmail ? {} : { emailVerified: 'email_verified' }),
      phone: 'phone_number',
      phoneVerified: 'phone_number_verified',
      name: 'name',
      avatar: 'picture',
    },
  };
};

type Describe = Pick<SsoProvider, 'providerName' | 'name' | 'description' | 'logo' | 'logoDark'>;

/** An OIDC provider kind; presets fix parts of the config (`fixed`) before it is checked. */
export const oidcSsoProvider = (
  describe: Describe,
  fixed: (config: Record<string, unknown>) => Record<string, unknown> = (config) => config,
): SsoProvider<OidcSsoConfig> => {
  const complete = (config: OidcSsoConfig) => oidcSsoConfigGuard.parse(fixed(config));
  return {
    ...describe,
    providerType: 'oidc',
    configGuard: z.preprocess(
      (value) =>
        value && typeof value === 'object' ? fixed(value as Record<string, unknown>) : value,
      oidcSsoConfigGuard,
    ) as unknown as z.ZodType<OidcSsoConfig>,
    providerConfig: async (config) => {
      const provider = await resolve(complete(config));
      return {
        ...config,
        issuer: provider.issuer,
        authorizationEndpoint: provider.authorizationEndpoint,
        tokenEndpoint: provider.tokenEndpoint,
        ...(provider.userInfoEndpoint ? { userinfoEndpoint: provider.userInfoEndpoint } : {}),
        ...(provider.jwksUri ? { jwksUri: provider.jwksUri } : {}),
        scope: provider.scope,
      };
    },
    issuer: async (config) => {
      const { issuer } = await resolve(complete(config));
      return typeof issuer === 'string' ? issuer : config.issuer;
    },
    authorizationUri: async (config, session) => ({
      uri: oidcAuthorizationUri(await resolve(complete(config)), session),
    }),
    userInfo: async (config, connectorData, session, _endpoints, onTokens) =>
      oidcUserInfo(await resolve(complete(config)), connectorData, session, onTokens),
  };
};
