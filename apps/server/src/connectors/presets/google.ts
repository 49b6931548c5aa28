import type { ConnectorDefinition } from '../connector-kit.ts';
import { type OidcProvider, oidcAuthorizationUri, oidcUserInfo } from '../social/oidc-flow.ts';
import {
  type ClientConfig,
  clientConfigGuard,
  clientFormItems,
  presetMetadata,
} from './preset-kit.ts';

const defaultScope = 'openid profile email';

/** Google's OpenID Connect endpoints; its id_tokens name either spelling of the issuer. */
const providerOf = (config: ClientConfig): OidcProvider => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  userInfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  issuer: (issuer) => issuer === 'https://accounts.google.com' || issuer === 'accounts.google.com',
  scope: config.scope ?? defaultScope,
});

/** Google (OpenID Connect): `email` counts when `email_verified` is true. */
export const googleConnector: ConnectorDefinition<ClientConfig> = {
  phraseKey: 'google',
  metadata: presetMetadata({
    id: 'google',
    letters: 'G',
    color: '#4285f4',
    readme:
      'Create an OAuth client (web application) in the Google Cloud console, add your sign-in callback as an authorized redirect URI, and paste its client id and secret.',
    configTemplate: { clientId: '', clientSecret: '', scope: defaultScope },
    formItems: clientFormItems(defaultScope),
  }),
  configGuard: clientConfigGuard,
  social: {
    authorizationUri: async (config, session) => oidcAuthorizationUri(providerOf(config), session),
    userInfo: (config, connectorData, session) =>
      oidcUserInfo(providerOf(config), connectorData, session),
  },
};
