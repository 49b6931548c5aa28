import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { experienceApi } from '../api/experience-api.ts';
import { ssoApi, takeSsoSignIn } from '../api/sso-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link, navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import styles from './form-page.module.css';

const isIdentityNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === 'user.identity_not_exist';

/**
 * `/callback/sso/{connectorId}`: the enterprise IdP (OIDC: with `code` and `state`; SAML: the
 * assertion consumer service, with `state` and `samlSessionId`) sends the person back here. The
 * page checks the `state` against the one this tab kept, has the server verify, then identifies:
 * a known identity (or the account of the IdP's e-mail) signs in, otherwise the identity
 * registers when the tenant allows it. Then the interaction is submitted.
 */
export const SsoCallbackPage = () => {
  const { experience, redirect } = useAppContext();
  const { t, i18n } = useTranslation();
  const [messages, setMessages] = useState<string[]>();
  const started = useRef(false);
  const connectorId = decodeURIComponent(
    window.location.pathname.split('/callback/sso/')[1]?.replace(/\/+$/, '') ?? '',
  );

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'user.missing_profile') {
      navigate('/continue', { replace: true });
      return;
    }
    setMessages(translateError(t, i18n, error));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, what the IdP sent can be redeemed only once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takeSsoSignIn();
    const connectorData = Object.fromEntries(new URLSearchParams(window.location.search));
    // The state must be the one this tab sent: anything else is a forged or stale callback.
    if (!pending || pending.connectorId !== connectorId || connectorData.state !== pending.state) {
      setMessages([t('sso.state_mismatch')]);
      return;
    }
    void (async () => {
      try {
        await ssoApi.verify(connectorId, pending.verificationId, connectorData);
        try {
          await experienceApi.identify(pending.verificationId);
        } catch (error) {
          if (!isIdentityNotFound(error)) throw error;
          if (experience.signInMode === 'SignIn') {
            setMessages([t('sso.registration_closed')]);
            return;
          }
          await experienceApi.changeInteractionEvent('Register');
          await experienceApi.identify(pending.verificationId);
        }
        const answer = await experienceApi.submit();
        if (answer?.redirectTo) redirect(answer.redirectTo);
      } catch (error) {
        fail(error);
      }
    })();
  }, []);

  if (messages) {
    return (
      <PageLayout pageTitle="sign_in" heading={t('sso.failed_title')}>
        <ErrorSummary messages={messages} />
        <p className={styles.switch}>
          <Link to="/sign-in">{t('sso.back_to_sign_in')}</Link>
        </p>
      </PageLayout>
    );
  }

  return (
    <PageLayout pageTitle="sign_in" heading={t('sso.signing_in')}>
      <p aria-busy="true" aria-live="polite">
        {t('general.loading')}
      </p>
    </PageLayout>
  );
};
