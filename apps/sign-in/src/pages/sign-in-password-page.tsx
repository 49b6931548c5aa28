import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link, navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { startCodeFlow } from '../flows/code-flows.ts';
import { currentFlowState } from '../flows/flow-state.ts';
import { displayIdentifier, inSentence } from '../flows/identifiers.ts';
import { signInWithPassword } from '../flows/password-flows.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';

/** `/sign-in/password`: the second step of identifier-first sign-in. */
export const SignInPasswordPage = () => {
  const { t, i18n } = useTranslation();
  const { experience } = useAppContext();
  const finish = useFinish();
  const [state] = useState(currentFlowState);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const identifier = state?.identifier;
  const method = experience.signIn.methods.find((each) => each.identifier === identifier?.type);
  const hasForgotPassword = experience.forgotPassword?.email || experience.forgotPassword?.phone;

  useEffect(() => {
    // Reached without an identifier (a bookmark, another tab): start from the first step.
    if (!identifier) navigate('/sign-in', { replace: true });
  }, [identifier]);
  if (!identifier) return null;

  const run = async (action: () => Promise<void>) => {
    setFormErrors([]);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setFormErrors(translateError(t, i18n, caught));
      setBusy(false);
      if (caught instanceof ApiError && caught.code === 'session.invalid_credentials') {
        passwordRef.current?.focus();
      }
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = password ? undefined : t('validation.password_required');
    setError(missing);
    if (missing) return passwordRef.current?.focus();
    void run(async () => finish(await signInWithPassword(identifier, password)));
  };

  const signInWithCode = () =>
    run(async () => {
      await startCodeFlow('SignIn', identifier);
      navigate('/verification-code');
    });

  return (
    <PageLayout
      pageTitle="sign_in_options.password_title"
      heading={t('sign_in_options.password_title')}
      description={t('sign_in_options.signing_in_as', {
        identifier: inSentence(displayIdentifier(identifier)),
      })}
      hasLegalLinks={false}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        {/* Lets password managers file the password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={identifier.value}
          readOnly
          hidden
        />
        <TextField
          id="password"
          name="password"
          type="password"
          label={t('sign_in.password')}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={error}
          inputRef={passwordRef}
        />
        {hasForgotPassword && (
          <Link className={styles.link} to="/forgot-password">
            {t('sign_in_options.forgot_password')}
          </Link>
        )}
        <SubmitButton isBusy={isBusy}>{t('sign_in.submit')}</SubmitButton>
      </form>
      {method?.verificationCode && identifier.type !== 'username' && (
        <button
          type="button"
          className={styles.textButton}
          onClick={signInWithCode}
          disabled={isBusy}
        >
          {t('sign_in_options.use_code')}
        </button>
      )}
      <p className={styles.switch}>
        <Link to="/sign-in">{t('identifier.change')}</Link>
      </p>
    </PageLayout>
  );
};
