import type { mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';

// The MFA step the sign-in pages are on, kept apart from reading it out of an error
// (mfa-state.ts): the sign-in page's first load needs only to clear it and to know its page.

export type MfaFactor = (typeof mfaFactors)[number];

/**
 * What the server asked for at submission: bind a first factor (422 `user.missing_mfa`), prove
 * a bound one (403 `session.mfa.require_mfa_verification`), or add backup codes to the factor
 * just bound (422 `session.mfa.backup_code_required`). Kept in sessionStorage so that a reload of
 * an MFA page keeps its choices; the interaction itself lives on the server.
 */
export type MfaStep =
  | { mode: 'bind'; factors: MfaFactor[]; skippable: boolean }
  | { mode: 'verify'; factors: MfaFactor[]; maskedIdentifiers?: MaskedIdentifiers }
  | { mode: 'backup-codes' };

/** Where an e-mail or SMS code goes, masked by the server (contract `maskedIdentifiers`). */
export type MaskedIdentifiers = Partial<Record<MfaFactor, string>>;

const key = 'gatehouse.sign-in.mfa';
let memory: MfaStep | undefined;

export const writeMfaStep = (step: MfaStep) => {
  memory = step;
  try {
    sessionStorage.setItem(key, JSON.stringify(step));
  } catch {
    // Storage may be disabled; the step still works within this page load.
  }
};

export const readMfaStepState = (): MfaStep | undefined => {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return JSON.parse(stored) as MfaStep;
  } catch {}
  return memory;
};

export const clearMfaStep = () => {
  memory = undefined;
  try {
    sessionStorage.removeItem(key);
  } catch {}
};

/** The page of each MFA step. */
export const mfaStepPath = (step: MfaStep) =>
  step.mode === 'bind' ? '/mfa/bind' : step.mode === 'verify' ? '/mfa/verify' : '/mfa/backup-codes';
