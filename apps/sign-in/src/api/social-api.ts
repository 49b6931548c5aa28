import type {
  SocialAuthorizationUriBody,
  SocialAuthorizationUriResponse,
  VerificationIdResponse,
} from '@gatehouse/schemas/api/experience';
import { requestApi } from './api-client.ts';

const socialPath = (connectorId: string, step: 'authorization-uri' | 'verify') =>
  `/api/experience/verification/social/${encodeURIComponent(connectorId)}/${step}`;

/** The Experience API calls of social sign-in (contract "Experience API"). */
export const socialApi = {
  authorizationUri: (connectorId: string, body: SocialAuthorizationUriBody) =>
    requestApi<SocialAuthorizationUriResponse>(
      'POST',
      socialPath(connectorId, 'authorization-uri'),
      body,
    ),
  verify: (connectorId: string, verificationId: string, connectorData: Record<string, string>) =>
    requestApi<VerificationIdResponse>('POST', socialPath(connectorId, 'verify'), {
      verificationId,
      connectorData,
    }),
  /** `linkSocialIdentity`: the person agreed to link the identity to their existing account. */
  identify: (verificationId: string, linkSocialIdentity = false) =>
    requestApi('POST', '/api/experience/identification', {
      verificationId,
      ...(linkSocialIdentity ? { linkSocialIdentity: true } : {}),
    }),
};

/** What the page that left for the provider remembers for the callback page, in this tab only. */
export type PendingSocialSignIn = { connectorId: string; state: string; verificationId: string };

const storageKey = 'gatehouse.social-sign-in';

export const rememberSocialSignIn = (pending: PendingSocialSignIn) =>
  sessionStorage.setItem(storageKey, JSON.stringify(pending));

/** The pending sign-in, once: it is forgotten as it is read, so a reload cannot replay it. */
export const takeSocialSignIn = (): PendingSocialSignIn | undefined => {
  const stored = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<PendingSocialSignIn>;
    return typeof value.connectorId === 'string' &&
      typeof value.state === 'string' &&
      typeof value.verificationId === 'string'
      ? (value as PendingSocialSignIn)
      : undefined;
  } catch {
    return undefined;
  }
};

/** An unguessable `state` for the provider round trip (RFC 6749 §10.12). */
export const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** Where the provider sends the person back: this app's `/callback/{connectorId}` page. */
export const socialCallbackUri = (connectorId: string) =>
  `${window.location.origin}/callback/${encodeURIComponent(connectorId)}`;
