import { generateShortId } from '@gatehouse/schemas';
import type { CreateUserBody, UpdateUserBody } from '@gatehouse/schemas/api/users';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, assertFound } from '../http/api-error.ts';
import {
  findUserById,
  insertUser,
  isIdentifierTaken,
  type UserPatch,
  type UserRow,
  updateUser,
} from '../queries/users.ts';
import { assignDefaultRoles } from './default-roles.ts';
import { hashPassword, needsRehash, type StoredPassword, verifyPassword } from './passwords.ts';
import { parseLegacyDigest } from './user-password-digests.ts';

type App = Pick<AppContext, 'database'>;

/** The user or 404 `entity.not_exists_with_id` ({name: 'user', id}). */
export const requireUser = async (tx: Queryable, tenantId: string, id: string) => {
  const user = await findUserById(tx, tenantId, id);
  assertFound(user, 'user', id);
  return user;
};

const identifierErrors = {
  username: 'user.username_already_in_use',
  primaryEmail: 'user.email_already_in_use',
  primaryPhone: 'user.phone_already_in_use',
} as const;

/** 422 `user.*_already_in_use` when another user holds one of the identifiers (Logto order). */
const assertIdentifiersFree = async (
  tx: Queryable,
  tenantId: string,
  identifiers: Partial<Record<keyof typeof identifierErrors, string | null | undefined>>,
  exceptId?: string,
) => {
  for (const type of ['username', 'primaryEmail', 'primaryPhone'] as const) {
    const value = identifiers[type];
    if (value && (await isIdentifierTaken(tx, tenantId, { type, value }, exceptId))) {
      throw new ApiError(identifierErrors[type], { status: 422 });
    }
  }
};

/** The stored password of a new user: hashed plain password or an imported digest. */
const passwordOf = async (body: CreateUserBody): Promise<StoredPassword | undefined> => {
  if (body.password && body.passwordDigest) {
    throw new ApiError('user.password_and_digest', { status: 400 });
  }
  if (body.password) return hashPassword(body.password);
  if (!body.passwordDigest) return undefined;
  if (!body.passwordAlgorithm)
    throw new ApiError('user.password_algorithm_required', { status: 400 });
  if (body.passwordAlgorithm === 'Legacy') parseLegacyDigest(body.passwordDigest);
  return { encrypted: body.passwordDigest, method: body.passwordAlgorithm };
};

/**
 * `POST /api/users`: checks the identifiers, hashes the password (before the transaction, so the
 * connection is not held during Argon2) and creates the user with the tenant's default roles in
 * one transaction.
 */
export const createManagedUser = async (app: App, tenantId: string, body: CreateUserBody) => {
  const password = await passwordOf(body);
  return withTenant(app.database.db, tenantId, async (tx) => {
    await assertIdentifiersFree(tx, tenantId, body);
    const user = await insertUser(tx, tenantId, {
      id: generateShortId(),
      username: body.username ?? null,
      primaryEmail: body.primaryEmail ?? null,
      primaryPhone: body.primaryPhone ?? null,
      name: body.name ?? null,
      avatar: body.avatar || null,
      ...(body.customData ? { customData: body.customData } : {}),
      ...(body.profile ? { profile: body.profile } : {}),
      ...(password
        ? {
            passwordEncrypted: password.encrypted,
            passwordEncryptionMethod: password.method,
            passwordUpdatedAt: new Date(),
          }
        : {}),
    });
    await assignDefaultRoles(tx, tenantId, user.id);
    return user;
  });
};

/** `PATCH /api/users/{id}`: `''` clears a field like `null`; customData and profile are replaced. */
export const updateManagedUser = (app: App, tenantId: string, id: string, body: UpdateUserBody) =>
  withTenant(app.database.db, tenantId, async (tx) => {
    await requireUser(tx, tenantId, id);
    await assertIdentifiersFree(tx, tenantId, body, id);
    const patch: UserPatch = {};
    for (const key of ['username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const) {
      const value = body[key];
      if (value !== undefined) patch[key] = value === '' ? null : value;
    }
    if (body.customData) patch.customData = body.customData;
    if (body.profile) patch.profile = body.profile;
    return (await updateUser(tx, tenantId, id, patch)) as UserRow;
  });

/** Replaces the password with an Argon2id hash; as Logto's management API, without the policy. */
export const setUserPassword = async (app: App, tenantId: string, id: string, plain: string) => {
  const password = await hashPassword(plain);
  return withTenant(app.database.db, tenantId, async (tx) => {
    await requireUser(tx, tenantId, id);
    return (await updateUser(tx, tenantId, id, {
      passwordEncrypted: password.encrypted,
      passwordEncryptionMethod: password.method,
      passwordUpdatedAt: new Date(),
      isPasswordExpired: false,
    })) as UserRow;
  });
};

const invalidCredentials = () => new ApiError('session.invalid_credentials', { status: 422 });

/**
 * `POST /api/users/{id}/password/verify`: 422 `session.invalid_credentials` without a password or
 * on a mismatch. A matching imported digest is upgraded to Argon2id, as at sign-in.
 */
export const verifyUserPassword = async (app: App, tenantId: string, id: string, plain: string) => {
  const user = await withTenant(app.database.db, tenantId, (tx) => requireUser(tx, tenantId, id));
  if (!user.passwordEncrypted || !user.passwordEncryptionMethod) throw invalidCredentials();
  const stored = { encrypted: user.passwordEncrypted, method: user.passwordEncryptionMethod };
  if (!(await verifyPassword(plain, stored))) throw invalidCredentials();
  if (needsRehash(stored)) {
    const upgraded = await hashPassword(plain);
    await withTenant(app.database.db, tenantId, (tx) =>
      updateUser(tx, tenantId, id, {
        passwordEncrypted: upgraded.encrypted,
        passwordEncryptionMethod: upgraded.method,
      }),
    );
  }
};

/** Reads a user, applies `change` to it and writes the result, in one transaction (404 if absent). */
export const patchUser = (
  app: App,
  tenantId: string,
  id: string,
  change: (user: UserRow) => UserPatch,
) =>
  withTenant(app.database.db, tenantId, async (tx) => {
    const user = await requireUser(tx, tenantId, id);
    return (await updateUser(tx, tenantId, id, change(user))) as UserRow;
  });
