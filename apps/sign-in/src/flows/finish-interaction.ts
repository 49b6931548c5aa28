import { ApiError } from '../api/api-client.ts';
import { experienceApi } from '../api/experience-api.ts';
import { currentFlowState, writeFlowState } from './flow-state.ts';
import { type MfaStep, readMfaStep, writeMfaStep } from './mfa-state.ts';

/** The profile parts in a `user.missing_profile` answer (`data.missingProfile`). */
export const readMissingProfile = (error: unknown): string[] | undefined => {
  if (!(error instanceof ApiError) || error.code !== 'user.missing_profile') return undefined;
  const list = (error.data as { missingProfile?: unknown } | undefined)?.missingProfile;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

export type Finish =
  | { redirectTo: string }
  | { missingProfile: string[] }
  | { mfa: MfaStep }
  | { done: true };

/**
 * Submits the interaction: `redirectTo` to follow, the profile parts the server still asks for
 * (`user.missing_profile`), the MFA step it asks for (bind, verify, backup codes), or done without
 * a redirect (a finished password reset).
 */
export const finishInteraction = async (): Promise<Finish> => {
  try {
    const answer = await experienceApi.submit();
    return answer?.redirectTo ? { redirectTo: answer.redirectTo } : { done: true };
  } catch (error) {
    const missingProfile = readMissingProfile(error);
    if (missingProfile && missingProfile.length > 0) {
      const state = currentFlowState();
      if (state) writeFlowState({ ...state, missingProfile, isIdentified: true });
      return { missingProfile };
    }
    const mfa = readMfaStep(error);
    if (mfa) {
      writeMfaStep(mfa);
      return { mfa };
    }
    throw error;
  }
};
