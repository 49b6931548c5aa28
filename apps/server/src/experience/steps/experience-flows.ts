import { ApiError } from '../../http/api-error.ts';
import type { InteractionEvent } from '../experience-session.ts';
import { applyProfile } from './apply-profile.ts';
import { createUser } from './create-user.ts';
import { createUserFromProfile } from './create-user-from-profile.ts';
import { createUserFromSocial } from './create-user-from-social.ts';
import { createUserFromEnterpriseSso, identifyByEnterpriseSso } from './enterprise-sso.ts';
import { identifyByCode, identifyForPasswordReset } from './identify-by-code.ts';
import { identifyByPasskey } from './identify-by-passkey.ts';
import { identifyByPassword } from './identify-by-password.ts';
import { identifyBySocial } from './identify-by-social.ts';
import { sendMfaCodeStep, verifyMfaCodeStep } from './mfa-verification-code.ts';
import { recordSignIn } from './record-sign-in.ts';
import { registerByCode } from './register-by-code.ts';
import { requireActiveUser } from './require-active-user.ts';
import { requireMfa } from './require-mfa.ts';
import { writeNewPassword } from './reset-password.ts';
import { sendVerificationCodeStep } from './send-verification-code.ts';
import type { ExperienceFlow, Verifier } from './step-context.ts';
import { storeMfa } from './store-mfa.ts';
import {
  verifyBackupCodeStep,
  verifyTotpStep,
  verifyWebAuthnAuthenticationStep,
  verifyWebAuthnRegistrationStep,
} from './verify-mfa-factors.ts';
import { verifyNewPasswordIdentityStep } from './verify-new-password-identity.ts';
import { verifyPasswordStep } from './verify-password.ts';
import { verifySignInPasskeyStep } from './verify-sign-in-passkey.ts';
import { verifyVerificationCodeStep } from './verify-verification-code.ts';

/**
 * The sign-in flow as data (docs/decisions/009-experience-steps.md). A new way to prove who one
 * is (passwordless code, social, MFA factor) is a new verifier here plus, if it identifies the
 * person, a new entry in an event's `identify`; a new requirement before submission (MFA, a
 * missing profile field) is a new `submit` step. The routes never branch on either.
 */

/** verification type → verifier: one `POST /api/experience/verification/{path}` route each. */
export const verifiers: Verifier[] = [
  verifyPasswordStep,
  verifyNewPasswordIdentityStep,
  sendVerificationCodeStep,
  verifyVerificationCodeStep,
  verifyTotpStep,
  verifyBackupCodeStep,
  verifyWebAuthnRegistrationStep,
  verifyWebAuthnAuthenticationStep,
  verifySignInPasskeyStep,
  sendMfaCodeStep,
  verifyMfaCodeStep,
];

/** Submission of a sign-in or registration: the user is still active, then stamped. */
const submitIdentifiedUser = [requireActiveUser, requireMfa, storeMfa, recordSignIn];

/**
 * event → steps. ForgotPassword is offered only when a connector can send its code
 * (tenant-sign-in-experience.ts `assertEventAllowed`); its submission writes the new password
 * and signs nobody in.
 */
export const experienceFlows: { readonly [E in InteractionEvent]?: ExperienceFlow } = {
  SignIn: {
    identify: {
      Password: identifyByPassword,
      EmailVerificationCode: identifyByCode,
      PhoneVerificationCode: identifyByCode,
      Social: identifyBySocial,
      SignInPasskey: identifyByPasskey,
      EnterpriseSso: identifyByEnterpriseSso,
    },
    identifiedStatus: 204,
    // MFA (requireMfa, storeMfa) is checked before the profile and the sign-in are written.
    submit: [requireActiveUser, requireMfa, applyProfile, storeMfa, recordSignIn],
    signsIn: true,
    auditKey: 'Interaction.SignIn.Submit',
  },
  Register: {
    identify: {
      NewPasswordIdentity: createUser,
      EmailVerificationCode: registerByCode,
      PhoneVerificationCode: registerByCode,
      Social: createUserFromSocial,
      EnterpriseSso: createUserFromEnterpriseSso,
    },
    identifyFromProfile: createUserFromProfile,
    identifiedStatus: 201,
    submit: submitIdentifiedUser,
    signsIn: true,
    auditKey: 'Interaction.Register.Submit',
  },
  ForgotPassword: {
    identify: {
      EmailVerificationCode: identifyForPasswordReset,
      PhoneVerificationCode: identifyForPasswordReset,
    },
    identifiedStatus: 204,
    submit: [requireActiveUser, writeNewPassword],
    signsIn: false,
    auditKey: 'Interaction.ForgotPassword.Submit',
  },
};

/** The flow of `event`, or 422 `session.forgot_password_not_enabled` for an event without one. */
export const flowOf = (event: InteractionEvent): ExperienceFlow => {
  const flow = experienceFlows[event];
  if (!flow) throw new ApiError('session.forgot_password_not_enabled', { status: 422 });
  return flow;
};
