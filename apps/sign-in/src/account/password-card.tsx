import { type FormEvent, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountApi } from './account-api.ts';
import styles from './account-center.module.css';
import { useAccountAction } from './use-account-action.ts';

/** A new password, allowed once the current one is proved (a fresh verification record). */
export const PasswordCard = () => {
  const { t } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const recordId = await accountApi.verifyPassword(current);
      await accountApi.changePassword(next, recordId);
      setCurrent('');
      setNext('');
      return t('account.saved');
    });
  };

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.password_title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id="password-current"
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
        />
        <TextField
          id="password-new"
          label={t('account.new_password')}
          type="password"
          autoComplete="new-password"
          value={next}
          onValueChange={setNext}
        />
        <ErrorSummary messages={errors} />
        <SubmitButton isBusy={isBusy}>{t('account.change_password')}</SubmitButton>
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </section>
  );
};
