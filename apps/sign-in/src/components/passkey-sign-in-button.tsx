import { useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { signInWithPasskey } from '../flows/mfa-flows.ts';
import { useFinish } from '../flows/use-finish.ts';
import { WebAuthnError } from '../flows/webauthn.ts';
import { ErrorSummary } from './error-summary.tsx';
import styles from './passkey-sign-in-button.module.css';

/**
 * "Sign in with a passkey" (shown by passkey-sign-in-slot.tsx when the sign-in experience enables
 * it): no identifier, the browser offers the passkeys it holds for this site.
 */
export const PasskeySignInButton = () => {
  const { t, i18n } = useTranslation();
  const finish = useFinish();
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);

  const signIn = async () => {
    setErrors([]);
    setBusy(true);
    try {
      finish(await signInWithPasskey());
    } catch (error) {
      setErrors(
        error instanceof WebAuthnError
          ? [t(`mfa.webauthn_${error.reason}`)]
          : translateError(t, i18n, error),
      );
    }
    setBusy(false);
  };

  return (
    <>
      {errors.length > 0 && <ErrorSummary messages={errors} />}
      <button
        type="button"
        className={styles.button}
        onClick={signIn}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
      >
        {t('mfa.passkey_sign_in')}
      </button>
    </>
  );
};
