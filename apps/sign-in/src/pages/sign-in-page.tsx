import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link } from '../app/router.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { needsAgreement, TermsAgreement } from '../components/terms-agreement.tsx';
import { TextField } from '../components/text-field.tsx';
import { signInWithPassword } from '../flows/password-flows.ts';
import styles from './form-page.module.css';

type FieldErrors = { username?: string; password?: string; terms?: string };

export const SignInPage = () => {
  const { t, i18n } = useTranslation();
  const { experience, redirect } = useAppContext();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const [isAgreed, setAgreed] = useState(false);
  const mustAgree = needsAgreement(experience.agreeToTermsPolicy, experience, 'sign_in');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      username: username.trim() ? undefined : t('validation.username_required'),
      password: password ? undefined : t('validation.password_required'),
      terms: mustAgree && !isAgreed ? t('terms.agree_required') : undefined,
    };
    setFieldErrors(errors);
    setFormErrors([]);
    if (errors.username || errors.password || errors.terms) {
      (errors.username ? usernameRef : errors.password ? passwordRef : termsRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      redirect(await signInWithPassword(username.trim(), password));
    } catch (error) {
      setFormErrors(translateError(t, i18n, error));
      setBusy(false);
      // After wrong credentials the password is what usually needs retyping.
      if (error instanceof ApiError && error.code === 'session.invalid_credentials') {
        passwordRef.current?.focus();
      }
    }
  };

  return (
    <PageLayout
      pageTitle="sign_in"
      heading={t('sign_in.title')}
      description={t('sign_in.description')}
      hasLegalLinks={false}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        <TextField
          id="username"
          name="username"
          label={t('sign_in.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValueChange={setUsername}
          error={fieldErrors.username}
          inputRef={usernameRef}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          label={t('sign_in.password')}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={fieldErrors.password}
          inputRef={passwordRef}
        />
        <TermsAgreement
          flow="sign_in"
          isAgreed={isAgreed}
          onAgreedChange={setAgreed}
          error={fieldErrors.terms}
          inputRef={termsRef}
        />
        <SubmitButton isBusy={isBusy}>{t('sign_in.submit')}</SubmitButton>
      </form>
      {experience.signInMode === 'SignInAndRegister' && (
        <p className={styles.switch}>
          {t('sign_in.no_account')} <Link to="/register">{t('sign_in.create_account')}</Link>
        </p>
      )}
    </PageLayout>
  );
};
