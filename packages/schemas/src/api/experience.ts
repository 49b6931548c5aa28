import { z } from 'zod';
import { usernameGuard } from '../sign-in-experience/sign-in-methods.schema.ts';

/**
 * The Experience API (`/api/experience/*`, contract endpoints.md "Experience API"): the bodies the
 * server validates and the answers it gives. The server's routes are built from these guards and
 * the sign-in app types its calls with them, so the two cannot drift apart.
 */

export const interactionEventGuard = z.enum(['SignIn', 'Register', 'ForgotPassword']);
export type InteractionEvent = z.infer<typeof interactionEventGuard>;

export const experienceIdentifierGuard = z.object({
  type: z.enum(['username', 'email', 'phone']),
  value: z.string(),
});
export type ExperienceIdentifier = z.infer<typeof experienceIdentifierGuard>;

/** `PUT /api/experience`. */
export const startInteractionBodyGuard = z.object({
  interactionEvent: interactionEventGuard,
  captchaToken: z.string().optional(),
});

/** `PUT /api/experience/interaction-event`. */
export const interactionEventBodyGuard = z.object({ interactionEvent: interactionEventGuard });

/** `POST /api/experience/identification`. */
export const identificationBodyGuard = z.object({
  verificationId: z.string().optional(),
  linkSocialIdentity: z.boolean().optional(),
});

/** `POST /api/experience/verification/password`. */
export const passwordVerificationBodyGuard = z.object({
  identifier: experienceIdentifierGuard,
  password: z.string().min(1),
});
export type PasswordVerificationBody = z.infer<typeof passwordVerificationBodyGuard>;

/** `POST /api/experience/verification/new-password-identity` (registration). */
export const newPasswordIdentityBodyGuard = z.object({
  identifier: z.object({ type: z.literal('username'), value: usernameGuard }),
  password: z.string(),
});
export type NewPasswordIdentityBody = z.infer<typeof newPasswordIdentityBodyGuard>;

/** What every verification route answers: the record to name in `/identification`. */
export const verificationIdResponseGuard = z.object({ verificationId: z.string() });
export type VerificationIdResponse = z.infer<typeof verificationIdResponseGuard>;

/** `POST /api/experience/submit` and `POST /api/experience/consent`: where the browser goes next. */
export const redirectResponseGuard = z.object({ redirectTo: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseGuard>;

/** `GET /api/experience/interaction`: the interaction without secrets (no digests, no user ids of records). */
export const interactionStateResponseGuard = z.object({
  interactionEvent: interactionEventGuard,
  userId: z.string().optional(),
  profile: z.object({ username: z.string().optional() }),
  verificationRecords: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      identifier: z.object({ type: z.string(), value: z.string() }),
      verified: z.boolean().optional(),
    }),
  ),
});
export type InteractionStateResponse = z.infer<typeof interactionStateResponseGuard>;

/** `GET /api/experience/consent`: what a third-party application asks the user to consent to. */
export const consentInfoResponseGuard = z.object({
  application: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(z.string()),
});
export type ConsentInfo = z.infer<typeof consentInfoResponseGuard>;

/** `GET /api/.well-known/sign-in-exp` and `/experience`: accepted for wire compatibility. */
export const signInExperienceQueryGuard = z.object({
  organizationId: z.string().optional(),
  appId: z.string().optional(),
});
