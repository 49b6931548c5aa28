import { useState } from 'react';
import { mfaApi } from '../api/mfa-api.ts';
import { useTranslation } from '../app/use-translation.tsx';
import type { Finish } from '../flows/finish-interaction.ts';
import { inSentence } from '../flows/identifiers.ts';
import { verifyMfaCode } from '../flows/mfa-flows.ts';
import styles from '../pages/mfa-page.module.css';
import { ErrorSummary } from './error-summary.tsx';
import { MfaCodeForm } from './mfa-code-form.tsx';

type Run = (action: () => Promise<Finish | undefined>) => Promise<boolean>;

/**
 * A code to the user's primary e-mail or phone as their second step: nothing is sent until they
 * ask (the page may offer another method they prefer), then the code field, with a new code a
 * click away. `masked` is the address as the server masked it.
 */
export const MfaAddressCode = ({
  channel,
  masked,
  errors,
  isBusy,
  run,
}: {
  channel: 'email' | 'phone';
  masked: string | undefined;
  errors: string[];
  isBusy: boolean;
  run: Run;
}) => {
  const { t } = useTranslation();
  const [verificationId, setVerificationId] = useState<string>();

  // Sending leads nowhere: the page stays, now with the code field.
  const send = () =>
    run(async () => {
      const sent = await mfaApi.sendMfaCode(channel);
      setVerificationId(sent.verificationId);
      return undefined;
    });

  const target = masked ? inSentence(masked) : t(`mfa.${channel}_code_your_address`);
  if (!verificationId) {
    return (
      <>
        <ErrorSummary messages={errors} />
        <p>{t(`mfa.${channel}_code_send_description`, { address: target })}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={send}
          disabled={isBusy}
          aria-busy={isBusy || undefined}
        >
          {t('mfa.code_send')}
        </button>
      </>
    );
  }
  return (
    <>
      <p role="status">{t('mfa.code_sent', { address: target })}</p>
      <MfaCodeForm
        key={verificationId}
        id={`${channel}-mfa-code`}
        label={t('mfa.code_received')}
        isNumeric
        errors={errors}
        isBusy={isBusy}
        onCode={(code) => run(() => verifyMfaCode(verificationId, code, channel))}
      />
      <button type="button" className={styles.secondary} onClick={send} disabled={isBusy}>
        {t('mfa.code_resend')}
      </button>
    </>
  );
};
