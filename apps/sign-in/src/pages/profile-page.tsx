import { resolvePasswordPolicy } from '@gatehouse/schemas/rules/password-policy';
import { isValidUsername } from '@gatehouse/schemas/sign-in-experience/username-rule';
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
import { TextField } from '../components/text-field.tsx';
import { finishInteraction } from '../flows/finish-interaction.ts';
import { currentFlowState, writeFlowState } from '../flows/flow-state.ts';
import { collectableParts, profileStillNeeded } from '../flows/profile.ts';
import { useFinish } from '../flows/use-finish.ts';
import styles from './form-page.module.css';

type Errors = NewPasswordErrors & { username?: string | undefined };

/**
 * `/continue`: what the account still needs before the interaction can be submitted (a username,
 * a password), as the server listed it (`user.missing_profile`) or the sign-up settings require.
 */
export const ProfilePage = () => {
  const { t, i18n } = useTranslation();
  const { experience } = useAppContext();
  const finish = useFinish();
  const [state] = useState(currentFlowState);
  const parts = state?.missingProfile?.length
    ? collectableParts(state.missingProfile)
    : profileStillNeeded(experience);
  const policy = useMemo(() => resolvePasswordPolicy(experience.passwordPolicy), [experience]);
  const [username, setUsername] = useState('');
  const [newPassword, setNewPassword] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const asksUsername = parts.includes('username');
  const asksPassword = parts.includes('password');

  useEffect(() => {
    if (!state) navigate('/sign-in', { replace: true });
  }, [state]);
  if (!state) return null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found: Errors = {
      username: !asksUsername
        ? undefined
        : !name
          ? t('validation.username_required')
          : isValidUsername(name)
            ? undefined
            : t('validation.username_invalid'),
      ...(asksPassword
        ? validateNewPassword(t, policy, newPassword, { username: name || undefined })
        : {}),
    };
    setErrors(found);
    setFormErrors([]);
    const first = (['username', 'password', 'confirm'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      if (asksUsername) await experienceApi.updateProfile({ type: 'username', value: name });
      if (asksPassword)
        await experienceApi.updateProfile({ type: 'password', value: newPassword.password });
      // A registration whose identification waited for this profile is identified now.
      if (state.isIdentified === false) {
        await experienceApi.identify();
        writeFlowState({ ...state, isIdentified: true, missingProfile: [] });
      }
      finish(await finishInteraction());
    } catch (error) {
      setBusy(false);
      const messages = translateError(t, i18n, error);
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'user.username_already_in_use') {
        setErrors({ username: messages[0] });
        refs.username.current?.focus();
      } else if (code === 'password.rejected') {
        setErrors({ password: t('errors.password.rejected') });
        setFormErrors(messages);
      } else setFormErrors(messages);
    }
  };

  return (
    <PageLayout
      pageTitle="registration.profile_title"
      heading={t('registration.profile_title')}
      description={t('registration.profile_description')}
      hasLegalLinks={false}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ErrorSummary
          messages={parts.length === 0 ? [t('errors.user.missing_profile')] : formErrors}
        />
        {asksUsername && (
          <TextField
            id="username"
            name="username"
            label={t('register.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onValueChange={setUsername}
            error={errors.username}
            inputRef={refs.username}
          />
        )}
        {asksPassword && (
          <NewPasswordFields
            labels={{ password: t('register.password'), confirm: t('register.confirm_password') }}
            value={newPassword}
            onChange={setNewPassword}
            errors={errors}
            policy={policy}
            userInfo={{ username: username.trim() || undefined }}
            refs={refs}
          />
        )}
        {parts.length > 0 && (
          <SubmitButton isBusy={isBusy}>{t('registration.finish')}</SubmitButton>
        )}
      </form>
    </PageLayout>
  );
};
