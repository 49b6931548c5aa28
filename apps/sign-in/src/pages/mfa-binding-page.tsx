import { useEffect, useState } from 'react';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { MfaAddressBinding } from '../components/mfa-address-binding.tsx';
import { MfaFactorList, supportedFactors } from '../components/mfa-factor-list.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { skipMfa } from '../flows/mfa-flows.ts';
import { type MfaFactor, readMfaStepState } from '../flows/mfa-state.ts';
import styles from './form-page.module.css';
import { TotpBinding } from './totp-binding.tsx';
import { useMfaAction } from './use-mfa-action.ts';
import { WebAuthnBinding } from './webauthn-binding.tsx';

const headingKey: Partial<Record<MfaFactor, string>> = {
  Totp: 'mfa.factor_totp',
  WebAuthn: 'mfa.factor_webauthn',
  EmailVerificationCode: 'mfa.factor_email_add',
  PhoneVerificationCode: 'mfa.factor_phone_add',
};

/** Factors a first binding can be: backup codes never come alone. */
const bindable = (factors: readonly MfaFactor[]) =>
  supportedFactors(factors).filter((factor) => factor in headingKey);

/**
 * `/mfa/bind`: the policy asks this account for a second factor (422 `user.missing_mfa`). The
 * user picks one of the enabled factors (straight to it when there is one): an app, a passkey, or
 * a new e-mail address or phone number for codes when the account has none; and may skip when
 * the policy allows.
 */
export const MfaBindingPage = () => {
  const { t } = useTranslation();
  const [step] = useState(readMfaStepState);
  const factors = step?.mode === 'bind' ? bindable(step.factors) : [];
  const [chosen, setChosen] = useState<MfaFactor | undefined>(
    factors.length === 1 ? factors[0] : undefined,
  );
  const skip = useMfaAction();

  useEffect(() => {
    // Reached without a pending binding (a bookmark, another tab): start from sign-in.
    if (step?.mode !== 'bind') navigate('/sign-in', { replace: true });
  }, [step]);
  if (step?.mode !== 'bind') return null;

  return (
    <PageLayout
      pageTitle="mfa.bind_title"
      heading={t((chosen && headingKey[chosen]) ?? 'mfa.bind_title')}
      description={chosen ? undefined : t('mfa.bind_description')}
    >
      <div className={styles.form}>
        {chosen === 'Totp' && <TotpBinding />}
        {chosen === 'WebAuthn' && <WebAuthnBinding />}
        {chosen === 'EmailVerificationCode' && <MfaAddressBinding channel="email" />}
        {chosen === 'PhoneVerificationCode' && <MfaAddressBinding channel="phone" />}
        {!chosen && (
          <MfaFactorList
            legend={t('mfa.choose_method')}
            factors={factors}
            onPick={setChosen}
            isBinding
          />
        )}
      </div>
      {chosen && factors.length > 1 && (
        <button type="button" className={styles.textButton} onClick={() => setChosen(undefined)}>
          {t('mfa.back')}
        </button>
      )}
      {step.skippable && (
        <>
          {/* Only while it has something to say: the factor's form owns the page's alert. */}
          {skip.errors.length > 0 && <ErrorSummary messages={skip.errors} />}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => skip.run(skipMfa)}
            disabled={skip.isBusy}
          >
            {t('mfa.skip')}
          </button>
        </>
      )}
    </PageLayout>
  );
};
