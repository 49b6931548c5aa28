import { ApiError } from '../../http/api-error.ts';
import type { InteractionEvent } from '../experience-session.ts';
import { createUser } from './create-user.ts';
import { identifyByPassword } from './identify-by-password.ts';
import { recordSignIn } from './record-sign-in.ts';
import { requireActiveUser } from './require-active-user.ts';
import type { ExperienceFlow, Verifier } from './step-context.ts';
import { verifyNewPasswordIdentityStep } from './verify-new-password-identity.ts';
import { verifyPasswordStep } from './verify-password.ts';

/**
 * The sign-in flow as data (docs/decisions/009-experience-steps.md). A new way to prove who one
 * is (passwordless code, social, MFA factor) is a new verifier here plus, if it identifies the
 * person, a new entry in an event's `identify`; a new requirement before submission (MFA, a
 * missing profile field) is a new `submit` step. The routes never branch on either.
 */

/** verification type → verifier: one `POST /api/experience/verification/{path}` route each. */
export const verifiers: Verifier[] = [verifyPasswordStep, verifyNewPasswordIdentityStep];

/** Submission is the same for every event so far: the user is still active, then stamped. */
const submitIdentifiedUser = [requireActiveUser, recordSignIn];

/**
 * event → steps. ForgotPassword has no flow: password reset needs the e-mail or SMS
 * connectors this server does not have, so the event is refused (422) wherever it is named.
 */
export const experienceFlows: { readonly [E in InteractionEvent]?: ExperienceFlow } = {
  SignIn: {
    identify: { Password: identifyByPassword },
    identifiedStatus: 204,
    submit: submitIdentifiedUser,
    auditKey: 'Interaction.SignIn.Submit',
  },
  Register: {
    identify: { NewPasswordIdentity: createUser },
    identifiedStatus: 201,
    submit: submitIdentifiedUser,
    auditKey: 'Interaction.Register.Submit',
  },
};

/** The flow of `event`, or 422 `session.forgot_password_not_enabled` for an event without one. */
export const flowOf = (event: InteractionEvent): ExperienceFlow => {
  const flow = experienceFlows[event];
  if (!flow) throw new ApiError('session.forgot_password_not_enabled', { status: 422 });
  return flow;
};
