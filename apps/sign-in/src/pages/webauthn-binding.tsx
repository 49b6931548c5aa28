import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { bindWebAuthn } from '../flows/mfa-flows.ts';
import styles from './mfa-page.module.css';
import { useMfaAction } from './use-mfa-action.ts';

/** Setting up a passkey or security key: the browser's own prompt does the rest. */
export const WebAuthnBinding = () => {
  const { t } = useTranslation();
  const { run, errors, isBusy } = useMfaAction();
  return (
    <>
      <ErrorSummary messages={errors} />
      <p>{t('mfa.webauthn_create_description')}</p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => run(bindWebAuthn)}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
      >
        {t('mfa.webauthn_create')}
      </button>
    </>
  );
};
