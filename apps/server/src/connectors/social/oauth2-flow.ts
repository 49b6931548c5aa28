import {
  type ClientCredentials,
  exchangeCode,
  fetchProfile,
  requireAuthorizationCode,
} from './oauth2-client.ts';
import { mapProfile, type ProfileMap } from './profile-mapping.ts';
import type { SocialSession, SocialUserInfo } from './social-kit.ts';

/** An OAuth 2.0 provider whose profile endpoint says who the token's owner is. */
export type OAuthProvider = ClientCredentials & {
  tokenEndpoint: string;
  userInfoEndpoint: string;
  /** A profile mapping, or a function for providers whose profile needs more than paths. */
  toUserInfo:
    | ProfileMap
    | ((profile: Record<string, unknown>, accessToken: string) => Promise<SocialUserInfo>);
  usePkce?: boolean | undefined;
  /** Headers some APIs require on every call (GitHub wants a User-Agent). */
  headers?: Record<string, string> | undefined;
};

/** Finishes an OAuth 2.0 code flow: code → access token → profile → the person. */
export const oauthUserInfo = async (
  provider: OAuthProvider,
  connectorData: Record<string, unknown>,
  session: SocialSession,
): Promise<SocialUserInfo> => {
  const code = requireAuthorizationCode(connectorData);
  const tokens = await exchangeCode(
    provider.tokenEndpoint,
    provider,
    {
      code,
      redirectUri: session.redirectUri,
      codeVerifier: provider.usePkce ? session.codeVerifier : undefined,
    },
    provider.headers,
  );
  const accessToken = tokens.access_token as string;
  const profile = await fetchProfile(provider.userInfoEndpoint, accessToken, provider.headers);
  return typeof provider.toUserInfo === 'function'
    ? provider.toUserInfo(profile, accessToken)
    : mapProfile(profile, provider.toUserInfo);
};
