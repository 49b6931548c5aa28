import { useEffect, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import styles from './demo-app-page.module.css';
import {
  completeDemoSignIn,
  type IdTokenClaims,
  signOutOfDemo,
  startDemoSignIn,
} from './demo-oidc-client.ts';

type View =
  | { state: 'loading' }
  | { state: 'signed-out'; error?: string }
  | { state: 'signed-in'; claims: IdTokenClaims };

/**
 * `/demo-app`: a new tenant's first try of its sign-in, with the built-in `demo-app` client
 * (contract multitenancy.md). Signs in, shows the ID token's claims, signs out.
 */
export const DemoAppPage = () => {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    const search = window.location.search;
    // The code is single use: drop it from the address bar before anything else.
    if (search) window.history.replaceState(null, '', '/demo-app');
    completeDemoSignIn(search).then(
      (claims) => setView(claims ? { state: 'signed-in', claims } : { state: 'signed-out' }),
      (error: unknown) =>
        setView({
          state: 'signed-out',
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }, []);

  const act = (action: () => Promise<void>) => () => {
    setBusy(true);
    action().catch((error: unknown) => {
      setBusy(false);
      setView({
        state: 'signed-out',
        error: error instanceof Error ? error.message : String(error),
      });
    });
  };

  if (view.state === 'loading') return null;
  if (view.state === 'signed-in') {
    return (
      <PageLayout pageTitle="demo_app.title" heading={t('demo_app.signed_in_title')}>
        <h2 className={styles.subheading}>{t('demo_app.claims')}</h2>
        <dl className={styles.claims}>
          {Object.entries(view.claims).map(([name, value]) => (
            <div key={name} className={styles.claim}>
              <dt>{name}</dt>
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className={styles.secondary}
          onClick={act(signOutOfDemo)}
          disabled={isBusy}
        >
          {t('demo_app.sign_out')}
        </button>
      </PageLayout>
    );
  }
  return (
    <PageLayout
      pageTitle="demo_app.title"
      heading={t('demo_app.title')}
      description={t('demo_app.description')}
    >
      <div role="alert" className={styles.alert}>
        {view.error && <p>{t('demo_app.failed', { error: view.error })}</p>}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          act(startDemoSignIn)();
        }}
      >
        <SubmitButton isBusy={isBusy}>{t('demo_app.sign_in')}</SubmitButton>
      </form>
    </PageLayout>
  );
};
