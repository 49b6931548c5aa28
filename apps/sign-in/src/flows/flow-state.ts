import type {
  ExperienceIdentifier,
  InteractionEvent,
  VerificationCodeIdentifier,
} from '../api/experience-api.ts';

/**
 * What one page of a flow hands to the next (the identifier typed, the code sent), kept in
 * sessionStorage so that a reload or the back button does not lose it; the interaction itself
 * lives on the server behind its cookie.
 */
export type FlowState = {
  event: InteractionEvent;
  identifier: ExperienceIdentifier;
  /** Set once a code was sent to `identifier`. */
  code?: { identifier: VerificationCodeIdentifier; verificationId: string; sentAt: number };
  /** Profile parts the account still needs before it can be submitted. */
  missingProfile?: string[];
  /**
   * False while a registration waits for its profile: identification answered
   * `user.missing_profile`, so it is called again once `/continue` filled the profile in.
   */
  isIdentified?: boolean;
};

const key = 'gatehouse.sign-in.flow';

export const readFlowState = (): FlowState | undefined => {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as FlowState) : undefined;
  } catch {
    return undefined;
  }
};

export const writeFlowState = (state: FlowState) => {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage may be disabled; the flow still works within this page load.
  }
  memory = state;
};

export const clearFlowState = () => {
  memory = undefined;
  try {
    sessionStorage.removeItem(key);
  } catch {}
};

// A copy for browsers whose storage refuses writes.
let memory: FlowState | undefined;

/** The current flow's state (storage first, else this page load's copy). */
export const currentFlowState = () => readFlowState() ?? memory;

// A one-time message for the next sign-in page (after a password reset). Kept in sessionStorage
// because the reset's `redirectTo` goes through the OIDC provider, which reloads the page.
const noticeKey = 'gatehouse.sign-in.notice';
let signInNotice: string | undefined;
export const setSignInNotice = (phraseKey: string) => {
  signInNotice = phraseKey;
  try {
    sessionStorage.setItem(noticeKey, phraseKey);
  } catch {
    // Storage may be disabled; the notice then lasts for this page load only.
  }
};
export const takeSignInNotice = () => {
  let notice = signInNotice;
  signInNotice = undefined;
  try {
    notice = sessionStorage.getItem(noticeKey) ?? notice;
    sessionStorage.removeItem(noticeKey);
  } catch {}
  return notice;
};
