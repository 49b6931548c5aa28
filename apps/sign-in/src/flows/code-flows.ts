import { ApiError } from '../api/api-client.ts';
import {
  type ExperienceIdentifier,
  experienceApi,
  type InteractionEvent,
  type VerificationCodeIdentifier,
} from '../api/experience-api.ts';
import { readMissingProfile } from './finish-interaction.ts';
import { type FlowState, writeFlowState } from './flow-state.ts';

// The Experience API's order for codes (contract endpoints.md): event → send code → verify it →
// identification → profile (registration, reset) → submit → the browser follows `redirectTo`.

const asCodeIdentifier = (identifier: ExperienceIdentifier): VerificationCodeIdentifier => {
  if (identifier.type === 'username') throw new Error('codes go to an e-mail address or a phone');
  return { type: identifier.type, value: identifier.value };
};

/** Starts an interaction of `event` and sends a code to `identifier`; remembers both. */
export const startCodeFlow = async (event: InteractionEvent, identifier: ExperienceIdentifier) => {
  await experienceApi.startInteraction(event);
  const codeIdentifier = asCodeIdentifier(identifier);
  const { verificationId } = await experienceApi.sendCode(codeIdentifier, event);
  const state: FlowState = {
    event,
    identifier,
    code: { identifier: codeIdentifier, verificationId, sentAt: Date.now() },
  };
  writeFlowState(state);
  return state;
};

/** Sends a new code for the current flow (the previous one stops working). */
export const resendCode = async (state: FlowState) => {
  const codeIdentifier = asCodeIdentifier(state.identifier);
  const { verificationId } = await experienceApi.sendCode(codeIdentifier, state.event);
  const next = {
    ...state,
    code: { identifier: codeIdentifier, verificationId, sentAt: Date.now() },
  };
  writeFlowState(next);
  return next;
};

/** Checks the code the person typed; the verified record then identifies them. */
export const verifyCode = async (state: FlowState, code: string) => {
  if (!state.code) throw new ApiError(400, 'session.verification_session_not_found', '');
  const { verificationId } = await experienceApi.verifyCode(
    state.code.identifier,
    state.code.verificationId,
    code,
  );
  const next = { ...state, code: { ...state.code, verificationId } };
  writeFlowState(next);
  return next;
};

/**
 * Identifies with the verified code, first turning the interaction into `event` if it differs.
 * A registration whose profile is not complete yet (`user.missing_profile`) answers the state
 * with `missingProfile` set, for `/continue` to fill in.
 */
export const identifyWithCode = async (state: FlowState, event: InteractionEvent = state.event) => {
  if (!state.code) throw new ApiError(400, 'session.verification_session_not_found', '');
  if (event !== state.event) await experienceApi.changeInteractionEvent(event);
  let next: FlowState;
  try {
    await experienceApi.identify(state.code.verificationId);
    next = { ...state, event, isIdentified: true };
  } catch (error) {
    const missingProfile = readMissingProfile(error);
    if (!missingProfile) throw error;
    next = { ...state, event, isIdentified: false, missingProfile };
  }
  writeFlowState(next);
  return next;
};
