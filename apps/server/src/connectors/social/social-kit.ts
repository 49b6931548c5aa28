import { DomainError } from '../../services/domain-error.ts';

/**
 * The person a social provider vouched for, as the Experience API names it (`socialUserInfo`).
 * `email` and `phone` are set only when the provider says it verified them: they are what an
 * existing account may be linked by, so an unverified address must never land here.
 */
export type SocialUserInfo = {
  id: string;
  email?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  avatar?: string | undefined;
  rawData?: Record<string, unknown> | undefined;
};

/**
 * What the authorization step remembers for the callback, in the verification record: the
 * client's `state`, the redirect URI (the token request must repeat it) and, for OpenID Connect,
 * the `nonce` the id_token must carry and the PKCE verifier.
 */
export type SocialSession = {
  state: string;
  redirectUri: string;
  nonce?: string | undefined;
  codeVerifier?: string | undefined;
};

/** What a social connector does besides being configured: start and finish an authorization. */
export type SocialBehaviour<Config> = {
  /** The provider's authorization URL for this session. */
  authorizationUri: (config: Config, session: SocialSession) => Promise<string>;
  /**
   * Exchanges what the provider sent back (`connectorData`: the callback's query, `code`,
   * `state`, or `error`) for the person. The state was checked by the caller already.
   */
  userInfo: (
    config: Config,
    connectorData: Record<string, unknown>,
    session: SocialSession,
  ) => Promise<SocialUserInfo>;
};

type SocialErrorCode =
  | 'authorization_failed'
  | 'social_auth_code_invalid'
  | 'social_invalid_id_token'
  | 'social_invalid_access_token'
  | 'invalid_response'
  | 'invalid_config'
  | 'general';

/**
 * A social connector failure as `connector.<code>` (contract errors.md: the `social_*` and
 * `authorization_failed` codes answer 401). `data` carries what the provider said in its own
 * words (`error`, `error_description`), never tokens or secrets.
 */
export const socialError = (code: SocialErrorCode, data?: Record<string, unknown>) =>
  new DomainError(`connector.${code}`, {
    ...(data ? { data } : {}),
    interpolation: { message: typeof data?.error === 'string' ? data.error : '' },
  });
