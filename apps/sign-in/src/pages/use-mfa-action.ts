import { useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import type { Finish } from '../flows/finish-interaction.ts';
import { useFinish } from '../flows/use-finish.ts';
import { WebAuthnError } from '../flows/webauthn.ts';

/**
 * Runs one MFA call and follows where it leads; while it runs the page is busy, and a failure
 * becomes translated lines for the page's error summary (a cancelled passkey prompt included).
 */
export const useMfaAction = () => {
  const { t, i18n } = useTranslation();
  const finish = useFinish();
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);

  /** An action answering nothing (sending a code) keeps the page as it is. */
  const run = async (action: () => Promise<Finish | undefined>) => {
    setErrors([]);
    setBusy(true);
    try {
      const result = await action();
      // The next page (or the application) takes over; an MFA step on this same page re-renders.
      setBusy(false);
      if (result) finish(result);
      return true;
    } catch (error) {
      setErrors(
        error instanceof WebAuthnError
          ? [t(`mfa.webauthn_${error.reason}`)]
          : translateError(t, i18n, error),
      );
      setBusy(false);
      return false;
    }
  };
  return { run, errors, setErrors, isBusy };
};
