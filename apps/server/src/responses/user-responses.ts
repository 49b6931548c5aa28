import type {
  MfaVerificationInfo,
  UserLogtoConfigs,
  UserWithPasswordInfo,
} from '@gatehouse/schemas/entities/user';
import type { UserRow } from '../queries/users.ts';

/** Logto's `yes()`: query flags count as set for `1`, `true`, `y` and `yes`. */
export const isYes = (value: string | undefined) =>
  value !== undefined && ['1', 'true', 'y', 'yes'].includes(value.toLowerCase());

/**
 * The one row → wire mapper of users (contract Shapes: UserResponseWithPasswordInfo); role members
 * and `/me` answer through it too. The password digest leaves only when the caller asks for it
 * with `includePasswordHash`.
 */
export const toUserResponse = (
  row: UserRow,
  options: { includePasswordHash?: boolean; ssoIdentities?: Record<string, unknown>[] } = {},
): UserWithPasswordInfo => ({
  id: row.id,
  username: row.username,
  primaryEmail: row.primaryEmail,
  primaryPhone: row.primaryPhone,
  name: row.name,
  avatar: row.avatar,
  customData: row.customData,
  identities: row.identities as UserWithPasswordInfo['identities'],
  lastSignInAt: row.lastSignInAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  profile: row.profile as UserWithPasswordInfo['profile'],
  applicationId: row.applicationId,
  isSuspended: row.isSuspended,
  hasPassword: Boolean(row.passwordEncrypted),
  ...(options.ssoIdentities ? { ssoIdentities: options.ssoIdentities } : {}),
  ...(options.includePasswordHash
    ? { passwordDigest: row.passwordEncrypted, passwordAlgorithm: row.passwordEncryptionMethod }
    : {}),
});

type StoredMfa = {
  id: string;
  type: MfaVerificationInfo['type'];
  createdAt: string;
  lastUsedAt?: string;
  agent?: string;
  name?: string;
  codes?: { code: string; usedAt?: string }[];
};

/** `users.mfa_verifications` without secrets: keys, public keys and codes never leave. */
export const toMfaVerificationInfo = (entry: unknown): MfaVerificationInfo => {
  const stored = entry as StoredMfa;
  return {
    id: stored.id,
    createdAt: stored.createdAt,
    type: stored.type,
    ...(stored.lastUsedAt ? { lastUsedAt: stored.lastUsedAt } : {}),
    ...(stored.type === 'WebAuthn'
      ? {
          ...(stored.agent === undefined ? {} : { agent: stored.agent }),
          ...(stored.name === undefined ? {} : { name: stored.name }),
        }
      : {}),
    ...(stored.type === 'BackupCode'
      ? { remainCodes: (stored.codes ?? []).filter(({ usedAt }) => !usedAt).length }
      : {}),
  };
};

type StoredConfig = {
  mfa?: { enabled?: boolean; skipped?: boolean; skipMfaOnSignIn?: boolean };
  passkeySignIn?: { skipped?: boolean };
};

/** The per-user flags of `users.logto_config` as `GET /logto-configs` answers them. */
export const toLogtoConfigs = (logtoConfig: Record<string, unknown>): UserLogtoConfigs => {
  const { mfa = {}, passkeySignIn = {} } = logtoConfig as StoredConfig;
  return {
    mfa: {
      ...(typeof mfa.enabled === 'boolean' ? { enabled: mfa.enabled } : {}),
      skipped: Boolean(mfa.skipped),
      skipMfaOnSignIn: Boolean(mfa.skipMfaOnSignIn),
    },
    passkeySignIn: { skipped: Boolean(passkeySignIn.skipped) },
  };
};
