import type { ConnectorDefinition } from '../connector-kit.ts';
import { buildAuthorizationUri } from '../social/oauth2-client.ts';
import { oauthUserInfo } from '../social/oauth2-flow.ts';
import {
  type ClientConfig,
  clientConfigGuard,
  clientFormItems,
  presetMetadata,
} from './preset-kit.ts';

const endpoints = {
  authorization: 'https://discord.com/oauth2/authorize',
  token: 'https://discord.com/api/oauth2/token',
  user: 'https://discord.com/api/users/@me',
};
const defaultScope = 'identify email';

/** Discord (OAuth 2.0): `/users/@me`, whose e-mail counts only when `verified` is true. */
export const discordConnector: ConnectorDefinition<ClientConfig> = {
  phraseKey: 'discord',
  metadata: presetMetadata({
    id: 'discord',
    letters: 'DC',
    color: '#5865f2',
    readme:
      'Create an application in the Discord developer portal, add your sign-in callback as an OAuth2 redirect, and paste its client id and secret.',
    configTemplate: { clientId: '', clientSecret: '', scope: defaultScope },
    formItems: clientFormItems(defaultScope),
  }),
  configGuard: clientConfigGuard,
  social: {
    authorizationUri: async (config, session) =>
      buildAuthorizationUri(endpoints.authorization, {
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: session.redirectUri,
        scope: config.scope ?? defaultScope,
        state: session.state,
      }),
    userInfo: (config, connectorData, session) =>
      oauthUserInfo(
        {
          ...config,
          tokenEndpoint: endpoints.token,
          userInfoEndpoint: endpoints.user,
          toUserInfo: async (profile) => {
            const id = String(profile.id);
            const name = profile.global_name ?? profile.username;
            return {
              id,
              ...(profile.verified === true && typeof profile.email === 'string'
                ? { email: profile.email }
                : {}),
              ...(typeof name === 'string' ? { name } : {}),
              ...(typeof profile.avatar === 'string'
                ? { avatar: `https://cdn.discordapp.com/avatars/${id}/${profile.avatar}.png` }
                : {}),
              rawData: profile,
            };
          },
        },
        connectorData,
        session,
      ),
  },
};
