import { ApiError } from '../../http/api-error.ts';
import type { ExperienceState } from '../experience-session.ts';
import type { RecordOf } from './step-context.ts';

export type CodeRecord = RecordOf<'EmailVerificationCode' | 'PhoneVerificationCode'>;

/**
 * The code record `verificationId` names, of the address type `channel` when given; 404
 * `session.verification_session_not_found` when the interaction has no such record.
 */
export const findCodeRecord = (
  state: ExperienceState,
  verificationId: string,
  channel?: 'email' | 'phone',
): CodeRecord => {
  const record = state.verificationRecords.find(({ id }) => id === verificationId);
  const isCode =
    record?.type === 'EmailVerificationCode' || record?.type === 'PhoneVerificationCode';
  if (!record || !isCode || (channel && record.identifier.type !== channel)) {
    throw new ApiError('session.verification_session_not_found', { status: 404 });
  }
  return record;
};

/** A code record proves the address only once its code was typed: else 400 `session.verification_failed`. */
export const assertCodeVerified = (record: CodeRecord) => {
  if (!record.verified) throw new ApiError('session.verification_failed', { status: 400 });
};
