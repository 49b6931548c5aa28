import type { SsoProviderName } from '@gatehouse/schemas/entities/sso-connector';
import { oidcSsoProvider } from './oidc-sso.ts';
import { samlSsoProvider } from './saml-sso.ts';
import type { SsoProvider } from './sso-kit.ts';

const logo = (name: string) => `/sso-logos/${name}.svg`;

/**
 * The enterprise IdP kinds this server implements (`GET /api/sso-connector-providers`): the two
 * protocols and their presets, which only fix parts of the configuration.
 */
export const ssoProviders: SsoProvider[] = [
  samlSsoProvider({
    providerName: 'AzureAD',
    name: 'Microsoft Entra ID (SAML)',
    description: 'Sign in with Microsoft Entra ID (formerly Azure AD) over SAML 2.0.',
    logo: logo('azure-ad'),
    logoDark: logo('azure-ad'),
  }),
  oidcSsoProvider({
    providerName: 'AzureAdOidc',
    name: 'Microsoft Entra ID (OIDC)',
    description: 'Sign in with Microsoft Entra ID (formerly Azure AD) over OpenID Connect.',
    logo: logo('azure-ad'),
    logoDark: logo('azure-ad'),
  }),
  oidcSsoProvider(
    {
      providerName: 'GoogleWorkspace',
      name: 'Google Workspace',
      description: 'Sign in with the Google Workspace accounts of your organization.',
      logo: logo('google-workspace'),
      logoDark: logo('google-workspace'),
    },
    // Google's issuer is fixed; the console asks for the client only.
    (config) => ({ ...config, issuer: 'https://accounts.google.com' }),
  ),
  oidcSsoProvider({
    providerName: 'Okta',
    name: 'Okta',
    description: 'Sign in with an Okta organization over OpenID Connect.',
    logo: logo('okta'),
    logoDark: logo('okta'),
  }),
  oidcSsoProvider({
    providerName: 'OIDC',
    name: 'OIDC',
    description: 'Any OpenID Connect identity provider (discovery, authorization code with PKCE).',
    logo: logo('oidc'),
    logoDark: logo('oidc-dark'),
  }),
  samlSsoProvider({
    providerName: 'SAML',
    name: 'SAML',
    description: 'Any SAML 2.0 identity provider (HTTP-Redirect request, HTTP-POST response).',
    logo: logo('saml'),
    logoDark: logo('saml-dark'),
  }),
] as SsoProvider[];

export const findSsoProvider = (name: string): SsoProvider | undefined =>
  ssoProviders.find(({ providerName }) => providerName === (name as SsoProviderName));
