import { useEffect, useState } from 'react';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { MfaAddressCode } from '../components/mfa-address-code.tsx';
import { MfaCodeForm } from '../components/mfa-code-form.tsx';
import { MfaFactorList, supportedFactors } from '../components/mfa-factor-list.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { verifyBackupCode, verifyTotp, verifyWebAuthn } from '../flows/mfa-flows.ts';
import { type MfaFactor, readMfaStepState } from '../flows/mfa-state.ts';
import formStyles from './form-page.module.css';
import styles from './mfa-page.module.css';
import { useMfaAction } from './use-mfa-action.ts';

/** The factor offered first: the app, the passkey or a code by message; backup codes are the fallback. */
const firstFactor = (factors: MfaFactor[]) =>
  factors.find((factor) => factor !== 'BackupCode') ?? factors[0];

/**
 * `/mfa/verify`: the account has second factors and this sign-in must prove one (403
 * `session.mfa.require_mfa_verification`). One factor at a time, with the others a click away.
 */
export const MfaVerificationPage = () => {
  const { t } = useTranslation();
  const [step] = useState(readMfaStepState);
  const factors = step?.mode === 'verify' ? supportedFactors(step.factors) : [];
  const [factor, setFactor] = useState(() => firstFactor(factors));
  const { run, errors, setErrors, isBusy } = useMfaAction();

  useEffect(() => {
    if (step?.mode !== 'verify') navigate('/sign-in', { replace: true });
  }, [step]);
  if (step?.mode !== 'verify' || !factor) return null;

  const switchTo = (next: MfaFactor) => {
    setErrors([]);
    setFactor(next);
  };
  const others = factors.filter((each) => each !== factor);

  return (
    <PageLayout
      pageTitle="mfa.verify_title"
      heading={t('mfa.verify_title')}
      description={t('mfa.verify_description')}
    >
      <div className={formStyles.form}>
        {factor === 'Totp' && (
          <MfaCodeForm
            key="totp"
            id="totp-code"
            label={t('mfa.totp_code')}
            hint={t('mfa.totp_code_hint')}
            isNumeric
            errors={errors}
            isBusy={isBusy}
            onCode={(code) => run(() => verifyTotp(code))}
          />
        )}
        {factor === 'BackupCode' && (
          <MfaCodeForm
            key="backup"
            id="backup-code"
            label={t('mfa.backup_code')}
            isNumeric={false}
            errors={errors}
            isBusy={isBusy}
            onCode={(code) => run(() => verifyBackupCode(code))}
          />
        )}
        {(factor === 'EmailVerificationCode' || factor === 'PhoneVerificationCode') && (
          <MfaAddressCode
            key={factor}
            channel={factor === 'EmailVerificationCode' ? 'email' : 'phone'}
            masked={step.maskedIdentifiers?.[factor]}
            errors={errors}
            isBusy={isBusy}
            run={run}
          />
        )}
        {factor === 'WebAuthn' && (
          <>
            <ErrorSummary messages={errors} />
            <p>{t('mfa.webauthn_use_description')}</p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => run(verifyWebAuthn)}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
            >
              {t('mfa.webauthn_use')}
            </button>
          </>
        )}
        {others.length > 0 && (
          <MfaFactorList
            legend={t('mfa.other_methods')}
            factors={others}
            onPick={switchTo}
            isDisabled={isBusy}
          />
        )}
      </div>
    </PageLayout>
  );
};
