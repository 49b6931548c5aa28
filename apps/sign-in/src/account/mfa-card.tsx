import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import { type FormEvent, useEffect, useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountApi, type MfaFactor } from './account-api.ts';
import styles from './account-center.module.css';
import { totpQrCode } from './totp-qr-code.ts';
import { useAccountAction } from './use-account-action.ts';

const factorKeys: Record<string, string> = {
  Totp: 'account.factor_totp',
  WebAuthn: 'account.factor_webauthn',
  BackupCode: 'account.factor_backup_code',
};

type Enrolment = { secret: string; qrCode: string };

/**
 * Two-step verification: the user's factors, and (when editable) adding an authenticator app,
 * new or shown backup codes and removing a factor. Every change proves the current password
 * first, entered once in this card (each change gets its own fresh verification record).
 */
export const MfaCard = ({
  access,
  accountName,
}: {
  access: AccountCenterFieldAccess;
  accountName: string;
}) => {
  const { t } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const [factors, setFactors] = useState<MfaFactor[]>();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<{ code: string; usedAt?: number }[]>();

  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const { i18n } = useTranslation();

  useEffect(() => {
    if (access === 'Off') return;
    accountApi
      .mfaFactors()
      .then(setFactors, (error: unknown) => setLoadErrors(translateError(t, i18n, error)));
  }, [access, t, i18n]);

  if (access === 'Off') return null;
  const isEditable = access === 'Edit';
  const reload = async () => setFactors(await accountApi.mfaFactors());
  const verified = () => accountApi.verifyPassword(password);

  const startTotp = () =>
    void run(async () => {
      const secret = await accountApi.totpSecret();
      setEnrolment({ secret, qrCode: await totpQrCode(secret, accountName) });
      setCode('');
      return undefined;
    });

  const addTotp = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    void run(async () => {
      await accountApi.addTotp(enrolment.secret, code.trim(), await verified());
      setEnrolment(undefined);
      await reload();
      return t('account.saved');
    });
  };

  const generateCodes = () =>
    void run(async () => {
      const fresh = await accountApi.newBackupCodes();
      await accountApi.addBackupCodes(fresh, await verified());
      setCodes(fresh.map((entry) => ({ code: entry })));
      await reload();
      return t('account.saved');
    });

  const showCodes = () =>
    void run(async () => {
      setCodes(await accountApi.backupCodes(await verified()));
      return undefined;
    });

  const remove = (factor: MfaFactor) =>
    void run(async () => {
      await accountApi.removeFactor(factor.id, await verified());
      await reload();
      return t('account.saved');
    });

  // Passkeys have their own card (passkey-card.tsx), with names and renaming.
  const listed = factors?.filter(({ type }) => type !== 'WebAuthn');
  const nameOf = (factor: MfaFactor) => t(factorKeys[factor.type] ?? 'account.factor_other');

  return (
    <section className={styles.card} aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t('account.mfa_title')}</h2>
      {factors && factors.length === 0 && <p className={styles.value}>{t('account.mfa_none')}</p>}
      {listed && listed.length > 0 && (
        <ul className={styles.list} aria-labelledby="mfa-title">
          {listed.map((factor) => (
            <li key={factor.id} className={styles.item}>
              <span>
                <strong>{nameOf(factor)}</strong>
                <small>
                  {factor.type === 'BackupCode' && factor.remainCodes !== undefined
                    ? t('account.mfa_codes_left', { count: factor.remainCodes })
                    : t('account.mfa_added_on', {
                        date: new Date(factor.createdAt).toLocaleDateString(),
                      })}
                </small>
              </span>
              {isEditable && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={isBusy}
                  onClick={() => remove(factor)}
                  aria-label={t('account.remove_factor', { name: nameOf(factor) })}
                >
                  {t('account.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {access === 'ReadOnly' && <p className={styles.status}>{t('account.read_only')}</p>}
      {isEditable && (
        <>
          <TextField
            id="mfa-password"
            label={t('account.current_password')}
            hint={t('account.current_password_hint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          {enrolment ? (
            <form className={styles.form} onSubmit={addTotp} noValidate>
              <p>{t('account.totp_scan')}</p>
              <img className={styles.qr} src={enrolment.qrCode} alt={t('account.totp_qr_alt')} />
              <TextField
                id="mfa-totp-secret"
                label={t('account.totp_secret')}
                value={enrolment.secret}
                readOnly
                spellCheck={false}
                onValueChange={() => {}}
              />
              <TextField
                id="mfa-totp-code"
                label={t('account.totp_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onValueChange={setCode}
              />
              <SubmitButton isBusy={isBusy}>{t('account.save')}</SubmitButton>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setEnrolment(undefined)}
              >
                {t('account.cancel')}
              </button>
            </form>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              disabled={isBusy}
              onClick={startTotp}
            >
              {t('account.add_totp')}
            </button>
          )}
          <button
            type="button"
            className={styles.secondary}
            disabled={isBusy}
            onClick={generateCodes}
          >
            {t('account.generate_backup_codes')}
          </button>
          {factors?.some((factor) => factor.type === 'BackupCode') && (
            <button
              type="button"
              className={styles.secondary}
              disabled={isBusy}
              onClick={showCodes}
            >
              {t('account.show_backup_codes')}
            </button>
          )}
        </>
      )}
      {codes && (
        <>
          <p className={styles.status}>{t('account.backup_codes_note')}</p>
          <ul className={styles.codes} aria-label={t('account.backup_codes_list')}>
            {codes.map((entry) => (
              <li key={entry.code}>
                {entry.usedAt ? t('account.backup_code_used', { code: entry.code }) : entry.code}
              </li>
            ))}
          </ul>
        </>
      )}
      <ErrorSummary messages={[...loadErrors, ...errors]} />
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
};
