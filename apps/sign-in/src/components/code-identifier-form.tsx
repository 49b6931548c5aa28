import type { SignInIdentifier } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import type { InteractionEvent } from '../api/experience-api.ts';
import { useAppContext } from '../app/app-context.tsx';
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
import { singleSignOnUrl, useSsoRouting } from '../flows/sso-routing.ts';
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
  /**
   * An e-mail of a domain an enterprise connector claims continues to that connector's IdP
   * instead of receiving a code (identifier-first SSO, as on the sign-in page): the server would
   * refuse a code for it (422 `session.sso_enabled`).
   */
  routesToSingleSignOn?: boolean;
  children?: ReactNode;
};

/** An e-mail address or phone number to send a code to; then the code page. */
export const CodeIdentifierForm = ({
  event,
  types,
  submitLabel,
  beforeSend,
  routesToSingleSignOn = false,
  children,
}: CodeIdentifierFormProps) => {
  const { t, i18n } = useTranslation();
  const { experience, redirect } = useAppContext();
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
  const ssoConnectorId = useSsoRouting(routesToSingleSignOn ? value : '');

  const startSingleSignOn = async (connectorId: string) => {
    if (beforeSend?.()) return;
    setBusy(true);
    setFormErrors([]);
    try {
      redirect(await singleSignOnUrl(connectorId, experience.signInMode));
    } catch (caught) {
      setFormErrors(translateError(t, i18n, caught));
      setBusy(false);
    }
  };

  const handleSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (ssoConnectorId) return startSingleSignOn(ssoConnectorId);
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
      {ssoConnectorId && <p aria-live="polite">{t('sso.notice')}</p>}
      {children}
      <SubmitButton isBusy={isBusy}>
        {ssoConnectorId ? t('sso.continue') : submitLabel}
      </SubmitButton>
    </form>
  );
};
