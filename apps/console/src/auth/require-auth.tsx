import { LogtoError, useLogto } from '@logto/react';
import { type ReactNode, useEffect } from 'react';
import { PageLoading } from '../kit/page-loading.tsx';
import { useAuthActions } from './auth-actions.ts';

/** Insecure pages cannot sign in at all; retrying would loop, so the error page explains it. */
export const isInsecureContextError = (error: unknown) =>
  error instanceof LogtoError && error.code === 'crypto_subtle_unavailable';

/** Renders children only for a signed-in user; anyone else is sent to sign in. */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { isAuthenticated, isLoading, error } = useLogto();
  const { restartSignIn } = useAuthActions();
  const shouldSignIn = Boolean(error) || (!isLoading && !isAuthenticated);

  useEffect(() => {
    if (shouldSignIn && !isInsecureContextError(error)) void restartSignIn();
  }, [shouldSignIn, error, restartSignIn]);

  if (isInsecureContextError(error)) throw error;
  // Token refreshes flip `isLoading` while signed in; only the first load shows a spinner.
  if (!isAuthenticated || error) return <PageLoading />;
  return children;
};
