import {
  experienceIdentifierGuard,
  type InteractionStateResponse,
  interactionEventGuard,
  socialUserInfoGuard,
} from '@gatehouse/schemas/api/experience';
import { enterpriseSsoUserInfoGuard } from '@gatehouse/schemas/api/sso-connectors';
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { TenantInfo } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import {
  backupCodeRecordGuard,
  experienceMfaStateGuard,
  mfaEmailCodeRecordGuard,
  mfaPhoneCodeRecordGuard,
  signInPasskeyRecordGuard,
  totpRecordGuard,
  webAuthnRecordGuard,
} from './mfa-records.ts';

export type { ExperienceIdentifier, InteractionEvent } from '@gatehouse/schemas/api/experience';

/** What the experience API needs of the OIDC engineer's provider cache. */
export type ExperienceProviders = { get: (tenant: TenantInfo) => Promise<Provider> };

export type OidcInteraction = Awaited<ReturnType<Provider['interactionDetails']>>;

const passwordRecordGuard = z.object({
  id: z.string(),
  type: z.literal('Password'),
  identifier: experienceIdentifierGuard,
  verified: z.boolean(),
  userId: z.string(),
});

const newPasswordIdentityRecordGuard = z.object({
  id: z.string(),
  type: z.literal('NewPasswordIdentity'),
  identifier: z.object({ type: z.literal('username'), value: z.string() }),
  // The digest, never the password: the record is stored with the interaction in the database.
  password: z.object({ encrypted: z.string(), method: z.literal('Argon2id') }),
});

/**
 * A code sent to an address (`verification-code`), verified once the person typed it
 * (`verification-code/verify`). `interactionEvent` is the purpose the code was sent for.
 */
const codeRecordFields = {
  id: z.string(),
  interactionEvent: interactionEventGuard,
  verified: z.boolean(),
};
const emailCodeRecordGuard = z.object({
  ...codeRecordFields,
  type: z.literal('EmailVerificationCode'),
  identifier: z.object({ type: z.literal('email'), value: z.string() }),
});
const phoneCodeRecordGuard = z.object({
  ...codeRecordFields,
  type: z.literal('PhoneVerificationCode'),
  identifier: z.object({ type: z.literal('phone'), value: z.string() }),
});

/**
 * A social sign-in (`social/{connectorId}/authorization-uri`, then `/verify`). `session` is what
 * the callback is checked against (state, redirect URI, nonce, PKCE verifier): never shown to the
 * client. `socialUserInfo` is set once the provider vouched for the person.
 */
const socialRecordGuard = z.object({
  id: z.string(),
  type: z.literal('Social'),
  connectorId: z.string(),
  session: z.object({
    state: z.string(),
    redirectUri: z.string(),
    nonce: z.string().optional(),
    codeVerifier: z.string().optional(),
  }),
  socialUserInfo: socialUserInfoGuard.optional(),
});

/**
 * An enterprise SSO sign-in (`sso/{connectorId}/authorization-uri`, then `/verify`), like a
 * social one; `session.requestId` is the SAML AuthnRequest id the response must answer.
 */
const enterpriseSsoRecordGuard = z.object({
  id: z.string(),
  type: z.literal('EnterpriseSso'),
  connectorId: z.string(),
  session: z.object({
    state: z.string(),
    redirectUri: z.string(),
    nonce: z.string().optional(),
    codeVerifier: z.string().optional(),
    requestId: z.string().optional(),
    /** An IdP-initiated SAML sign-in: the parked assertion this browser brought (its cookie). */
    idpInitiatedSessionId: z.string().optional(),
  }),
  issuer: z.string().optional(),
  enterpriseSsoUserInfo: enterpriseSsoUserInfoGuard.optional(),
  /** The IdP's token set, sealed (decision 010), kept when the connector stores tokens. */
  sealedTokenSet: z.string().optional(),
});

const verificationRecordGuard = z.discriminatedUnion('type', [
  socialRecordGuard,
  enterpriseSsoRecordGuard,
  passwordRecordGuard,
  newPasswordIdentityRecordGuard,
  emailCodeRecordGuard,
  phoneCodeRecordGuard,
  totpRecordGuard,
  backupCodeRecordGuard,
  webAuthnRecordGuard,
  signInPasskeyRecordGuard,
  mfaEmailCodeRecordGuard,
  mfaPhoneCodeRecordGuard,
]);
export type VerificationRecord = z.infer<typeof verificationRecordGuard>;

const experienceStateGuard = z.object({
  interactionEvent: interactionEventGuard,
  userId: z.string().optional(),
  /**
   * What the account will have (registration) or gains (sign-in) at submission; a password only
   * as its digest.
   */
  profile: z.object({
    username: z.string().optional(),
    primaryEmail: z.string().optional(),
    primaryPhone: z.string().optional(),
    password: z.object({ encrypted: z.string(), method: z.literal('Argon2id') }).optional(),
    extraProfile: z.record(z.string(), z.unknown()).optional(),
  }),
  verificationRecords: z.array(verificationRecordGuard),
  /** MFA choices and new factors of this interaction (mfa-records.ts). */
  mfa: experienceMfaStateGuard.optional(),
});
export type ExperienceState = z.infer<typeof experienceStateGuard>;

/** Key of the experience state inside the OIDC interaction's `result`. */
const storageKey = 'experience';

export type ExperienceSession = {
  provider: Provider;
  interaction: OidcInteraction;
  /** Absent until `PUT /api/experience` started an interaction event. */
  state: ExperienceState | undefined;
};

/** oidc-provider's answer when the interaction cookie or its interaction is missing or expired. */
export const isSessionNotFound = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'SessionNotFound' || error.constructor.name === 'SessionNotFound');

/**
 * The OIDC interaction of the request (from the `_interaction` cookie) and the experience state
 * stored in it. The state lives in the interaction row, not in process memory, so any node of
 * a cluster can continue the flow. No cookie or an expired interaction → 400 `session.not_found`.
 */
export const loadExperienceSession = async (
  ctx: Context,
  providers: ExperienceProviders,
  tenant: TenantInfo,
): Promise<ExperienceSession> => {
  const provider = await providers.get(tenant);
  try {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    const parsed = experienceStateGuard.safeParse(interaction.result?.[storageKey]);
    return { provider, interaction, state: parsed.success ? parsed.data : undefined };
  } catch (error: unknown) {
    if (isSessionNotFound(error)) {
      throw new ApiError('session.not_found', {
        status: 400,
        data: { error: 'invalid_request', error_description: (error as Error).message },
      });
    }
    throw error;
  }
};

/** The state, or 404 `session.interaction_not_found` when no interaction event was set. */
export const requireState = (session: ExperienceSession): ExperienceState => {
  if (!session.state) throw new ApiError('session.interaction_not_found', { status: 404 });
  return session.state;
};

/** Writes the state back into the interaction, keeping the interaction's own expiry. */
export const saveExperienceState = async (
  { interaction }: ExperienceSession,
  state: ExperienceState,
): Promise<void> => {
  interaction.result = { ...interaction.result, [storageKey]: state };
  const remainingSeconds = interaction.exp - Math.floor(Date.now() / 1000);
  if (remainingSeconds <= 0) throw new ApiError('session.not_found', { status: 400 });
  await interaction.save(remainingSeconds);
};

export const findVerificationRecord = (
  state: ExperienceState,
  verificationId: string | undefined,
) => {
  const record = state.verificationRecords.find(({ id }) => id === verificationId);
  if (!record) throw new ApiError('session.verification_session_not_found', { status: 404 });
  return record;
};

/** The client the person is signing in to (`client_id` of the authorization request). */
export const clientIdOf = ({ interaction }: ExperienceSession): string | undefined => {
  const clientId = interaction.params.client_id;
  return typeof clientId === 'string' ? clientId : undefined;
};

/** The state as `GET /api/experience/interaction` shows it: no password digests, no user ids of records. */
export const publicStateOf = (state: ExperienceState): InteractionStateResponse => ({
  interactionEvent: state.interactionEvent,
  ...(state.userId ? { userId: state.userId } : {}),
  profile: {
    ...(state.profile.username ? { username: state.profile.username } : {}),
    ...(state.profile.primaryEmail ? { primaryEmail: state.profile.primaryEmail } : {}),
    ...(state.profile.primaryPhone ? { primaryPhone: state.profile.primaryPhone } : {}),
  },
  verificationRecords: state.verificationRecords.map((record) =>
    record.type === 'Social'
      ? {
          id: record.id,
          type: record.type,
          connectorId: record.connectorId,
          ...(record.socialUserInfo ? { socialUserInfo: record.socialUserInfo } : {}),
        }
      : record.type === 'EnterpriseSso'
        ? {
            id: record.id,
            type: record.type,
            connectorId: record.connectorId,
            ...(record.enterpriseSsoUserInfo
              ? { enterpriseSsoUserInfo: record.enterpriseSsoUserInfo }
              : {}),
          }
        : 'verified' in record
          ? {
              id: record.id,
              type: record.type,
              ...('identifier' in record ? { identifier: record.identifier } : {}),
              verified: record.verified,
            }
          : { id: record.id, type: record.type, identifier: record.identifier },
  ),
});
