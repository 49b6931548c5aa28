import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { inSentence } from '../flows/identifiers.ts';
import { accountApi } from './account-api.ts';
import styles from './account-center.module.css';
import { useAccountAction } from './use-account-action.ts';

type Kind = 'email' | 'phone';

/**
 * The primary e-mail or phone: shown, and when editable replaced in two steps: a code sent to the
 * new address proves it (new identifier record), the current password proves the user.
 */
export const IdentifierCard = ({
  kind,
  access,
  current,
  onChanged,
}: {
  kind: Kind;
  access: AccountCenterFieldAccess;
  current: string | null | undefined;
  onChanged: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<{ value: string; recordId: string }>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  if (access === 'Off') return null;
  const titleId = `${kind}-title`;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const target = value.trim();
    void run(async () => {
      const recordId = await accountApi.sendCode({ type: kind, value: target });
      setSent({ value: target, recordId });
      return t('account.code_sent', { target: inSentence(target) });
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    void run(async () => {
      const identifier = { type: kind, value: sent.value };
      const verificationId = await accountApi.verifyPassword(password);
      const newRecordId = await accountApi.verifyCode(identifier, sent.recordId, code.trim());
      await accountApi.changeIdentifier(identifier, newRecordId, verificationId);
      onChanged(sent.value);
      setSent(undefined);
      setValue('');
      setCode('');
      setPassword('');
      return t('account.saved');
    });
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`account.${kind}_title`)}</h2>
      <p className={styles.value}>{current || t('account.not_set')}</p>
      {access === 'ReadOnly' && <p className={styles.status}>{t('account.read_only')}</p>}
      {access === 'Edit' && !sent && (
        <form className={styles.form} onSubmit={sendCode} noValidate>
          <TextField
            id={`${kind}-new`}
            label={t(`account.new_${kind}`)}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            hint={kind === 'phone' ? t('account.phone_hint') : undefined}
            value={value}
            onValueChange={setValue}
          />
          <ErrorSummary messages={errors} />
          <SubmitButton isBusy={isBusy}>{t('account.send_code')}</SubmitButton>
        </form>
      )}
      {access === 'Edit' && sent && (
        <form className={styles.form} onSubmit={save} noValidate>
          <TextField
            id={`${kind}-code`}
            label={t('account.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValueChange={setCode}
          />
          <TextField
            id={`${kind}-password`}
            label={t('account.current_password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          <ErrorSummary messages={errors} />
          <SubmitButton isBusy={isBusy}>{t('account.save')}</SubmitButton>
          <button type="button" className={styles.secondary} onClick={() => setSent(undefined)}>
            {t('account.cancel')}
          </button>
        </form>
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
};
