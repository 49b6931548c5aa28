import type {
  SocialAuthorizationUriResponse,
  VerificationIdResponse,
} from '@gatehouse/schemas/api/experience';
import { requestApi } from './api-client.ts';
import { experienceApi } from './experience-api.ts';
import { randomState } from './social-api.ts';

const ssoPath = (connectorId: string, step: 'authorization-uri' | 'verify') =>
  `/api/experience/verification/sso/${encodeURIComponent(connectorId)}/${step}`;

/** The Experience API calls of enterprise single sign-on (contract "Experience API"). */
export const ssoApi = {
  /** The connectors whose domains cover the e-mail address (identifier-first routing). */
  connectorsForEmail: (email: string) =>
    requestApi<{ connectorIds: string[] }>(
      'GET',
      `/api/experience/sso-connectors?email=${encodeURIComponent(email)}`,
    ),
  authorizationUri: (connectorId: string, body: { state: string; redirectUri: string }) =>
    requestApi<SocialAuthorizationUriResponse>(
      'POST',
      ssoPath(connectorId, 'authorization-uri'),
      body,
    ),
  verify: (connectorId: string, verificationId: string, connectorData: Record<string, string>) =>
    requestApi<VerificationIdResponse>('POST', ssoPath(connectorId, 'verify'), {
      verificationId,
      connectorData,
    }),
};

/** What the page that left for the IdP remembers for the SSO callback page, in this tab only. */
export type PendingSsoSignIn = { connectorId: string; state: string; verificationId: string };
const storageKey = 'gatehouse.sso-sign-in';

/** The pending SSO sign-in, once: forgotten as it is read, so a reload cannot replay it. */
export const takeSsoSignIn = (): PendingSsoSignIn | undefined => {
  const stored = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<PendingSsoSignIn>;
    return typeof value.connectorId === 'string' &&
      typeof value.state === 'string' &&
      typeof value.verificationId === 'string'
      ? (value as PendingSsoSignIn)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Where the IdP (or the SAML assertion consumer service) sends the person back. */
export const ssoCallbackUri = (connectorId: string) =>
  `${window.location.origin}/callback/sso/${encodeURIComponent(connectorId)}`;

/**
 * Starts a sign-in with an enterprise connector: a sign-in interaction (registration when the
 * tenant only registers), the IdP's URL with a fresh `state`, remembered for the callback page.
 * Answers the URL to leave for.
 */
export const startSsoSignIn = async (connectorId: string, event: 'SignIn' | 'Register') => {
  await experienceApi.startInteraction(event);
  const state = randomState();
  const { authorizationUri, verificationId } = await ssoApi.authorizationUri(connectorId, {
    state,
    redirectUri: ssoCallbackUri(connectorId),
  });
  sessionStorage.setItem(storageKey, JSON.stringify({ connectorId, state, verificationId }));
  return authorizationUri;
};
