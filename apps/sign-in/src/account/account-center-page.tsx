import { useEffect, useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import {
  type AccountCenterSettings,
  accountApi,
  type MyAccount,
  setAccountApiLanguage,
} from './account-api.ts';
import styles from './account-center.module.css';
import {
  completeAccountSignIn,
  signOutOfAccount,
  startAccountSignIn,
} from './account-oidc-client.ts';
import { accessOf } from './field-access.ts';
import { IdentifierCard } from './identifier-card.tsx';
import { MfaCard } from './mfa-card.tsx';
import { PasskeyCard } from './passkey-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SocialCard } from './social-card.tsx';

type View =
  | { state: 'loading' }
  | { state: 'disabled' }
  | { state: 'failed'; errors: string[] }
  | { state: 'ready'; settings: AccountCenterSettings; account: MyAccount };

/**
 * `/account`: the end user's account center (issue 10). Signs in with the built-in
 * `account-center` client, then shows each part the tenant's settings allow
 * (`GET /api/.well-known/account-center`): hidden when Off, read-only when ReadOnly.
 */
export const AccountCenterPage = () => {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>({ state: 'loading' });

  useEffect(() => {
    setAccountApiLanguage(i18n.language);
    const search = window.location.search;
    // The code is single use: drop it from the address bar before anything else.
    if (search) window.history.replaceState(null, '', '/account');
    const load = async (): Promise<View> => {
      const settings = await accountApi.settings();
      if (!settings.enabled) return { state: 'disabled' };
      if (!(await completeAccountSignIn(search))) {
        await startAccountSignIn();
        return { state: 'loading' };
      }
      return { state: 'ready', settings, account: await accountApi.me() };
    };
    load().then(setView, (error: unknown) =>
      setView({
        state: 'failed',
        errors:
          error instanceof Error && !('code' in error)
            ? [error.message]
            : translateError(t, i18n, error),
      }),
    );
  }, [t, i18n]);

  if (view.state === 'loading') {
    return (
      <PageLayout pageTitle="account.title" heading={t('account.title')}>
        <p aria-busy="true">{t('account.signing_in')}</p>
      </PageLayout>
    );
  }
  if (view.state === 'disabled' || view.state === 'failed') {
    return (
      <PageLayout pageTitle="account.title" heading={t('account.title')}>
        {view.state === 'disabled' ? (
          <p>{t('account.disabled')}</p>
        ) : (
          <>
            <ErrorSummary messages={view.errors} />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void startAccountSignIn()}
            >
              {t('account.sign_in')}
            </button>
          </>
        )}
      </PageLayout>
    );
  }

  const { settings, account } = view;
  const update = (changes: Partial<MyAccount>) =>
    setView({ ...view, account: { ...account, ...changes } });

  return (
    <PageLayout
      pageTitle="account.title"
      heading={t('account.title')}
      description={t('account.description')}
    >
      <div className={styles.cards}>
        <ProfileCard settings={settings} account={account} onSaved={(next) => update(next)} />
        <IdentifierCard
          kind="email"
          access={accessOf(settings, 'email')}
          current={account.primaryEmail}
          onChanged={(primaryEmail) => update({ primaryEmail })}
        />
        <IdentifierCard
          kind="phone"
          access={accessOf(settings, 'phone')}
          current={account.primaryPhone}
          onChanged={(primaryPhone) => update({ primaryPhone })}
        />
        {accessOf(settings, 'password') === 'Edit' && <PasswordCard />}
        <MfaCard
          access={accessOf(settings, 'mfa')}
          accountName={account.username ?? account.primaryEmail ?? account.id}
        />
        <PasskeyCard access={accessOf(settings, 'mfa')} />
        <SocialCard
          access={accessOf(settings, 'social')}
          identities={account.identities ?? {}}
          onUnlinked={(target) => {
            const { [target]: _removed, ...rest } = account.identities ?? {};
            update({ identities: rest });
          }}
        />
        <button type="button" className={styles.secondary} onClick={() => void signOutOfAccount()}>
          {t('account.sign_out')}
        </button>
      </div>
    </PageLayout>
  );
};
