import { useLogto } from '@logto/react';
import { useCallback, useMemo } from 'react';
import {
  consoleBasePath,
  currentConsoleLocation,
  saveRedirectLocation,
} from './redirect-storage.ts';

export const callbackPath = '/callback';

// Several failing calls can ask for a new sign-in at once; only the first one redirects.
let signInStartedAt = 0;
const restartGuardMs = 5000;

/** Starts sign-in (saving where the user was) and signs out (spec §2 start-up behaviour). */
export const useAuthActions = () => {
  const { signIn, signOut } = useLogto();

  const restartSignIn = useCallback(async () => {
    if (Date.now() - signInStartedAt < restartGuardMs) return;
    signInStartedAt = Date.now();
    const here = currentConsoleLocation();
    // The callback URL is never a place to come back to.
    if (!here.startsWith(callbackPath)) saveRedirectLocation(here);
    const isSignUp = new URLSearchParams(window.location.search).get('sign_up') === 'true';
    await signIn({
      redirectUri: `${window.location.origin}${consoleBasePath}${callbackPath}`,
      ...(isSignUp ? { firstScreen: 'register' as const } : {}),
    });
  }, [signIn]);

  const signOutOfConsole = useCallback(
    () => signOut(`${window.location.origin}${consoleBasePath}`),
    [signOut],
  );

  return useMemo(
    () => ({ restartSignIn, signOut: signOutOfConsole }),
    [restartSignIn, signOutOfConsole],
  );
};
