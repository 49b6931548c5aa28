import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client.ts';
import { translateError } from '../api/error-messages.ts';
import { experienceApi, type VerificationCodeIdentifier } from '../api/experience-api.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { currentFlowState } from '../flows/flow-state.ts';
import {
  displayIdentifier,
  identifierInputProps,
  inSentence,
  parseIdentifier,
} from '../flows/identifiers.ts';
import { bindAddressCode } from '../flows/mfa-flows.ts';
import formStyles from '../pages/form-page.module.css';
import styles from '../pages/mfa-page.module.css';
import { useMfaAction } from '../pages/use-mfa-action.ts';
import { ErrorSummary } from './error-summary.tsx';
import { MfaCodeForm } from './mfa-code-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';

type Sent = { identifier: VerificationCodeIdentifier; verificationId: string };

/** Refusals that are about the address, not the code: they go back to its field. */
const addressErrors = new Set(['user.email_already_in_use', 'user.phone_already_in_use']);

/**
 * A code factor for an account without that address (`user.missing_mfa` lists it): the person
 * types a new e-mail address (phone number), gets a code there and types it back; the address
 * is then bound and becomes the account's at submission. Address problems show on its field.
 */
export const MfaAddressBinding = ({ channel }: { channel: 'email' | 'phone' }) => {
  const { t, i18n } = useTranslation();
  const { run, errors, setErrors, isBusy } = useMfaAction();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<Sent>();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = t(`identifier.${channel}`);

  const send = async (identifier: VerificationCodeIdentifier) => {
    setFieldError(undefined);
    // The code is sent for the interaction's own event (a registration's template at sign-up).
    const event = currentFlowState()?.event ?? 'SignIn';
    const isSent = await run(async () => {
      const { verificationId } = await experienceApi.sendCode(identifier, event);
      setSent({ identifier, verificationId });
      return undefined;
    });
    if (!isSent) inputRef.current?.focus();
  };

  const handleAddress = (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = value.trim() ? parseIdentifier(value, [channel]) : undefined;
    if (!parsed || 'error' in parsed) {
      setFieldError(parsed ? t(`identifier.${parsed.error}`) : t('identifier.required', { label }));
      return inputRef.current?.focus();
    }
    return send(parsed.identifier as VerificationCodeIdentifier);
  };

  const handleCode = (code: string) =>
    run(async () => {
      if (!sent) return undefined;
      try {
        return await bindAddressCode(sent.identifier, sent.verificationId, code);
      } catch (error) {
        // Already another account's: back to the address, the reason on its field.
        if (error instanceof ApiError && addressErrors.has(error.code)) {
          setSent(undefined);
          setFieldError(translateError(t, i18n, error)[0]);
          return undefined;
        }
        throw error;
      }
    });

  useEffect(() => {
    // Back at the address with a refusal: the field that needs fixing has the focus.
    if (!sent && fieldError) inputRef.current?.focus();
  }, [sent, fieldError]);

  const changeAddress = () => {
    setErrors([]);
    setSent(undefined);
  };

  if (!sent) {
    return (
      <form className={formStyles.form} onSubmit={handleAddress} noValidate>
        <ErrorSummary messages={errors} />
        <p>{t(`mfa.${channel}_add_description`)}</p>
        <TextField
          id={`${channel}-mfa-address`}
          name={channel}
          label={label}
          hint={channel === 'phone' ? t('identifier.phone_hint') : undefined}
          value={value}
          onValueChange={setValue}
          error={fieldError}
          inputRef={inputRef}
          {...identifierInputProps([channel])}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          spellCheck={false}
        />
        <SubmitButton isBusy={isBusy}>{t('mfa.code_send')}</SubmitButton>
      </form>
    );
  }
  return (
    <>
      <p role="status">
        {t('mfa.code_sent', { address: inSentence(displayIdentifier(sent.identifier)) })}
      </p>
      <MfaCodeForm
        key={sent.verificationId}
        id={`${channel}-mfa-new-code`}
        label={t('mfa.code_received')}
        isNumeric
        errors={errors}
        isBusy={isBusy}
        onCode={handleCode}
      />
      <button
        type="button"
        className={styles.secondary}
        onClick={() => send(sent.identifier)}
        disabled={isBusy}
      >
        {t('mfa.code_resend')}
      </button>
      <button type="button" className={styles.secondary} onClick={changeAddress} disabled={isBusy}>
        {t(`mfa.${channel}_add_change`)}
      </button>
    </>
  );
};
