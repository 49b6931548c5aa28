import { useEffect, useRef } from 'react';
import { startSsoSignIn } from '../api/sso-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { PageLayout } from '../components/page-layout.tsx';

/** The pages a failed direct sign-in may fall back to (the server's `fallback` parameter). */
const fallbackRoutes = new Set([
  'sign-in',
  'register',
  'reset-password',
  'identifier-sign-in',
  'identifier-register',
  'single-sign-on',
]);

/**
 * `/direct/{method}/{target}?fallback=…`: the authorization request's `direct_sign_in` (Logto's
 * parameter; oidc/interaction-url.ts builds this address). `sso:{connectorId}` starts that
 * connector's sign-in at once: to its IdP, or, after an IdP-initiated SAML sign-in, straight to
 * the SSO callback page with the assertion the server parked. Any other method, or a failure,
 * goes to the fallback page.
 */
export const DirectSignInPage = () => {
  const { experience, redirect } = useAppContext();
  const { t } = useTranslation();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const [, , method = '', target = ''] = window.location.pathname.split('/');
    const params = new URLSearchParams(window.location.search);
    const fallback = params.get('fallback') ?? '';
    const fallBack = () =>
      navigate(`/${fallbackRoutes.has(fallback) ? fallback : 'sign-in'}`, { replace: true });
    if (method !== 'sso' || !target) {
      fallBack();
      return;
    }
    void startSsoSignIn(
      decodeURIComponent(target),
      experience.signInMode === 'Register' ? 'Register' : 'SignIn',
    ).then(redirect, fallBack);
  }, []);

  return (
    <PageLayout pageTitle="sign_in" heading={t('sso.signing_in')}>
      <p aria-busy="true" aria-live="polite">
        {t('general.loading')}
      </p>
    </PageLayout>
  );
};
