import { resolvePasswordPolicy } from '@gatehouse/schemas/rules/password-policy';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { experienceApi } from '../api/experience-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import {
  type NewPassword,
  type NewPasswordErrors,
  NewPasswordFields,
  validateNewPassword,
} from '../components/new-password-fields.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { finishInteraction } from '../flows/finish-interaction.ts';
import { currentFlowState, setSignInNotice } from '../flows/flow-state.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';

/** `/forgot-password/reset`: the new password, once the code identified the account. */
export const ResetPasswordPage = () => {
  const { t, i18n } = useTranslation();
  const { experience } = useAppContext();
  const finish = useFinish();
  const [state] = useState(currentFlowState);
  const policy = useMemo(() => resolvePasswordPolicy(experience.passwordPolicy), [experience]);
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (state?.event !== 'ForgotPassword') navigate('/forgot-password', { replace: true });
  }, [state]);
  if (state?.event !== 'ForgotPassword') return null;
  const { type, value: address } = state.identifier;
  const userInfo = type === 'email' ? { email: address } : { phone: address };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(t, policy, value, userInfo);
    setErrors(found);
    setFormErrors([]);
    const first = (['password', 'confirm'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await experienceApi.resetPassword(value.password);
      setSignInNotice('sign_in_options.password_changed');
      finish(await finishInteraction());
    } catch (error) {
      setBusy(false);
      const messages = translateError(t, i18n, error);
      if (error instanceof ApiError && error.code === 'password.rejected') {
        setErrors({ password: t('errors.password.rejected') });
      }
      setFormErrors(messages);
    }
  };

  return (
    <PageLayout
      pageTitle="forgot_password.new_password_title"
      heading={t('forgot_password.new_password_title')}
      hasLegalLinks={false}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary messages={formErrors} />
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={address}
          readOnly
          hidden
        />
        <NewPasswordFields
          labels={{
            password: t('forgot_password.new_password'),
            confirm: t('forgot_password.confirm_password'),
          }}
          value={value}
          onChange={setValue}
          errors={errors}
          policy={policy}
          userInfo={userInfo}
          refs={refs}
        />
        <SubmitButton isBusy={isBusy}>{t('forgot_password.submit')}</SubmitButton>
      </form>
    </PageLayout>
  );
};
