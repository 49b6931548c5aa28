import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import type { InteractionEvent } from '../api/experience-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link, navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { Notice } from '../components/notice.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { identifyWithCode, resendCode, verifyCode } from '../flows/code-flows.ts';
import { finishInteraction } from '../flows/finish-interaction.ts';
import { currentFlowState, type FlowState } from '../flows/flow-state.ts';
import { displayIdentifier, inSentence } from '../flows/identifiers.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';

/** Seconds before another code may be asked for (the server limits codes per address too). */
export const resendDelaySeconds = 60;

const secondsLeft = (sentAt: number) =>
  Math.max(0, Math.ceil(resendDelaySeconds - (Date.now() - sentAt) / 1000));

/**
 * Counts down to when a new code may be sent. The seconds are computed while rendering, so the
 * render that shows a new code's notice already shows its countdown (an effect would leave one
 * frame with the resend button back).
 */
const useCountdown = (sentAt: number | undefined) => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!sentAt) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(sentAt) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return sentAt ? secondsLeft(sentAt) : 0;
};

const startPaths: Record<InteractionEvent, string> = {
  SignIn: '/sign-in',
  Register: '/register',
  ForgotPassword: '/forgot-password',
};

/** The other event the person may switch to when the address's account state does not fit. */
type Switch = { to: InteractionEvent; messageKey: string; actionKey: string };

/**
 * `/verification-code`: the code sent for sign-in, registration or a password reset. A sign-in
 * code for an address without an account offers registration, a registration code for an address
 * that has one offers sign-in (when the tenant allows both), as Logto's pages do.
 */
export const VerificationCodePage = () => {
  const { t, i18n } = useTranslation();
  const { experience } = useAppContext();
  const finish = useFinish();
  const [state, setState] = useState<FlowState | undefined>(currentFlowState);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  const [offer, setOffer] = useState<Switch>();
  const [isBusy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const left = useCountdown(state?.code?.sentAt);

  useEffect(() => {
    if (!state?.code) navigate('/sign-in', { replace: true });
  }, [state]);
  if (!state?.code) return null;
  const identifier = inSentence(displayIdentifier(state.identifier));
  const canSwitch = experience.signInMode === 'SignInAndRegister';

  const fail = (error: unknown) => {
    const apiCode = error instanceof ApiError ? error.code : undefined;
    if (apiCode?.startsWith('verification_code.')) {
      setFieldError(translateError(t, i18n, error)[0]);
      codeRef.current?.focus();
    } else setFormErrors(translateError(t, i18n, error));
    setBusy(false);
  };

  /** After identification: finish, or first collect what the new account still needs. */
  const proceed = async (identified: FlowState) => {
    if (identified.event === 'ForgotPassword') return navigate('/forgot-password/reset');
    if (identified.missingProfile?.length) return navigate('/continue');
    finish(await finishInteraction());
  };

  const identify = async (verified: FlowState, event?: InteractionEvent) => {
    try {
      await proceed(await identifyWithCode(verified, event));
    } catch (error) {
      const apiCode = error instanceof ApiError ? error.code : undefined;
      if (canSwitch && verified.event === 'SignIn' && apiCode === 'user.user_not_exist') {
        setOffer({
          to: 'Register',
          messageKey: 'verification_code.no_account',
          actionKey: 'verification_code.create_account',
        });
        setBusy(false);
      } else if (
        canSwitch &&
        verified.event === 'Register' &&
        (apiCode === 'user.email_already_in_use' || apiCode === 'user.phone_already_in_use')
      ) {
        setOffer({
          to: 'SignIn',
          messageKey: 'verification_code.account_exists',
          actionKey: 'verification_code.sign_in_instead',
        });
        setBusy(false);
      } else fail(error);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    setFieldError(typed ? undefined : t('verification_code.required'));
    setFormErrors([]);
    setNotice(undefined);
    if (!typed) return codeRef.current?.focus();
    setBusy(true);
    try {
      const verified = await verifyCode(state, typed);
      setState(verified);
      await identify(verified);
    } catch (error) {
      fail(error);
    }
  };

  const handleResend = async () => {
    setFormErrors([]);
    setFieldError(undefined);
    try {
      setState(await resendCode(state));
      setCode('');
      setNotice(t('verification_code.resent'));
      codeRef.current?.focus();
    } catch (error) {
      fail(error);
    }
  };

  const handleSwitch = async () => {
    if (!offer) return;
    setBusy(true);
    setOffer(undefined);
    await identify(state, offer.to);
  };

  return (
    <PageLayout
      pageTitle="verification_code.title"
      heading={t('verification_code.title')}
      description={t('verification_code.description', { identifier })}
      hasLegalLinks={false}
    >
      <Notice message={notice} />
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        <TextField
          id="code"
          name="code"
          label={t('verification_code.label')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onValueChange={setCode}
          error={fieldError}
          inputRef={codeRef}
        />
        {offer ? (
          <div className={styles.offer} role="alert">
            <p>{t(offer.messageKey, { identifier })}</p>
            <button type="button" className={styles.textButton} onClick={handleSwitch}>
              {t(offer.actionKey)}
            </button>
          </div>
        ) : (
          <SubmitButton isBusy={isBusy}>{t('verification_code.submit')}</SubmitButton>
        )}
      </form>
      {left > 0 ? (
        <p className={styles.switch}>{t('verification_code.resend_in', { seconds: left })}</p>
      ) : (
        <button type="button" className={styles.textButton} onClick={handleResend}>
          {t('verification_code.resend')}
        </button>
      )}
      <p className={styles.switch}>
        <Link to={startPaths[state.event]}>{t('verification_code.start_again')}</Link>
      </p>
    </PageLayout>
  );
};
