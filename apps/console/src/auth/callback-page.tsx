import { useHandleSignInCallback } from '@logto/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../kit/page-loading.tsx';
import { useAuthActions } from './auth-actions.ts';
import { savedRedirectLocation } from './redirect-storage.ts';

/** `/console/callback`: finishes sign-in, then returns to where the user started. */
export const CallbackPage = () => {
  const navigate = useNavigate();
  const { restartSignIn } = useAuthActions();
  const { error, isAuthenticated, isLoading } = useHandleSignInCallback(() => {
    navigate(savedRedirectLocation(), { replace: true });
  });

  useEffect(() => {
    // A failed callback, or a visit to this URL without one, starts over (spec §2).
    const hasCode = new URLSearchParams(window.location.search).has('code');
    if (error) void restartSignIn();
    else if (!isLoading && !hasCode) {
      if (isAuthenticated) navigate(savedRedirectLocation(), { replace: true });
      else void restartSignIn();
    }
  }, [error, isAuthenticated, isLoading, navigate, restartSignIn]);

  return <PageLoading />;
};
