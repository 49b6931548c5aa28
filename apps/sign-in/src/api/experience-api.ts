import type {
  ConsentInfo,
  ExperienceIdentifier,
  InteractionEvent,
  NewPasswordIdentityBody,
  RedirectResponse,
  UpdateProfileBody,
  VerificationCodeIdentifier,
  VerificationIdResponse,
} from '@gatehouse/schemas/api/experience';
import type { PublicSignInExperience } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';
import { configuredCaptcha } from '../app/captcha-config.ts';
import type { PhraseTree } from '../app/translator.ts';
import { requestApi } from './api-client.ts';

/** The parts of the tenant's experience this app reads (docs/decisions/001-runtime-layout.md). */
export type Experience = Pick<
  PublicSignInExperience,
  | 'color'
  | 'branding'
  | 'languageInfo'
  | 'signInMode'
  | 'signIn'
  | 'signUp'
  | 'passwordPolicy'
  | 'termsOfUseUrl'
  | 'privacyPolicyUrl'
  | 'agreeToTermsPolicy'
  | 'customCss'
  | 'forgotPassword'
> &
  // Optional: stand-in experiences (no server answer, tests) offer no social or passkey sign-in.
  Partial<
    Pick<
      PublicSignInExperience,
      | 'socialConnectors'
      | 'passkeySignIn'
      | 'captchaConfig'
      | 'singleSignOnEnabled'
      | 'ssoConnectors'
    >
  >;

// The server validates and answers with the same schemas (packages/schemas/src/api/experience.ts).
export type {
  ConsentInfo,
  ExperienceIdentifier,
  InteractionEvent,
  PhraseTree,
  VerificationCodeIdentifier,
};

/** Registration by username + password names a username. */
type UsernameIdentifier = NewPasswordIdentityBody['identifier'];

export const experienceApi = {
  fetchExperience: () => requestApi<Experience>('GET', '/api/.well-known/sign-in-exp'),
  fetchPhrases: (language: string) =>
    requestApi<PhraseTree>('GET', `/api/.well-known/phrases?lng=${encodeURIComponent(language)}`),
  /** Starts an interaction; sign-in and registration carry a captcha token when the tenant asks. */
  startInteraction: async (interactionEvent: InteractionEvent) => {
    const captcha = interactionEvent === 'ForgotPassword' ? undefined : configuredCaptcha();
    // The widget's code loads only here, for tenants that use one.
    const token = captcha
      ? await import('../app/captcha.ts').then((widget) =>
          widget.captchaToken(captcha, interactionEvent as 'SignIn' | 'Register'),
        )
      : undefined;
    return requestApi('PUT', '/api/experience', {
      interactionEvent,
      ...(token ? { captchaToken: token } : {}),
    });
  },
  /** Turns the interaction into another event (sign-in ↔ registration), keeping its records. */
  changeInteractionEvent: (interactionEvent: InteractionEvent) =>
    requestApi('PUT', '/api/experience/interaction-event', { interactionEvent }),
  verifyPassword: (identifier: ExperienceIdentifier, password: string) =>
    requestApi<VerificationIdResponse>('POST', '/api/experience/verification/password', {
      identifier,
      password,
    }),
  createPasswordIdentity: (identifier: UsernameIdentifier, password: string) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/new-password-identity',
      { identifier, password },
    ),
  sendCode: (identifier: VerificationCodeIdentifier, interactionEvent: InteractionEvent) =>
    requestApi<VerificationIdResponse>('POST', '/api/experience/verification/verification-code', {
      identifier,
      interactionEvent,
    }),
  verifyCode: (identifier: VerificationCodeIdentifier, verificationId: string, code: string) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/verification-code/verify',
      { identifier, verificationId, code },
    ),
  /** Without a verification id: a registration identified again once its profile is complete. */
  identify: (verificationId?: string) =>
    requestApi('POST', '/api/experience/identification', verificationId ? { verificationId } : {}),
  updateProfile: (body: UpdateProfileBody) => requestApi('POST', '/api/experience/profile', body),
  resetPassword: (password: string) =>
    requestApi('PUT', '/api/experience/profile/password', { password }),
  /** `{redirectTo}`; a finished password reset may answer without a body. */
  submit: () => requestApi<RedirectResponse | undefined>('POST', '/api/experience/submit'),
};
