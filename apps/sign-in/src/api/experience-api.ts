import type {
  ConsentInfo,
  InteractionEvent,
  NewPasswordIdentityBody,
  RedirectResponse,
  VerificationIdResponse,
} from '@gatehouse/schemas/api/experience';
import type { PublicSignInExperience } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';
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
>;

/** Phrases of one language, the tenant's custom phrases merged over the built-in ones. */
export type PhraseTree = { [key: string]: string | PhraseTree };

// The server validates and answers with the same schemas (packages/schemas/src/api/experience.ts).
export type { ConsentInfo, InteractionEvent };

/** This app signs in and registers with usernames only. */
type Identifier = NewPasswordIdentityBody['identifier'];

export const experienceApi = {
  fetchExperience: () => requestApi<Experience>('GET', '/api/.well-known/sign-in-exp'),
  fetchPhrases: (language: string) =>
    requestApi<PhraseTree>('GET', `/api/.well-known/phrases?lng=${encodeURIComponent(language)}`),
  startInteraction: (interactionEvent: InteractionEvent) =>
    requestApi('PUT', '/api/experience', { interactionEvent }),
  verifyPassword: (identifier: Identifier, password: string) =>
    requestApi<VerificationIdResponse>('POST', '/api/experience/verification/password', {
      identifier,
      password,
    }),
  createPasswordIdentity: (identifier: Identifier, password: string) =>
    requestApi<VerificationIdResponse>(
      'POST',
      '/api/experience/verification/new-password-identity',
      { identifier, password },
    ),
  identify: (verificationId: string) =>
    requestApi('POST', '/api/experience/identification', { verificationId }),
  submit: () => requestApi<RedirectResponse>('POST', '/api/experience/submit'),
  fetchConsent: () => requestApi<ConsentInfo>('GET', '/api/experience/consent'),
  grantConsent: () => requestApi<RedirectResponse>('POST', '/api/experience/consent'),
};
