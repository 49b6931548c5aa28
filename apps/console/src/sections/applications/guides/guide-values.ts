import type { Application, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import { validateRedirectUri } from '@gatehouse/schemas/rules/redirect-uri';
import type { Guide, GuideValues } from './guide-types.ts';

const originOf = (uri: string) => {
  const url = URL.parse(uri);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
};

/** The newest secret that has not expired; the legacy secret only when no named one exists. */
export const pickSecret = (
  application: Pick<Application, 'secret'>,
  secrets: readonly ApplicationSecret[],
  now = Date.now(),
): string | undefined => {
  const usable = secrets
    .filter((secret) => secret.expiresAt === null || secret.expiresAt > now)
    .sort((a, b) => b.createdAt - a.createdAt);
  return usable[0]?.value ?? application.secret;
};

/**
 * Fills a guide with the app's real values: its id and secret, the tenant's endpoint, and the
 * first redirect URI it registered (or the guide's sample URL until it registers one).
 * Example: a React guide for an SPA with `https://a.com/cb` registered keeps `https://a.com/cb`.
 */
export const buildGuideValues = ({
  guide,
  application,
  endpoint,
  secret,
  resource,
  cookieSecret,
}: {
  guide: Pick<Guide, 'defaultBaseUrl' | 'callbackPath' | 'id'>;
  application: Pick<Application, 'id' | 'type' | 'oidcClientMetadata'>;
  endpoint: string;
  secret?: string;
  resource?: string;
  cookieSecret: string;
}): GuideValues => {
  const isNative = guide.id === 'react-native';
  const registered = application.oidcClientMetadata.redirectUris.find((uri) =>
    validateRedirectUri(uri, isNative ? 'mobile' : 'web'),
  );
  const isFixedPath = guide.id === 'express';
  const baseUrl = (registered && originOf(registered)) ?? guide.defaultBaseUrl;
  const redirectUri =
    registered && !isFixedPath
      ? registered
      : isNative
        ? guide.defaultBaseUrl + guide.callbackPath
        : `${baseUrl}${guide.callbackPath}`;
  // @logto/express always returns to its base URL after sign-out.
  const postLogoutRedirectUri = isFixedPath
    ? baseUrl
    : (application.oidcClientMetadata.postLogoutRedirectUris[0] ??
      (isNative ? guide.defaultBaseUrl + guide.callbackPath : baseUrl));
  const cleanEndpoint = endpoint.replace(/\/+$/, '');
  return {
    appId: application.id,
    appSecret: secret,
    endpoint: cleanEndpoint,
    issuer: `${cleanEndpoint}/oidc`,
    baseUrl,
    redirectUri,
    postLogoutRedirectUri,
    cookieSecret,
    resource,
  };
};

/** Placeholder put in snippets when the app has no secret yet; the page tells how to get one. */
export const missingSecretPlaceholder = '<create-a-secret-in-the-settings-tab>';

export const secretOrPlaceholder = (values: GuideValues) =>
  values.appSecret ?? missingSecretPlaceholder;

/** 32 random letters and digits for the cookie secret of server-side samples. */
export const randomCookieSecret = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => alphabet[byte % 62]).join(
    '',
  );
};
