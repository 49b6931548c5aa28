import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link, navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { Notice } from '../components/notice.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { PasskeySignInSlot } from '../components/passkey-sign-in-slot.tsx';
import { SocialSignInSlot } from '../components/social-sign-in-slot.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { needsAgreement, TermsAgreement } from '../components/terms-agreement.tsx';
import { TextField } from '../components/text-field.tsx';
import { takeSignInNotice, writeFlowState } from '../flows/flow-state.ts';
import { identifierInputProps, identifierLabelKey, parseIdentifier } from '../flows/identifiers.ts';
import { singleSignOnUrl, useSsoRouting } from '../flows/sso-routing.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';

type FieldErrors = { identifier?: string; password?: string; terms?: string };

/**
 * `/sign-in`. When every enabled method signs in with a password only, identifier and password
 * share one form (what password managers expect); otherwise the page asks for the identifier
 * first and continues with the password or a code, as that identifier's method allows.
 */
export const SignInPage = () => {
  const { t, i18n } = useTranslation();
  const { experience, redirect } = useAppContext();
  const finish = useFinish();
  const methods = experience.signIn.methods;
  const types = methods.map((method) => method.identifier);
  const isPasswordForm =
    methods.length > 0 && methods.every((method) => method.password && !method.verificationCode);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const [notice] = useState(() => takeSignInNotice());
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const [isAgreed, setAgreed] = useState(false);
  const mustAgree = needsAgreement(experience.agreeToTermsPolicy, experience, 'sign_in');
  const label = t(identifierLabelKey(types));
  const hasForgotPassword = experience.forgotPassword?.email || experience.forgotPassword?.phone;
  // An e-mail of a domain an enterprise connector claims signs in there (identifier-first SSO).
  const ssoConnectorId = useSsoRouting(identifier);
  const showsPassword = isPasswordForm && !ssoConnectorId;

  const startSingleSignOn = async (connectorId: string) => {
    if (mustAgree && !isAgreed) {
      setFieldErrors({ terms: t('terms.agree_required') });
      termsRef.current?.focus();
      return;
    }
    setBusy(true);
    setFormErrors([]);
    try {
      redirect(await singleSignOnUrl(connectorId, experience.signInMode));
    } catch (error) {
      setFormErrors(translateError(t, i18n, error));
      setBusy(false);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (ssoConnectorId) return startSingleSignOn(ssoConnectorId);
    const parsed = identifier.trim() ? parseIdentifier(identifier, types) : undefined;
    const errors: FieldErrors = {
      identifier: !parsed
        ? types.length === 1 && types[0] === 'username'
          ? t('validation.username_required')
          : t('identifier.required', { label })
        : 'error' in parsed
          ? t(`identifier.${parsed.error}`)
          : undefined,
      password: isPasswordForm && !password ? t('validation.password_required') : undefined,
      terms: mustAgree && !isAgreed ? t('terms.agree_required') : undefined,
    };
    const method =
      parsed && 'identifier' in parsed
        ? methods.find((each) => each.identifier === parsed.identifier.type)
        : undefined;
    if (!errors.identifier && !method)
      errors.identifier = t('errors.user.sign_in_method_not_enabled');
    setFieldErrors(errors);
    setFormErrors([]);
    if (
      errors.identifier ||
      errors.password ||
      errors.terms ||
      !parsed ||
      !('identifier' in parsed)
    )
      return (
        errors.identifier ? identifierRef : errors.password ? passwordRef : termsRef
      ).current?.focus();
    setBusy(true);
    try {
      if (isPasswordForm) {
        // The password flow (and the submit it ends with) loads on submit, not with the page:
        // the first load stays within its 75 KB budget.
        const { signInWithPassword } = await import('../flows/password-flows.ts');
        finish(await signInWithPassword(parsed.identifier, password));
      } else if (method?.password && (method.isPasswordPrimary || !method.verificationCode)) {
        writeFlowState({ event: 'SignIn', identifier: parsed.identifier });
        navigate('/sign-in/password');
      } else {
        // Code sign-in's module loads with the code page, not with this one.
        const { startCodeFlow } = await import('../flows/code-flows.ts');
        await startCodeFlow('SignIn', parsed.identifier);
        navigate('/verification-code');
      }
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
      <Notice message={notice ? t(notice) : undefined} />
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        <TextField
          id="identifier"
          name="identifier"
          label={label}
          {...identifierInputProps(types)}
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onValueChange={setIdentifier}
          error={fieldErrors.identifier}
          hint={types.includes('phone') ? t('identifier.phone_hint') : undefined}
          inputRef={identifierRef}
        />
        {ssoConnectorId && <p aria-live="polite">{t('sso.notice')}</p>}
        {showsPassword && (
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
        )}
        {showsPassword && hasForgotPassword && (
          <Link className={styles.link} to="/forgot-password">
            {t('sign_in_options.forgot_password')}
          </Link>
        )}
        <TermsAgreement
          flow="sign_in"
          isAgreed={isAgreed}
          onAgreedChange={setAgreed}
          error={fieldErrors.terms}
          inputRef={termsRef}
        />
        <SubmitButton isBusy={isBusy}>
          {ssoConnectorId
            ? t('sso.continue')
            : isPasswordForm
              ? t('sign_in.submit')
              : t('identifier.continue')}
        </SubmitButton>
      </form>
      <PasskeySignInSlot />
      <SocialSignInSlot flow="sign_in" />
      {experience.signInMode === 'SignInAndRegister' && (
        <p className={styles.switch}>
          {t('sign_in.no_account')} <Link to="/register">{t('sign_in.create_account')}</Link>
        </p>
      )}
    </PageLayout>
  );
};
