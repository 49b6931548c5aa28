import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import { type FormEvent, useEffect, useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { createCredential } from '../flows/webauthn.ts';
import { accountApi, type MfaFactor } from './account-api.ts';
import styles from './account-center.module.css';
import { useAccountAction } from './use-account-action.ts';

/**
 * Passkeys and security keys (WebAuthn) of the signed-in user: listed by name, added through the
 * Verifications API's registration ceremony, renamed and removed. Each change proves the current
 * password first; for a new key before the browser's prompt, so a wrong password never leaves an
 * unbound key on the authenticator.
 */
export const PasskeyCard = ({ access }: { access: AccountCenterFieldAccess }) => {
  const { t, i18n } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const [passkeys, setPasskeys] = useState<MfaFactor[]>();
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string }>();

  const load = async () =>
    setPasskeys((await accountApi.mfaFactors()).filter(({ type }) => type === 'WebAuthn'));

  useEffect(() => {
    if (access === 'Off') return;
    accountApi.mfaFactors().then(
      (factors) => setPasskeys(factors.filter(({ type }) => type === 'WebAuthn')),
      (error: unknown) => setLoadErrors(translateError(t, i18n, error)),
    );
  }, [access, t, i18n]);

  if (access === 'Off') return null;
  const isEditable = access === 'Edit';
  const nameOf = (passkey: MfaFactor) => passkey.name || t('account.passkey_default_name');
  const add = () =>
    void run(async () => {
      const permission = await accountApi.verifyPassword(password);
      const { verificationRecordId, registrationOptions } = await accountApi.startPasskey();
      const payload = await createCredential(registrationOptions);
      await accountApi.verifyPasskey(verificationRecordId, payload);
      await accountApi.addPasskey(verificationRecordId, newName.trim() || undefined, permission);
      setNewName('');
      await load();
      return t('account.passkey_added');
    });

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    void run(async () => {
      await accountApi.renameFactor(
        renaming.id,
        renaming.name.trim(),
        await accountApi.verifyPassword(password),
      );
      setRenaming(undefined);
      await load();
      return t('account.saved');
    });
  };

  const remove = (passkey: MfaFactor) =>
    void run(async () => {
      await accountApi.removeFactor(passkey.id, await accountApi.verifyPassword(password));
      await load();
      return t('account.saved');
    });

  return (
    <section className={styles.card} aria-labelledby="passkey-title" aria-busy={!passkeys}>
      <h2 id="passkey-title">{t('account.passkey_title')}</h2>
      {!passkeys && loadErrors.length === 0 && (
        <p className={styles.value}>{t('account.loading')}</p>
      )}
      {passkeys?.length === 0 && <p className={styles.value}>{t('account.passkey_none')}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list} aria-labelledby="passkey-title">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              {renaming?.id === passkey.id ? (
                <form className={styles.form} onSubmit={rename} noValidate>
                  <TextField
                    id={`passkey-rename-${passkey.id}`}
                    label={t('account.passkey_name')}
                    value={renaming.name}
                    maxLength={128}
                    autoFocus
                    onValueChange={(name) => setRenaming({ id: passkey.id, name })}
                  />
                  <SubmitButton isBusy={isBusy}>{t('account.save')}</SubmitButton>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => setRenaming(undefined)}
                  >
                    {t('account.cancel')}
                  </button>
                </form>
              ) : (
                <>
                  <span>
                    <strong>{nameOf(passkey)}</strong>
                    <small>
                      {t('account.mfa_added_on', {
                        date: new Date(passkey.createdAt).toLocaleDateString(),
                      })}
                    </small>
                  </span>
                  {isEditable && (
                    <span>
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={isBusy}
                        onClick={() => setRenaming({ id: passkey.id, name: passkey.name ?? '' })}
                        aria-label={t('account.rename_passkey', { name: nameOf(passkey) })}
                      >
                        {t('account.rename')}
                      </button>
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={isBusy}
                        onClick={() => remove(passkey)}
                        aria-label={t('account.remove_factor', { name: nameOf(passkey) })}
                      >
                        {t('account.remove')}
                      </button>
                    </span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {access === 'ReadOnly' && <p className={styles.status}>{t('account.read_only')}</p>}
      {isEditable && (
        <>
          <TextField
            id="passkey-password"
            label={t('account.current_password')}
            hint={t('account.current_password_hint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          <TextField
            id="passkey-new-name"
            label={t('account.passkey_new_name')}
            value={newName}
            maxLength={128}
            onValueChange={setNewName}
          />
          <button type="button" className={styles.secondary} disabled={isBusy} onClick={add}>
            {t('account.add_passkey')}
          </button>
        </>
      )}
      <ErrorSummary messages={[...loadErrors, ...errors]} />
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
};
