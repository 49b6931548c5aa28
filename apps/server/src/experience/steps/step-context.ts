import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { RequestTenant } from '../../http/request-scope.ts';
import type { AuditLogKey } from '../../services/audit-log.ts';
import type {
  ExperienceSession,
  ExperienceState,
  VerificationRecord,
} from '../experience-session.ts';

/** What every step of the sign-in flow works on: one request of one interaction. */
export type StepContext = {
  app: AppContext;
  tenant: RequestTenant;
  session: ExperienceSession;
  /** The interaction's state; steps change it, the route saves it once they all succeeded. */
  state: ExperienceState;
  /** Who sent the request, for audit logs. */
  origin: { ip: string; userAgent: string | undefined };
  /**
   * `POST /identification`'s `linkSocialIdentity`: the person agreed to link a social identity
   * to the existing account with the same verified e-mail or phone.
   */
  linkSocialIdentity?: boolean | undefined;
};

export type VerificationType = VerificationRecord['type'];
export type RecordOf<T extends VerificationType> = Extract<VerificationRecord, { type: T }>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/**
 * A verification record before the route gives it its id. A verifier that completes an earlier
 * record of the interaction (a code's `/verify`) returns it with its `id`: the route replaces that
 * record and answers the same id, as Logto does.
 */
export type NewVerificationRecord = DistributiveOmit<VerificationRecord, 'id'> & { id?: string };

/**
 * One `POST /api/experience/verification/{path}` route: checks what the person proved (a
 * password, later a code, a social login, an MFA factor) and yields the record `/identification`
 * names. Build with `defineVerifier`.
 */
export type Verifier = {
  path: string;
  body: z.ZodType;
  /** The statuses the verifier may fail with besides 400 (and the session's 400/404). */
  errors: number[];
  summary: string;
  verify: (step: StepContext, body: unknown) => Promise<NewVerificationRecord>;
};

/** Ties a verifier's body schema to its `verify`: the guard parses the body with that schema. */
export const defineVerifier = <B extends z.ZodType>(verifier: {
  path: string;
  body: B;
  errors: number[];
  summary: string;
  verify: (step: StepContext, body: z.infer<B>) => Promise<NewVerificationRecord>;
}): Verifier => verifier as Verifier;

/** Turns a verification record of one type into the identified user of the interaction. */
export type IdentifyStep<T extends VerificationType> = (
  step: StepContext,
  record: RecordOf<T>,
) => Promise<void>;

/** A check or effect of `POST /api/experience/submit`, for the identified user `userId`. */
export type SubmitStep = (step: StepContext, userId: string) => Promise<void>;

/** How one interaction event runs: see experience-flows.ts. */
export type ExperienceFlow = {
  /** The verification types that identify the person in this event, each with its step. */
  identify: { [T in VerificationType]?: IdentifyStep<T> };
  /**
   * `POST /identification` without a `verificationId`: identification from what the interaction
   * already holds (a registration whose missing profile `POST /profile` filled in). Absent: 404
   * `session.verification_session_not_found`, as for an unknown id.
   */
  identifyFromProfile?: (step: StepContext) => Promise<void>;
  /** What `POST /identification` answers once identified: 201 when it created the user. */
  identifiedStatus: 201 | 204;
  /** Run in order by `POST /submit` before the interaction returns to the OIDC provider. */
  submit: SubmitStep[];
  /**
   * Whether submission signs the user in. A password reset does not: the interaction is handed
   * back empty and the provider shows the sign-in page again.
   */
  signsIn: boolean;
  /** The audit log key of the submission. */
  auditKey: Extract<AuditLogKey, `Interaction.${string}`>;
};
