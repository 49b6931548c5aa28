import { generateStandardId } from '@gatehouse/schemas';
import type { mfaFactors } from '@gatehouse/schemas/sign-in-experience/policies.schema';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findUserForMfaUpdate } from '../queries/user-mfa.ts';
import { type UserRow, updateUser } from '../queries/users.ts';
import { sameCode } from './backup-codes.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { matchTotpStep } from './totp.ts';
import type { WebAuthnCredentialInfo } from './webauthn.ts';

type MfaFactor = (typeof mfaFactors)[number];

/**
 * A user's MFA factors as `users.mfa_verifications` stores them (contract entities.md
 * "MfaVerifications"). The TOTP key, every backup code and each WebAuthn public key are sealed
 * with the secret box (decision 010): a database dump yields no second factor.
 */
export type StoredTotp = {
  type: 'Totp';
  id: string;
  createdAt: string;
  lastUsedAt?: string;
  key: string;
  lastUsedTimeStep?: number;
};
export type StoredBackupCodes = {
  type: 'BackupCode';
  id: string;
  createdAt: string;
  lastUsedAt?: string;
  codes: { code: string; usedAt?: string }[];
};
export type StoredWebAuthn = {
  type: 'WebAuthn';
  id: string;
  createdAt: string;
  lastUsedAt?: string;
  rpId?: string;
  credentialId: string;
  publicKey: string;
  transports?: WebAuthnCredentialInfo['transports'];
  counter: number;
  agent: string;
  name?: string;
};
export type StoredMfa = StoredTotp | StoredBackupCodes | StoredWebAuthn;

export const mfaEntriesOf = (user: Pick<UserRow, 'mfaVerifications'>) =>
  user.mfaVerifications as StoredMfa[];

/** The factor types a user has bound. */
export const boundFactorsOf = (user: Pick<UserRow, 'mfaVerifications'>): MfaFactor[] => [
  ...new Set(mfaEntriesOf(user).map(({ type }) => type)),
];

const now = () => new Date().toISOString();

export const newTotpEntry = (box: SecretBox, secret: string): StoredTotp => ({
  type: 'Totp',
  id: generateStandardId(),
  createdAt: now(),
  key: box.seal(secret),
});

export const newBackupCodesEntry = (box: SecretBox, codes: string[]): StoredBackupCodes => ({
  type: 'BackupCode',
  id: generateStandardId(),
  createdAt: now(),
  codes: codes.map((code) => ({ code: box.seal(code) })),
});

export const newWebAuthnEntry = (
  box: SecretBox,
  credential: WebAuthnCredentialInfo & { rpId: string; agent: string; name?: string },
): StoredWebAuthn => ({
  type: 'WebAuthn',
  id: generateStandardId(),
  createdAt: now(),
  rpId: credential.rpId,
  credentialId: credential.credentialId,
  publicKey: box.seal(credential.publicKey),
  ...(credential.transports ? { transports: credential.transports } : {}),
  counter: credential.counter,
  agent: credential.agent,
  ...(credential.name ? { name: credential.name } : {}),
});

/** The WebAuthn credentials of a user with their public keys opened. */
export const webAuthnCredentialsOf = (
  box: SecretBox,
  user: Pick<UserRow, 'mfaVerifications'>,
): (WebAuthnCredentialInfo & { entryId: string })[] =>
  mfaEntriesOf(user)
    .filter((entry): entry is StoredWebAuthn => entry.type === 'WebAuthn')
    .map((entry) => ({
      entryId: entry.id,
      credentialId: entry.credentialId,
      publicKey: box.open(entry.publicKey),
      counter: entry.counter,
      ...(entry.transports ? { transports: entry.transports } : {}),
    }));

/**
 * Adds new factors to a user, with Logto's rules: one TOTP and one set of backup codes at a time
 * (422 `user.totp_already_in_use` / `user.backup_code_already_in_use`), and backup codes only
 * next to another factor (422 `session.mfa.backup_code_can_not_be_alone`).
 */
export const addMfaEntries = async (tx: TenantTx, userId: string, added: StoredMfa[]) => {
  const user = await findUserForMfaUpdate(tx, userId);
  assertFound(user, 'user', userId);
  const current = mfaEntriesOf(user);
  const types = [...current, ...added].map(({ type }) => type);
  if (types.filter((type) => type === 'Totp').length > 1) {
    throw new DomainError('user.totp_already_in_use');
  }
  if (types.filter((type) => type === 'BackupCode').length > 1) {
    throw new DomainError('user.backup_code_already_in_use');
  }
  if (types.includes('BackupCode') && types.every((type) => type === 'BackupCode')) {
    throw new DomainError('session.mfa.backup_code_can_not_be_alone');
  }
  return updateUser(tx, userId, { mfaVerifications: [...current, ...added] });
};

/**
 * Checks a code against the user's bound TOTP and records its time step (no replay). False when
 * the user has no TOTP, the code is wrong, outside the ±1 step window, or already used.
 */
export const useBoundTotp = async (
  tx: TenantTx,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<boolean> => {
  const user = await findUserForMfaUpdate(tx, userId);
  if (!user) return false;
  const entries = mfaEntriesOf(user);
  const totp = entries.find((entry): entry is StoredTotp => entry.type === 'Totp');
  if (!totp) return false;
  const step = matchTotpStep(box.open(totp.key), code, totp.lastUsedTimeStep);
  if (step === undefined) return false;
  const used: StoredTotp = { ...totp, lastUsedAt: now(), lastUsedTimeStep: step };
  await updateUser(tx, userId, {
    mfaVerifications: entries.map((entry) => (entry.id === totp.id ? used : entry)),
  });
  return true;
};

/** Spends one unused backup code of the user; false when none matches. */
export const useBackupCode = async (
  tx: TenantTx,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<boolean> => {
  const user = await findUserForMfaUpdate(tx, userId);
  if (!user) return false;
  const entries = mfaEntriesOf(user);
  const set = entries.find((entry): entry is StoredBackupCodes => entry.type === 'BackupCode');
  if (!set) return false;
  const index = set.codes.findIndex(
    (stored) => !stored.usedAt && sameCode(code, box.open(stored.code)),
  );
  if (index < 0) return false;
  const usedAt = now();
  const spent: StoredBackupCodes = {
    ...set,
    lastUsedAt: usedAt,
    codes: set.codes.map((stored, at) => (at === index ? { ...stored, usedAt } : stored)),
  };
  await updateUser(tx, userId, {
    mfaVerifications: entries.map((entry) => (entry.id === set.id ? spent : entry)),
  });
  return true;
};

/** Stores a WebAuthn credential's new signature counter after a successful assertion. */
export const recordWebAuthnUse = async (
  tx: TenantTx,
  userId: string,
  entryId: string,
  counter: number,
) => {
  const user = await findUserForMfaUpdate(tx, userId);
  if (!user) return;
  await updateUser(tx, userId, {
    mfaVerifications: mfaEntriesOf(user).map((entry) =>
      entry.id === entryId && entry.type === 'WebAuthn'
        ? { ...entry, counter, lastUsedAt: now() }
        : entry,
    ),
  });
};
