import { ApiError } from '../api/api-client.ts';
import type { MaskedIdentifiers, MfaFactor, MfaStep } from './mfa-step-store.ts';

export {
  clearMfaStep,
  type MaskedIdentifiers,
  type MfaFactor,
  type MfaStep,
  mfaStepPath,
  readMfaStepState,
  writeMfaStep,
} from './mfa-step-store.ts';

const readMasked = (data: unknown): MaskedIdentifiers => {
  const masked = (data as { maskedIdentifiers?: unknown } | undefined)?.maskedIdentifiers;
  if (!masked || typeof masked !== 'object') return {};
  return Object.fromEntries(
    Object.entries(masked).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

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
