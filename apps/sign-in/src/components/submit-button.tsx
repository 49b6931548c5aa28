import type { ReactNode } from 'react';
import styles from './submit-button.module.css';

/** Keeps its accessible name while busy; the spinner is decoration. */
export const SubmitButton = ({ isBusy, children }: { isBusy: boolean; children: ReactNode }) => (
  <button type="submit" className={styles.button} disabled={isBusy} aria-busy={isBusy || undefined}>
    {isBusy && <span className={styles.spinner} aria-hidden="true" />}
    {children}
  </button>
);
