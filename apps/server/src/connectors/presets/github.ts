import type { ConnectorDefinition } from '../connector-kit.ts';
import { buildAuthorizationUri, fetchWithToken } from '../social/oauth2-client.ts';
import { oauthUserInfo } from '../social/oauth2-flow.ts';
import {
  type ClientConfig,
  clientConfigGuard,
  clientFormItems,
  presetMetadata,
} from './preset-kit.ts';

const endpoints = {
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  user: 'https://api.github.com/user',
  emails: 'https://api.github.com/user/emails',
};
const defaultScope = 'read:user user:email';
// GitHub's API refuses requests without a User-Agent.
const headers = { 'user-agent': 'Gatehouse', 'x-github-api-version': '2022-11-28' };

type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/**
 * GitHub (OAuth 2.0). The profile's `email` is only the public one, so the verified primary
 * address is read from `/user/emails` (scope `user:email`); without that scope there is none.
 */
export const githubConnector: ConnectorDefinition<ClientConfig> = {
  phraseKey: 'github',
  metadata: presetMetadata({
    id: 'github',
    letters: 'GH',
    color: '#24292f',
    readme:
      'Create an OAuth app in GitHub (Settings → Developer settings), set its callback URL to your sign-in callback, and paste its client id and secret.',
    configTemplate: { clientId: '', clientSecret: '', scope: defaultScope },
    formItems: clientFormItems(defaultScope),
  }),
  configGuard: clientConfigGuard,
  social: {
    authorizationUri: async (config, session) =>
      buildAuthorizationUri(endpoints.authorization, {
        client_id: config.clientId,
        redirect_uri: session.redirectUri,
        scope: config.scope ?? defaultScope,
        state: session.state,
      }),
    userInfo: (config, connectorData, session) =>
      oauthUserInfo(
        {
          ...config,
          tokenEndpointAuthMethod: 'client_secret_post',
          tokenEndpoint: endpoints.token,
          userInfoEndpoint: endpoints.user,
          headers,
          toUserInfo: async (profile, accessToken) => {
            const emails = await fetchWithToken(endpoints.emails, accessToken, headers).catch(
              () => undefined,
            );
            const list = Array.isArray(emails) ? (emails as GitHubEmail[]) : [];
            const primary = list.find(({ primary, verified }) => primary && verified);
            const name = profile.name ?? profile.login;
            return {
              id: String(profile.id),
              ...(primary ? { email: primary.email } : {}),
              ...(typeof name === 'string' ? { name } : {}),
              ...(typeof profile.avatar_url === 'string' ? { avatar: profile.avatar_url } : {}),
              rawData: profile,
            };
          },
        },
        connectorData,
        session,
      ),
  },
};
