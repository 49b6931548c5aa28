import { useEffect, useRef, useState } from 'react';
import { mfaApi } from '../api/mfa-api.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { MfaCodeForm } from '../components/mfa-code-form.tsx';
import { bindTotp } from '../flows/mfa-flows.ts';
import styles from './mfa-page.module.css';
import { useMfaAction } from './use-mfa-action.ts';

type Secret = { verificationId: string; secret: string; secretQrCode: string };

/**
 * Setting up an authenticator app: the server's new secret as a QR code and as text (for apps
 * on the same device), then a code from the app proves it before it is bound.
 */
export const TotpBinding = () => {
  const { t } = useTranslation();
  const { run, errors, setErrors, isBusy } = useMfaAction();
  const [secret, setSecret] = useState<Secret>();
  const isRequested = useRef(false);

  useEffect(() => {
    // One secret per visit (React's development double effects must not ask twice).
    if (isRequested.current) return;
    isRequested.current = true;
    mfaApi.createTotpSecret().then(setSecret, () => setErrors([t('errors.generic')]));
  }, [setErrors, t]);

  if (!secret) return <ErrorSummary messages={errors} />;
  return (
    <>
      <p>{t('mfa.totp_scan')}</p>
      <img className={styles.qr} src={secret.secretQrCode} alt={t('mfa.totp_qr_alt')} />
      {/* A field of its own, as wide as the card: the 32-character key was cut off inline. The
          key is Latin letters and digits, read left to right on an Arabic page too. */}
      <div className={styles.secretField}>
        <label htmlFor="totp-secret">{t('mfa.totp_secret')}</label>
        <input
          id="totp-secret"
          className={styles.secret}
          dir="ltr"
          value={secret.secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <MfaCodeForm
        id="totp-code"
        label={t('mfa.totp_code')}
        hint={t('mfa.totp_code_hint')}
        isNumeric
        errors={errors}
        isBusy={isBusy}
        onCode={(code) => run(() => bindTotp(secret.verificationId, code))}
      />
    </>
  );
};
