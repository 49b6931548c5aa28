import {
  checkPasswordPolicy,
  resolvePasswordPolicy,
} from '@gatehouse/schemas/rules/password-policy';
import { isValidUsername } from '@gatehouse/schemas/sign-in-experience/username-rule';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError, translatePasswordIssues } from '../api/error-messages.ts';
import { useAppContext } from '../app/app-context.tsx';
import { Link } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { PasswordHints } from '../components/password-hints.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { needsAgreement, TermsAgreement } from '../components/terms-agreement.tsx';
import { TextField } from '../components/text-field.tsx';
import { registerWithPassword } from '../flows/password-flows.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';
import { RegisterByCodeForm } from './register-by-code-form.tsx';

type Field = 'username' | 'password' | 'confirm' | 'terms';
type FieldErrors = Partial<Record<Field, string>>;
const fieldOrder: Field[] = ['username', 'password', 'confirm', 'terms'];

const RegistrationClosed = () => {
  const { t } = useTranslation();
  return (
    <PageLayout
      pageTitle="register"
      heading={t('register.closed_title')}
      description={t('register.closed_description')}
    >
      <p className={styles.switch}>
        <Link to="/sign-in">{t('register.sign_in')}</Link>
      </p>
    </PageLayout>
  );
};

export const RegisterPage = () => {
  const { experience } = useAppContext();
  if (experience.signInMode === 'SignIn') return <RegistrationClosed />;
  // An e-mail address or phone number as sign-up identifier registers with a code (the username
  // and password the sign-up also asks for come after it, on /continue).
  const codeTypes = experience.signUp.identifiers.filter((type) => type !== 'username');
  return codeTypes.length > 0 ? <RegisterByCodeForm types={codeTypes} /> : <RegisterForm />;
};

/**
 * The console's sign-in (application `admin-console`) while its tenant only registers: an empty
 * admin tenant, whose first account becomes the administrator (server: user-registration.ts).
 */
const isFirstAdministratorRegistration = (experience: { signInMode: string }) =>
  experience.signInMode === 'Register' &&
  new URLSearchParams(window.location.search).get('app_id') === 'admin-console';

const RegisterForm = () => {
  const { t, i18n } = useTranslation();
  const { experience } = useAppContext();
  const finish = useFinish();
  const isFirstAdmin = isFirstAdministratorRegistration(experience);
  const policy = useMemo(() => resolvePasswordPolicy(experience.passwordPolicy), [experience]);
  const [values, setValues] = useState<Record<Exclude<Field, 'terms'>, string>>({
    username: '',
    password: '',
    confirm: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };
  const [isAgreed, setAgreed] = useState(false);
  const mustAgree = needsAgreement(experience.agreeToTermsPolicy, experience, 'register');
  const username = values.username.trim();
  const setValue = (field: Exclude<Field, 'terms'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const showErrors = (errors: FieldErrors, messages: string[] = []) => {
    setFieldErrors(errors);
    setFormErrors(messages);
    const first = fieldOrder.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  };

  const validate = (): FieldErrors => {
    const policyIssues = checkPasswordPolicy(values.password, policy, { username });
    return {
      username: !username
        ? t('validation.username_required')
        : isValidUsername(username)
          ? undefined
          : t('validation.username_invalid'),
      password: !values.password
        ? t('validation.password_required')
        : translatePasswordIssues(t, policyIssues).join(' ') || undefined,
      confirm: !values.confirm
        ? t('validation.confirm_password_required')
        : values.confirm === values.password
          ? undefined
          : t('validation.passwords_mismatch'),
      terms: mustAgree && !isAgreed ? t('terms.agree_required') : undefined,
    };
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validate();
    if (fieldOrder.some((field) => errors[field])) {
      showErrors(errors);
      return;
    }
    showErrors({});
    setBusy(true);
    try {
      finish(await registerWithPassword(username, values.password));
    } catch (error) {
      setBusy(false);
      const messages = translateError(t, i18n, error);
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'user.username_already_in_use') showErrors({ username: messages[0] });
      else if (code === 'password.rejected')
        showErrors({ password: t('errors.password.rejected') }, messages);
      else showErrors({}, messages);
    }
  };

  return (
    <PageLayout
      pageTitle="register"
      heading={t(isFirstAdmin ? 'register.first_admin_title' : 'register.title')}
      description={t(isFirstAdmin ? 'register.first_admin_description' : 'register.description')}
      hasLegalLinks={false}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        <TextField
          id="username"
          name="username"
          label={t('register.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValueChange={setValue('username')}
          error={fieldErrors.username}
          inputRef={refs.username}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          label={t('register.password')}
          autoComplete="new-password"
          value={values.password}
          onValueChange={setValue('password')}
          error={fieldErrors.password}
          describedBy="password-hints"
          inputRef={refs.password}
        />
        <PasswordHints
          id="password-hints"
          password={values.password}
          policy={policy}
          userInfo={{ username }}
        />
        <TextField
          id="confirm-password"
          name="confirm-password"
          type="password"
          label={t('register.confirm_password')}
          autoComplete="new-password"
          value={values.confirm}
          onValueChange={setValue('confirm')}
          error={fieldErrors.confirm}
          inputRef={refs.confirm}
        />
        <TermsAgreement
          flow="register"
          isAgreed={isAgreed}
          onAgreedChange={setAgreed}
          error={fieldErrors.terms}
          inputRef={refs.terms}
        />
        <SubmitButton isBusy={isBusy}>{t('register.submit')}</SubmitButton>
      </form>
      {experience.signInMode === 'SignInAndRegister' && (
        <p className={styles.switch}>
          {t('register.have_account')} <Link to="/sign-in">{t('register.sign_in')}</Link>
        </p>
      )}
    </PageLayout>
  );
};
