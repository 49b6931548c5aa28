import type { RelatedUser } from '@gatehouse/schemas/api/experience';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { experienceApi } from '../api/experience-api.ts';
import { socialApi, takeSocialSignIn } from '../api/social-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link, navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { connectorName } from '../components/social-buttons.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import styles from './form-page.module.css';

type Phase =
  | { kind: 'working' }
  | { kind: 'link'; verificationId: string; relatedUser: RelatedUser }
  | { kind: 'failed'; messages: string[] };

/** `data.relatedUser` of `user.identity_not_exist`: the account with the provider's address. */
const relatedUserOf = (data: unknown): RelatedUser | undefined => {
  const related = (data as { relatedUser?: Partial<RelatedUser> } | undefined)?.relatedUser;
  return related &&
    (related.type === 'email' || related.type === 'phone') &&
    typeof related.value === 'string'
    ? (related as RelatedUser)
    : undefined;
};

const isIdentityNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'user.identity_not_exist';

/**
 * `/callback/{connectorId}`: the provider sends the person back here. The page checks the
 * `state` against the one the sign-in page kept, has the server verify what the provider sent,
 * then identifies: a known identity signs in; an unknown one whose verified e-mail or phone an
 * account has asks the person before linking it; otherwise the identity registers (when the
 * tenant allows registration). Then the interaction is submitted and the browser returns to the
 * application.
 */
export const SocialCallbackPage = () => {
  const { experience, redirect } = useAppContext();
  const { t, i18n } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const [isLinking, setIsLinking] = useState(false);
  const started = useRef(false);
  const connectorId = decodeURIComponent(window.location.pathname.split('/callback/')[1] ?? '');
  const connector = experience.socialConnectors?.find(({ id }) => id === connectorId);
  const name = connector ? connectorName(connector, i18n.language) : connectorId;

  const fail = (error: unknown) => {
    // A registration that needs more (a username, a password…) continues on the profile page.
    if (error instanceof ApiError && error.code === 'user.missing_profile') {
      navigate('/continue', { replace: true });
      return;
    }
    setPhase({ kind: 'failed', messages: translateError(t, i18n, error) });
  };

  const submit = async () => {
    const answer = await experienceApi.submit();
    if (answer?.redirectTo) redirect(answer.redirectTo);
  };

  /** True when the person is identified; false when they must first agree to link. */
  const identifyOrRegister = async (verificationId: string) => {
    try {
      await socialApi.identify(verificationId);
      return true;
    } catch (error) {
      if (!isIdentityNotFound(error)) throw error;
      const relatedUser = relatedUserOf(error.data);
      if (relatedUser) {
        setPhase({ kind: 'link', verificationId, relatedUser });
        return false;
      }
      if (experience.signInMode === 'SignIn') {
        setPhase({ kind: 'failed', messages: [t('social.registration_closed')] });
        return false;
      }
      await experienceApi.changeInteractionEvent('Register');
      await socialApi.identify(verificationId);
      return true;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, the provider's code can be redeemed only once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takeSocialSignIn();
    const connectorData = Object.fromEntries(new URLSearchParams(window.location.search));
    // The state must be the one this tab sent: anything else is a forged or stale callback.
    if (!pending || pending.connectorId !== connectorId || connectorData.state !== pending.state) {
      setPhase({ kind: 'failed', messages: [t('social.state_mismatch')] });
      return;
    }
    void (async () => {
      try {
        await socialApi.verify(connectorId, pending.verificationId, connectorData);
        if (await identifyOrRegister(pending.verificationId)) await submit();
      } catch (error) {
        fail(error);
      }
    })();
  }, []);

  const link = async (verificationId: string) => {
    setIsLinking(true);
    try {
      await socialApi.identify(verificationId, true);
      await submit();
    } catch (error) {
      setIsLinking(false);
      fail(error);
    }
  };

  if (phase.kind === 'link') {
    return (
      <PageLayout
        pageTitle="sign_in"
        heading={t('social.link_title')}
        description={t('social.link_description', { identifier: phase.relatedUser.value, name })}
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void link(phase.verificationId);
          }}
        >
          <SubmitButton isBusy={isLinking}>{t('social.link_confirm')}</SubmitButton>
        </form>
        <p className={styles.switch}>
          <Link to="/sign-in">{t('social.back_to_sign_in')}</Link>
        </p>
      </PageLayout>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <PageLayout pageTitle="sign_in" heading={t('social.failed_title')}>
        <ErrorSummary messages={phase.messages} />
        <p className={styles.switch}>
          <Link to="/sign-in">{t('social.back_to_sign_in')}</Link>
        </p>
      </PageLayout>
    );
  }

  return (
    <PageLayout pageTitle="sign_in" heading={t('social.signing_in')}>
      <p aria-busy="true" aria-live="polite">
        {t('general.loading')}
      </p>
    </PageLayout>
  );
};
