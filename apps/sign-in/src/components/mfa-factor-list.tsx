import { useTranslation } from '../app/use-translation.tsx';
import type { MfaFactor } from '../flows/mfa-state.ts';
import styles from '../pages/mfa-page.module.css';

const factorKey: Partial<Record<MfaFactor, string>> = {
  Totp: 'totp',
  WebAuthn: 'webauthn',
  BackupCode: 'backup_code',
  EmailVerificationCode: 'email_code',
  PhoneVerificationCode: 'phone_code',
};

/** While binding, a code factor means adding the address it goes to. */
const bindingKey: Partial<Record<MfaFactor, string>> = {
  EmailVerificationCode: 'email_add',
  PhoneVerificationCode: 'phone_add',
};

/** Factors this app can set up or verify. */
export const supportedFactors = (factors: readonly MfaFactor[]) =>
  factors.filter((factor) => factor in factorKey);

/**
 * The factors to pick from, as a group of buttons: each button's name is the factor, its
 * description is read after it.
 */
export const MfaFactorList = ({
  legend,
  factors,
  onPick,
  isDisabled = false,
  isBinding = false,
}: {
  legend: string;
  factors: readonly MfaFactor[];
  onPick: (factor: MfaFactor) => void;
  isDisabled?: boolean;
  /** On the binding page a code factor is "add an address", not "a code to your address". */
  isBinding?: boolean;
}) => {
  const { t } = useTranslation();
  const keyOf = (factor: MfaFactor) =>
    (isBinding ? bindingKey[factor] : undefined) ?? factorKey[factor];
  return (
    <fieldset className={styles.factors}>
      <legend>{legend}</legend>
      {supportedFactors(factors).map((factor) => (
        <button
          key={factor}
          type="button"
          className={styles.factor}
          onClick={() => onPick(factor)}
          disabled={isDisabled}
          aria-labelledby={`factor-${factor}-name`}
          aria-describedby={`factor-${factor}-description`}
        >
          <span id={`factor-${factor}-name`} className={styles.factorName}>
            {t(`mfa.factor_${keyOf(factor)}`)}
          </span>
          <span id={`factor-${factor}-description`} className={styles.factorDescription}>
            {t(`mfa.factor_${keyOf(factor)}_description`)}
          </span>
        </button>
      ))}
    </fieldset>
  );
};
