import { ApiError } from '../../http/api-error.ts';
import { relyingPartyOf } from '../../services/webauthn.ts';
import type { ExperienceState } from '../experience-session.ts';
import type { RecordOf, StepContext, VerificationType } from './step-context.ts';

/** The identified user of the interaction, or 404 `session.identifier_not_found`. */
export const requireIdentifiedUser = (state: ExperienceState): string => {
  if (!state.userId) throw new ApiError('session.identifier_not_found', { status: 404 });
  return state.userId;
};

/**
 * The record `id` of type `type` made for the identified user, or 404
 * `session.verification_session_not_found` (one user's record never serves another).
 */
export const requireUserRecord = <T extends VerificationType>(
  state: ExperienceState,
  id: string | undefined,
  type: T,
): RecordOf<T> => {
  const record = state.verificationRecords.find((entry) => entry.id === id);
  if (!record || record.type !== type || !('userId' in record) || record.userId !== state.userId) {
    throw new ApiError('session.verification_session_not_found', { status: 404 });
  }
  return record as RecordOf<T>;
};

/** The tenant's public endpoint is the WebAuthn relying party. */
export const relyingPartyOfStep = ({ tenant }: StepContext) => relyingPartyOf(tenant.urls.endpoint);

/** Adds a record the route answers the id of (for the routes outside the verifier table). */
export const addRecord = (
  state: ExperienceState,
  record: ExperienceState['verificationRecords'][number],
) => {
  state.verificationRecords = [...state.verificationRecords, record];
  return record.id;
};
