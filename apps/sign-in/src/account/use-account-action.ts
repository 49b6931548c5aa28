import { useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { WebAuthnError } from '../flows/webauthn.ts';

/**
 * Runs one Account API call for a card: busy while it runs, a translated failure for the card's
 * error summary (a cancelled passkey prompt included), and a short "Saved." once it worked (announced by the card's status line).
 */
export const useAccountAction = () => {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [isBusy, setBusy] = useState(false);

  const run = async (action: () => Promise<string | undefined>) => {
    setErrors([]);
    setStatus('');
    setBusy(true);
    try {
      setStatus((await action()) ?? '');
      return true;
    } catch (error) {
      // A passkey prompt cancelled, or a browser without WebAuthn, is said in the page's words.
      setErrors(
        error instanceof WebAuthnError
          ? [t(`account.passkey_${error.reason}`)]
          : translateError(t, i18n, error),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, errors, status, isBusy };
};
