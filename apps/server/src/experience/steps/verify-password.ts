import { passwordVerificationBodyGuard } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import { type UserRow, updateUser } from '../../queries/users.ts';
import { writeAuditLog } from '../../services/audit-log.ts';
import { DomainError } from '../../services/domain-error.ts';
import {
  hashPassword,
  needsRehash,
  type StoredPassword,
  verifyDummyPassword,
  verifyPassword,
} from '../../services/passwords.ts';
import {
  assertNotLocked,
  effectiveSentinelPolicy,
  isSentinelLockError,
  sentinelTargetOf,
} from '../../services/sentinel.ts';
import { isPasswordSignInEnabled, readSignInExperience } from '../tenant-sign-in-experience.ts';
import { checkUnderSentinel } from './check-under-sentinel.ts';
import { findUserByIdentifier } from './find-user-by-identifier.ts';
import { defineVerifier, type StepContext } from './step-context.ts';

const invalidCredentials = () => new ApiError('session.invalid_credentials', { status: 422 });

/**
 * Unknown user, user without a password and wrong password all end here with the same error,
 * after the same amount of hashing work, so the answer does not reveal which usernames exist.
 */
const verifyUserPassword = async (user: UserRow | undefined, password: string) => {
  const stored: StoredPassword | undefined =
    user?.passwordEncrypted && user.passwordEncryptionMethod
      ? { encrypted: user.passwordEncrypted, method: user.passwordEncryptionMethod }
      : undefined;
  if (!user || !stored) {
    await verifyDummyPassword(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, stored))) throw invalidCredentials();
  return stored;
};

/** A refused sign-in attempt is audited like a failed submission (the console's sign-in log). */
const logSignInFailure = async (
  { app, tenant, origin }: StepContext,
  error: unknown,
  userId: string | undefined,
) => {
  if (!(error instanceof ApiError || error instanceof DomainError)) return;
  await writeAuditLog(app, tenant.id, {
    key: 'Interaction.SignIn.Submit',
    result: 'Error',
    error: error.code,
    userId,
    ...origin,
  });
};

/** `POST /api/experience/verification/password`: an identifier and its user's password. */
export const verifyPasswordStep = defineVerifier({
  path: 'password',
  body: passwordVerificationBodyGuard,
  errors: [401, 404, 422],
  summary: 'Verify a password for an identifier',
  verify: async (step, { identifier, password }) => {
    // The sentinel keys attempts by identifier, known or not (spec §4 "sentinel decision").
    const target = sentinelTargetOf(identifier);
    const { user, policy } = await step.tenant
      .transaction(async (tx) => {
        const { experience } = await readSignInExperience(tx);
        if (!isPasswordSignInEnabled(experience, identifier.type)) {
          throw new ApiError('user.sign_in_method_not_enabled', { status: 422 });
        }
        await assertNotLocked(tx, target); // a locked identifier costs no hashing
        const policy = effectiveSentinelPolicy(experience.sentinelPolicy);
        return { user: await findUserByIdentifier(tx, identifier), policy };
      })
      .catch(async (error: unknown) => {
        if (isSentinelLockError(error)) await logSignInFailure(step, error, undefined);
        throw error;
      });
    let stored: StoredPassword;
    try {
      stored = await checkUnderSentinel(step, { target, action: 'Password', policy }, () =>
        verifyUserPassword(user, password),
      );
      if (user?.isSuspended) throw new ApiError('user.suspended', { status: 401 });
    } catch (error: unknown) {
      await logSignInFailure(step, error, user?.id);
      throw error;
    }
    const userId = user!.id;
    if (needsRehash(stored)) {
      // Imported digests are upgraded the first time the plain password is at hand.
      const upgraded = await hashPassword(password);
      await step.tenant.transaction((tx) =>
        updateUser(tx, userId, {
          passwordEncrypted: upgraded.encrypted,
          passwordEncryptionMethod: upgraded.method,
        }),
      );
    }
    return { type: 'Password', identifier, verified: true, userId };
  },
});
