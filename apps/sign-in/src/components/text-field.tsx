import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from '../app/use-translation.tsx';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** A short help text under the field, read with it. */
  hint?: string | undefined;
  /** Ids of extra descriptions (hints) read after the label. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled input whose error and hint are tied to it (`aria-describedby`). Password fields get
 * a show/hide toggle: a real button that says what it does and whether it is on (`aria-pressed`).
 */
export const TextField = ({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  describedBy,
  inputRef,
  type,
  ...inputProps
}: TextFieldProps) => {
  const { t } = useTranslation();
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedByIds = [error ? errorId : undefined, hint ? hintId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  const input = (
    <input
      {...inputProps}
      type={isPassword && isRevealed ? 'text' : type}
      ref={inputRef}
      id={id}
      className={styles.input}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByIds || undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {isPassword ? (
        <div className={styles.withToggle}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-controls={id}
            aria-pressed={isRevealed}
            onClick={() => setRevealed((current) => !current)}
          >
            {t(isRevealed ? 'password_toggle.hide' : 'password_toggle.show')}
          </button>
        </div>
      ) : (
        input
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
