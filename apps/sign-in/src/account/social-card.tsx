import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import { useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountApi, type MyAccount } from './account-api.ts';
import styles from './account-center.module.css';
import { useAccountAction } from './use-account-action.ts';

/** Linked social accounts; unlinking one (when editable) proves the current password first. */
export const SocialCard = ({
  access,
  identities,
  onUnlinked,
}: {
  access: AccountCenterFieldAccess;
  identities: NonNullable<MyAccount['identities']>;
  onUnlinked: (target: string) => void;
}) => {
  const { t } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const [password, setPassword] = useState('');
  if (access === 'Off') return null;
  const targets = Object.keys(identities);

  const unlink = (target: string) =>
    void run(async () => {
      await accountApi.unlinkSocial(target, await accountApi.verifyPassword(password));
      onUnlinked(target);
      return t('account.saved');
    });

  return (
    <section className={styles.card} aria-labelledby="social-title">
      <h2 id="social-title">{t('account.social_title')}</h2>
      {targets.length === 0 && <p className={styles.value}>{t('account.social_none')}</p>}
      {targets.length > 0 && (
        <ul className={styles.list} aria-labelledby="social-title">
          {targets.map((target) => (
            <li key={target} className={styles.item}>
              <span>{target}</span>
              {access === 'Edit' && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={isBusy}
                  onClick={() => unlink(target)}
                >
                  {t('account.unlink', { name: target })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {access === 'Edit' && targets.length > 0 && (
        <TextField
          id="social-password"
          label={t('account.current_password')}
          hint={t('account.current_password_hint')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
      )}
      {access === 'ReadOnly' && <p className={styles.status}>{t('account.read_only')}</p>}
      <ErrorSummary messages={errors} />
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
};
