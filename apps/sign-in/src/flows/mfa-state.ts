import type { mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import { ApiError } from '../api/api-client.ts';

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

const readMasked = (data: unknown): MaskedIdentifiers => {
  const masked = (data as { maskedIdentifiers?: unknown } | undefined)?.maskedIdentifiers;
  if (!masked || typeof masked !== 'object') return {};
  return Object.fromEntries(
    Object.entries(masked).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

const key = 'gatehouse.sign-in.mfa';
let memory: MfaStep | undefined;

const readFactors = (data: unknown): MfaFactor[] => {
  const list = (data as { availableFactors?: unknown } | undefined)?.availableFactors;
  return Array.isArray(list)
    ? list.filter((item): item is MfaFactor => typeof item === 'string')
    : [];
};

/** The MFA step an error of `POST /submit` asks for, if it is one. */
export const readMfaStep = (error: unknown): MfaStep | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case 'user.missing_mfa':
      return {
        mode: 'bind',
        factors: readFactors(error.data),
        skippable: (error.data as { skippable?: unknown } | undefined)?.skippable === true,
      };
    case 'session.mfa.require_mfa_verification':
      return {
        mode: 'verify',
        factors: readFactors(error.data),
        maskedIdentifiers: readMasked(error.data),
      };
    case 'session.mfa.backup_code_required':
      return { mode: 'backup-codes' };
    default:
      return undefined;
  }
};

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
