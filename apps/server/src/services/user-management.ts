import { generateShortId } from '@gatehouse/schemas';
import type { CreateUserBody, UpdateUserBody } from '@gatehouse/schemas/api/users';
import type { TenantTransactions, TenantTx } from '../db/tenant-scope.ts';
import {
  findUserById,
  insertUser,
  isIdentifierTaken,
  type UserPatch,
  type UserRow,
  updateUser,
} from '../queries/users.ts';
import { assignDefaultRoles } from './default-roles.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { hashPassword, needsRehash, type StoredPassword, verifyPassword } from './passwords.ts';
import { requirePhoneNumber } from './phone-number.ts';
import { parseLegacyDigest } from './user-password-digests.ts';

/** The user or 404 `entity.not_exists_with_id` ({name: 'user', id}). */
export const requireUser = async (tx: TenantTx, id: string) => {
  const user = await findUserById(tx, id);
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
  tx: TenantTx,
  identifiers: Partial<Record<keyof typeof identifierErrors, string | null | undefined>>,
  exceptId?: string,
) => {
  for (const type of ['username', 'primaryEmail', 'primaryPhone'] as const) {
    const value = identifiers[type];
    if (value && (await isIdentifierTaken(tx, { type, value }, exceptId))) {
      throw new DomainError(identifierErrors[type]);
    }
  }
};

/** The stored password of a new user: hashed plain password or an imported digest. */
const passwordOf = async (body: CreateUserBody): Promise<StoredPassword | undefined> => {
  if (body.password && body.passwordDigest) {
    throw new DomainError('user.password_and_digest');
  }
  if (body.password) return hashPassword(body.password);
  if (!body.passwordDigest) return undefined;
  if (!body.passwordAlgorithm) throw new DomainError('user.password_algorithm_required');
  if (body.passwordAlgorithm === 'Legacy') parseLegacyDigest(body.passwordDigest);
  return { encrypted: body.passwordDigest, method: body.passwordAlgorithm };
};

/**
 * `POST /api/users`: checks the identifiers, hashes the password (before the transaction, so the
 * connection is not held during Argon2) and creates the user with the tenant's default roles in
 * one transaction.
 */
export const createManagedUser = async (
  tenant: TenantTransactions,
  { primaryPhone, ...rest }: CreateUserBody,
) => {
  const body = {
    ...rest,
    ...(primaryPhone ? { primaryPhone: requirePhoneNumber(primaryPhone) } : {}),
  };
  const password = await passwordOf(body);
  return tenant.transaction(async (tx) => {
    await assertIdentifiersFree(tx, body);
    const user = await insertUser(tx, {
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
    await assignDefaultRoles(tx, user.id);
    return user;
  });
};

/** `PATCH /api/users/{id}`: `''` clears a field like `null`; customData and profile are replaced. */
export const updateManagedUser = async (
  tx: TenantTx,
  id: string,
  { primaryPhone, ...rest }: UpdateUserBody,
) => {
  await requireUser(tx, id);
  const body = {
    ...rest,
    ...(primaryPhone === undefined
      ? {}
      : { primaryPhone: primaryPhone ? requirePhoneNumber(primaryPhone) : primaryPhone }),
  };
  await assertIdentifiersFree(tx, body, id);
  const patch: UserPatch = {};
  for (const key of ['username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const) {
    const value = body[key];
    if (value !== undefined) patch[key] = value === '' ? null : value;
  }
  if (body.customData) patch.customData = body.customData;
  if (body.profile) patch.profile = body.profile;
  return (await updateUser(tx, id, patch)) as UserRow;
};

/** Replaces the password with an Argon2id hash; as Logto's management API, without the policy. */
export const setUserPassword = async (tenant: TenantTransactions, id: string, plain: string) => {
  const password = await hashPassword(plain);
  return tenant.transaction(async (tx) => {
    await requireUser(tx, id);
    return (await updateUser(tx, id, {
      passwordEncrypted: password.encrypted,
      passwordEncryptionMethod: password.method,
      passwordUpdatedAt: new Date(),
      isPasswordExpired: false,
    })) as UserRow;
  });
};

const invalidCredentials = () => new DomainError('session.invalid_credentials');

/**
 * `POST /api/users/{id}/password/verify`: 422 `session.invalid_credentials` without a password or
 * on a mismatch. A matching imported digest is upgraded to Argon2id, as at sign-in.
 */
export const verifyUserPassword = async (tenant: TenantTransactions, id: string, plain: string) => {
  const user = await tenant.transaction((tx) => requireUser(tx, id));
  if (!user.passwordEncrypted || !user.passwordEncryptionMethod) throw invalidCredentials();
  const stored = { encrypted: user.passwordEncrypted, method: user.passwordEncryptionMethod };
  if (!(await verifyPassword(plain, stored))) throw invalidCredentials();
  if (needsRehash(stored)) {
    const upgraded = await hashPassword(plain);
    await tenant.transaction((tx) =>
      updateUser(tx, id, {
        passwordEncrypted: upgraded.encrypted,
        passwordEncryptionMethod: upgraded.method,
      }),
    );
  }
};

/** Reads a user, applies `change` to it and writes the result (404 if absent). */
export const patchUser = async (tx: TenantTx, id: string, change: (user: UserRow) => UserPatch) => {
  const user = await requireUser(tx, id);
  return (await updateUser(tx, id, change(user))) as UserRow;
};
