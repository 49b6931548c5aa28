import LogtoClient from '@logto/browser';
import { buildLogtoConfig } from '../auth/logto-config.ts';
import {
  consoleBasePath,
  currentConsoleLocation,
  saveRedirectLocation,
} from '../auth/redirect-storage.ts';

/** The route that finishes sign-in (router.tsx, `callback`): it needs the whole console. */
const callbackPath = `${consoleBasePath}/callback`;

/**
 * Reads the one field the redirect needs from the public console configuration, without the zod
 * schema (app/console-config.ts validates it fully once the console itself starts).
 */
const fetchAdminEndpoint = async (): Promise<string | undefined> => {
  const response = await fetch('/api/.well-known/console-config', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  const endpoint =
    typeof body === 'object' && body !== null && 'adminEndpoint' in body
      ? body.adminEndpoint
      : undefined;
  return typeof endpoint === 'string' && endpoint ? endpoint.replace(/\/+$/, '') : undefined;
};

/**
 * Every console page but the sign-in callback requires a signed-in user (router.tsx: RequireAuth
 * around the shell and the profile). A visitor without tokens is therefore sent to sign-in from
 * here, with only the SDK's sign-in code loaded, instead of after the whole console has been
 * downloaded and rendered. Does what RequireAuth's `restartSignIn` would do: saves where the
 * visitor was, honours `?sign_up=true`, and signs in with the console's own configuration.
 *
 * Returns true when the browser is on its way to the sign-in page. Anything else (signed in, on
 * the callback, configuration or SDK failing, a context without Web Crypto) returns false, and the
 * console starts as before: it shows the error page or starts sign-in itself.
 */
export const redirectSignedOutVisitor = async (): Promise<boolean> => {
  if (window.location.pathname.startsWith(callbackPath)) return false;
  try {
    // Signed in means an ID token in storage, as LogtoProvider reads it (isAuthenticated).
    const probe = new LogtoClient(buildLogtoConfig({ adminEndpoint: window.location.origin }));
    if (await probe.isAuthenticated()) return false;
    const adminEndpoint = await fetchAdminEndpoint();
    if (!adminEndpoint) return false;
    const client = new LogtoClient(buildLogtoConfig({ adminEndpoint }));
    const isSignUp = new URLSearchParams(window.location.search).get('sign_up') === 'true';
    saveRedirectLocation(currentConsoleLocation());
    await client.signIn({
      redirectUri: `${window.location.origin}${callbackPath}`,
      ...(isSignUp ? { firstScreen: 'register' as const } : {}),
    });
    return true;
  } catch {
    return false;
  }
};
