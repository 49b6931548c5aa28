import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { assertNotLocked, sentinelTargetOf } from '../../services/sentinel.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { assertCodeSignIn, assertForgotPasswordChannel } from './code-method-rules.ts';
import { assertCodeVerified, type CodeRecord } from './find-code-record.ts';
import { findUserByIdentifier } from './find-user-by-identifier.ts';
import type { StepContext } from './step-context.ts';

type MethodRule = (tx: TenantTx, experience: SignInExperience, record: CodeRecord) => unknown;

/**
 * The active owner of a verified address becomes the identified user, if the sign-in experience
 * offers the method (`rule`) and the sentinel has not locked the address meanwhile. 404
 * `user.user_not_exist` when no account has the address (the sign-in app then offers to
 * register), 401 `user.suspended`.
 */
const identifyOwnerOfAddress =
  (rule: MethodRule) =>
  async ({ tenant, state }: StepContext, record: CodeRecord): Promise<void> => {
    assertCodeVerified(record);
    const user = await tenant.transaction(async (tx) => {
      const { experience } = await readSignInExperience(tx);
      await rule(tx, experience, record);
      await assertNotLocked(tx, sentinelTargetOf(record.identifier));
      return findUserByIdentifier(tx, record.identifier);
    });
    if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
    if (user.isSuspended) throw new ApiError('user.suspended', { status: 401 });
    state.userId = user.id;
  };

/** SignIn by an e-mail or SMS code (sign-in method with `verificationCode` on). */
export const identifyByCode = identifyOwnerOfAddress((_tx, experience, record) =>
  assertCodeSignIn(experience, record.identifier.type),
);

/** ForgotPassword: the code proves the person owns the account whose password they reset. */
export const identifyForPasswordReset = identifyOwnerOfAddress((tx, experience, record) =>
  assertForgotPasswordChannel(tx, experience, record.identifier.type),
);
