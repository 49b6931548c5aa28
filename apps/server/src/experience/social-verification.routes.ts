import {
  socialAuthorizationUriBodyGuard,
  socialVerifyBodyGuard,
} from '@gatehouse/schemas/api/experience';
import { registerConnectorVerification } from './connector-verification.ts';
import type { ExperienceRoutes } from './experience-route.ts';
import { startSocialVerification } from './steps/start-social-verification.ts';
import { verifySocialIdentity } from './steps/verify-social-identity.ts';

/**
 * The social verifier (contract "Experience API"). Unlike enterprise SSO, `verify` may leave out
 * the `verificationId` (the latest record of the connector is completed) and the redirect URI
 * must be an http(s) URL: both are the bodies' (packages/schemas).
 */
export const registerSocialVerificationRoutes = (experience: ExperienceRoutes) =>
  registerConnectorVerification(experience, {
    kind: 'social',
    start: {
      body: socialAuthorizationUriBodyGuard,
      summary: 'Start a social sign-in: the provider URL to send the person to',
      run: startSocialVerification,
    },
    verify: {
      body: socialVerifyBodyGuard,
      summary: 'Finish a social sign-in with what the provider sent back',
      run: verifySocialIdentity,
    },
  });
