import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import styles from '../pages/form-page.module.css';
import { ErrorSummary } from './error-summary.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';

type MfaCodeFormProps = {
  id: string;
  label: string;
  hint?: string;
  /** TOTP codes are digits; backup codes are letters and digits. */
  isNumeric: boolean;
  errors: string[];
  isBusy: boolean;
  /** Answers false when the code was refused: the field is then cleared and focused again. */
  onCode: (code: string) => Promise<boolean>;
};

/** One code field (a TOTP or a backup code) with its submit button and errors. */
export const MfaCodeForm = ({
  id,
  label,
  hint,
  isNumeric,
  errors,
  isBusy,
  onCode,
}: MfaCodeFormProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setMissing(value ? undefined : t('mfa.code_required'));
    if (!value) return inputRef.current?.focus();
    if (!(await onCode(value))) {
      setCode('');
      inputRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <ErrorSummary messages={errors} />
      <TextField
        id={id}
        name={id}
        label={label}
        hint={hint}
        value={code}
        onValueChange={setCode}
        error={missing}
        inputRef={inputRef}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        inputMode={isNumeric ? 'numeric' : 'text'}
      />
      <SubmitButton isBusy={isBusy}>{t('mfa.verify')}</SubmitButton>
    </form>
  );
};
