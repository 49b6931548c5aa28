import type { SignInIdentifier } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import type { InteractionEvent } from '../api/experience-api.ts';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { startCodeFlow } from '../flows/code-flows.ts';
import { currentFlowState } from '../flows/flow-state.ts';
import {
  displayIdentifier,
  identifierInputProps,
  identifierLabelKey,
  parseIdentifier,
} from '../flows/identifiers.ts';
import styles from '../pages/form-page.module.css';
import { ErrorSummary } from './error-summary.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';

type CodeIdentifierFormProps = {
  event: InteractionEvent;
  /** The kinds of address accepted here (`email`, `phone`). */
  types: SignInIdentifier[];
  submitLabel: string;
  /** Checked before sending (the terms agreement); a message stops the form. */
  beforeSend?: () => string | undefined;
  children?: ReactNode;
};

/** An e-mail address or phone number to send a code to; then the code page. */
export const CodeIdentifierForm = ({
  event,
  types,
  submitLabel,
  beforeSend,
  children,
}: CodeIdentifierFormProps) => {
  const { t, i18n } = useTranslation();
  // Coming back from the code page ("start again") keeps what was typed.
  const [value, setValue] = useState(() => {
    const state = currentFlowState();
    return state?.event === event && state.identifier.type !== 'username'
      ? displayIdentifier(state.identifier)
      : '';
  });
  const [error, setError] = useState<string>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const label = t(identifierLabelKey(types));

  const handleSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = value.trim() ? parseIdentifier(value, types) : undefined;
    const fieldError = !parsed
      ? t('identifier.required', { label })
      : 'error' in parsed
        ? t(`identifier.${parsed.error}`)
        : undefined;
    setError(fieldError);
    setFormErrors([]);
    if (fieldError || !parsed || 'error' in parsed) return inputRef.current?.focus();
    if (beforeSend?.()) return;
    setBusy(true);
    try {
      await startCodeFlow(event, parsed.identifier);
      navigate('/verification-code');
    } catch (caught) {
      setFormErrors(translateError(t, i18n, caught));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <ErrorSummary messages={formErrors} />
      <TextField
        id="identifier"
        name="identifier"
        label={label}
        {...identifierInputProps(types)}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onValueChange={setValue}
        error={error}
        hint={types.includes('phone') ? t('identifier.phone_hint') : undefined}
        inputRef={inputRef}
      />
      {children}
      <SubmitButton isBusy={isBusy}>{submitLabel}</SubmitButton>
    </form>
  );
};
