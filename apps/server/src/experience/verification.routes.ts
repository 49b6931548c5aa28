import { generateStandardId } from '@gatehouse/schemas';
import {
  checkPasswordPolicy,
  resolvePasswordPolicy,
} from '@gatehouse/schemas/rules/password-policy';
import { usernameGuard } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppContext, TenantInfo } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import type { GuardedRouter } from '../http/guard.ts';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByUsername,
  type UserRow,
  updateUser,
} from '../queries/users.ts';
import { requestOrigin, writeAuditLog } from '../services/audit-log.ts';
import {
  hashPassword,
  needsRehash,
  type StoredPassword,
  verifyDummyPassword,
  verifyPassword,
} from '../services/passwords.ts';
import { checkBreachedPassword } from '../services/pwned-passwords.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import {
  assertEventAllowed,
  isPasswordSignInEnabled,
  isUsernameSignUpEnabled,
  readSignInExperience,
} from './tenant-sign-in-experience.ts';

const verificationIdResponse = z.object({ verificationId: z.string() });
const maxUsernameLength = 128;

type Identifier = { type: 'username' | 'email' | 'phone'; value: string };

const findUserByIdentifier = (app: AppContext, tenantId: string, { type, value }: Identifier) =>
  withTenant(app.database.db, tenantId, (tx) => {
    if (type === 'email') return findUserByEmail(tx, tenantId, value);
    if (type === 'phone') return findUserByPhone(tx, tenantId, value);
    return findUserByUsername(tx, tenantId, value);
  });

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

export const registerVerificationRoutes = (
  routes: GuardedRouter,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const logSignInFailure = async (ctx: Context, error: unknown, userId?: string) => {
    if (!(error instanceof ApiError)) return;
    const tenant = ctx.state.tenant as TenantInfo;
    await writeAuditLog(app, tenant.id, {
      key: 'Interaction.SignIn.Submit',
      result: 'Error',
      error: error.code,
      userId,
      ...requestOrigin(ctx),
    });
  };

  routes.post(
    '/experience/verification/password',
    {
      body: z.object({
        identifier: z.object({ type: z.enum(['username', 'email', 'phone']), value: z.string() }),
        password: z.string().min(1),
      }),
      response: verificationIdResponse,
      status: [200, 400, 401, 404, 422],
      summary: 'Verify a password for an identifier',
      tags: ['Experience'],
    },
    async (ctx, { body }) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      const state = requireState(session);
      const { experience } = await readSignInExperience(app, tenant.id);
      if (!isPasswordSignInEnabled(experience, body.identifier.type)) {
        throw new ApiError('user.sign_in_method_not_enabled', { status: 422 });
      }

      const user = await findUserByIdentifier(app, tenant.id, body.identifier);
      let stored: StoredPassword;
      try {
        stored = await verifyUserPassword(user, body.password);
        if (user?.isSuspended) throw new ApiError('user.suspended', { status: 401 });
      } catch (error: unknown) {
        await logSignInFailure(ctx, error, user?.id);
        throw error;
      }
      const userId = user!.id;
      if (needsRehash(stored)) {
        // Imported digests are upgraded the first time the plain password is at hand.
        const upgraded = await hashPassword(body.password);
        await withTenant(app.database.db, tenant.id, (tx) =>
          updateUser(tx, tenant.id, userId, {
            passwordEncrypted: upgraded.encrypted,
            passwordEncryptionMethod: upgraded.method,
          }),
        );
      }

      const verificationId = generateStandardId();
      state.verificationRecords.push({
        id: verificationId,
        type: 'Password',
        identifier: body.identifier,
        verified: true,
        userId,
      });
      await saveExperienceState(session, state);
      ctx.body = { verificationId };
    },
  );

  routes.post(
    '/experience/verification/new-password-identity',
    {
      body: z.object({
        identifier: z.object({ type: z.literal('username'), value: usernameGuard }),
        password: z.string(),
      }),
      response: verificationIdResponse,
      status: [200, 400, 403, 404, 422],
      summary: 'Check a new username and password for registration',
      tags: ['Experience'],
    },
    async (ctx, { body }) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      const state = requireState(session);
      const { experience } = await readSignInExperience(app, tenant.id);
      await assertEventAllowed(app, tenant, experience, 'Register');
      if (!isUsernameSignUpEnabled(experience)) {
        throw new ApiError('user.sign_up_method_not_enabled', { status: 422 });
      }

      const username = body.identifier.value;
      if (username.length > maxUsernameLength) {
        throw new ApiError('user.username_too_long', {
          status: 422,
          interpolation: { maxLength: maxUsernameLength },
        });
      }
      if (await findUserByIdentifier(app, tenant.id, body.identifier)) {
        throw new ApiError('user.username_already_in_use', { status: 422 });
      }

      const policy = resolvePasswordPolicy(experience.passwordPolicy);
      let issues = checkPasswordPolicy(body.password, policy, { username });
      // The breached check is a network call: only worth it for an otherwise acceptable password.
      if (issues.length === 0 && policy.rejects.pwned) {
        issues = await checkBreachedPassword(app, body.password);
      }
      if (issues.length > 0) {
        throw new ApiError('password.rejected', { status: 422, data: { issues } });
      }

      const password = await hashPassword(body.password);
      const verificationId = generateStandardId();
      state.verificationRecords.push({
        id: verificationId,
        type: 'NewPasswordIdentity',
        identifier: { type: 'username', value: username },
        password: { encrypted: password.encrypted, method: 'Argon2id' },
      });
      await saveExperienceState(session, state);
      ctx.body = { verificationId };
    },
  );
};
