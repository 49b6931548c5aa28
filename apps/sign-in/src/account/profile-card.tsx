import { type FormEvent, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { TextField } from '../components/text-field.tsx';
import { type AccountCenterSettings, accountApi, type MyAccount } from './account-api.ts';
import styles from './account-center.module.css';
import { accessOf } from './field-access.ts';
import { useAccountAction } from './use-account-action.ts';

const profileFields = ['name', 'avatar', 'username'] as const;
type ProfileField = (typeof profileFields)[number];

/**
 * Name, avatar URL and username: hidden when the tenant set them Off, shown read-only when
 * ReadOnly, editable when Edit. Only editable fields that changed are sent.
 */
export const ProfileCard = ({
  settings,
  account,
  onSaved,
}: {
  settings: AccountCenterSettings;
  account: MyAccount;
  onSaved: (account: MyAccount) => void;
}) => {
  const { t } = useTranslation();
  const { run, errors, status, isBusy } = useAccountAction();
  const shown = profileFields.filter((field) => accessOf(settings, field) !== 'Off');
  const [values, setValues] = useState<Record<ProfileField, string>>({
    name: account.name ?? '',
    avatar: account.avatar ?? '',
    username: account.username ?? '',
  });
  if (shown.length === 0) return null;
  const editable = shown.filter((field) => accessOf(settings, field) === 'Edit');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      editable
        .filter((field) => values[field] !== (account[field] ?? ''))
        .map((field) => [field, values[field].trim() || null]),
    );
    void run(async () => {
      if (Object.keys(changes).length > 0) onSaved(await accountApi.updateProfile(changes));
      return t('account.saved');
    });
  };

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile_title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {shown.map((field) => {
          const isReadOnly = accessOf(settings, field) !== 'Edit';
          return (
            <TextField
              key={field}
              id={`account-${field}`}
              label={t(`account.${field}`)}
              type={field === 'avatar' ? 'url' : 'text'}
              autoComplete={field === 'name' ? 'name' : field === 'username' ? 'username' : 'off'}
              value={values[field]}
              readOnly={isReadOnly}
              aria-readonly={isReadOnly || undefined}
              hint={isReadOnly ? t('account.read_only') : undefined}
              onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            />
          );
        })}
        <ErrorSummary messages={errors} />
        {editable.length > 0 && <SubmitButton isBusy={isBusy}>{t('account.save')}</SubmitButton>}
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </section>
  );
};
