import { generateStandardId } from '@gatehouse/schemas';
import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTransactions, TenantTx } from '../db/tenant-scope.ts';
import {
  deleteUserVerificationRecord,
  deleteUserVerificationRecordsExpiredBefore,
  findUserVerificationRecordForUpdate,
  insertUserVerificationRecord,
  updateUserVerificationRecordData,
} from '../queries/user-verification-records.ts';
import type { UserRow } from '../queries/users.ts';
import { DomainError } from './domain-error.ts';
import { verifyUserPassword } from './user-management.ts';
import {
  type CodeRecipient,
  normaliseRecipient,
  sendVerificationCode,
  verifyVerificationCode,
} from './verification-codes.ts';
import type { WebAuthnCredentialInfo } from './webauthn.ts';

/** How long a verification record of the Verifications API can be used. */
export const verificationRecordLifetimeMs = 10 * 60 * 1000;

type CodeRecordData = {
  type: 'EmailVerificationCode' | 'PhoneVerificationCode';
  identifier: CodeRecipient;
  templateType: TemplateType;
  verified: boolean;
};

/**
 * A new WebAuthn credential being registered: the challenge it must answer, then (verified) the
 * credential, public key sealed, until `POST /api/my-account/mfa-verifications` binds it.
 */
export type WebAuthnRecordData = {
  type: 'WebAuthn';
  challenge: string;
  verified: boolean;
  credential?: {
    credentialId: string;
    publicKey: string;
    counter: number;
    transports?: WebAuthnCredentialInfo['transports'];
    rpId: string;
    agent: string;
  };
};

/**
 * What a record proves: the user's password, a code received at an e-mail address or phone, or
 * a new WebAuthn credential.
 */
export type RecordData = { type: 'Password'; verified: true } | CodeRecordData | WebAuthnRecordData;

const isCodeRecord = (data: RecordData): data is CodeRecordData =>
  data.type === 'EmailVerificationCode' || data.type === 'PhoneVerificationCode';

const created = (id: string, expiresAt: Date) => ({
  verificationRecordId: id,
  expiresAt: expiresAt.toISOString(),
});

export const insertRecord = (tx: TenantTx, userId: string, data: RecordData) => {
  const id = generateStandardId();
  const expiresAt = new Date(Date.now() + verificationRecordLifetimeMs);
  return deleteUserVerificationRecordsExpiredBefore(tx, new Date())
    .then(() => insertUserVerificationRecord(tx, { id, userId, data, expiresAt }))
    .then(() => created(id, expiresAt));
};

/**
 * `POST /api/verifications/password`: a record only for the right password (422
 * `session.invalid_credentials` otherwise, nothing stored).
 */
export const createPasswordRecord = async (
  tenant: TenantTransactions,
  userId: string,
  password: string,
) => {
  await verifyUserPassword(tenant, userId, password);
  return tenant.transaction((tx) => insertRecord(tx, userId, { type: 'Password', verified: true }));
};

/**
 * `POST /api/verifications/verification-code`: sends a code and records it, unverified. Without
 * a template type the code is for binding a new identifier (the usual Account API use).
 */
export const createCodeRecord = async (
  tenant: TenantTransactions,
  box: SecretBox,
  userId: string,
  options: { identifier: CodeRecipient; templateType?: TemplateType | undefined },
) => {
  const templateType = options.templateType ?? 'BindNewIdentifier';
  const { recipient } = await sendVerificationCode(tenant, box, {
    recipient: options.identifier,
    templateType,
  });
  return tenant.transaction((tx) =>
    insertRecord(tx, userId, {
      type: recipient.type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode',
      identifier: recipient,
      templateType,
      verified: false,
    }),
  );
};

/** A live record of this user, or 400 `verification_record.not_found`. */
export const liveRecordOf = async (tx: TenantTx, id: string, userId: string) => {
  const row = await findUserVerificationRecordForUpdate(tx, id);
  if (!row || row.userId !== userId || row.expiresAt.getTime() <= Date.now())
    throw new DomainError('verification_record.not_found');
  return { row, data: row.data as RecordData };
};

/** `POST /api/verifications/verification-code/verify`: checks the code and marks the record. */
export const verifyCodeRecord = async (
  tenant: TenantTransactions,
  userId: string,
  options: { id: string; identifier: CodeRecipient; code: string },
) => {
  const identifier = normaliseRecipient(options.identifier);
  const data = await tenant.transaction(
    async (tx) => (await liveRecordOf(tx, options.id, userId)).data,
  );
  if (
    !isCodeRecord(data) ||
    data.identifier.type !== identifier.type ||
    data.identifier.value !== identifier.value
  )
    throw new DomainError('verification_record.not_found');
  await verifyVerificationCode(tenant, {
    recipient: identifier,
    templateType: data.templateType,
    code: options.code,
  });
  await tenant.transaction((tx) =>
    updateUserVerificationRecordData(tx, options.id, { ...data, verified: true }),
  );
  return { verificationRecordId: options.id };
};

const permissionDenied = () => new DomainError('verification_record.permission_denied');

/**
 * The `logto-verification-id` of a sensitive change: a verified record of this user that proves
 * the user themself (their password, or a code sent to their own primary e-mail or phone). It is
 * consumed (unless `consume` is false, a check ahead of costly work): one record allows one change. 401 `verification_record.permission_denied` otherwise.
 */
export const consumePermissionRecord = async (
  tx: TenantTx,
  user: Pick<UserRow, 'id' | 'primaryEmail' | 'primaryPhone'>,
  id: string | undefined,
  options: { consume: boolean } = { consume: true },
) => {
  if (!id) throw permissionDenied();
  const row = await findUserVerificationRecordForUpdate(tx, id);
  if (!row || row.userId !== user.id || row.expiresAt.getTime() <= Date.now())
    throw permissionDenied();
  const data = row.data as RecordData;
  // A WebAuthn registration record proves a new key, not the user: it allows no change.
  const ownIdentifier =
    isCodeRecord(data) &&
    data.verified &&
    (data.identifier.type === 'email'
      ? data.identifier.value === user.primaryEmail?.toLowerCase()
      : data.identifier.value === user.primaryPhone);
  if (data.type !== 'Password' && !ownIdentifier) throw permissionDenied();
  if (options.consume) await deleteUserVerificationRecord(tx, id);
};

/**
 * A `newIdentifierVerificationRecordId`: a verified code record of this user for exactly
 * `identifier`; consumed. 400 `verification_record.not_found` otherwise.
 */
export const consumeNewIdentifierRecord = async (
  tx: TenantTx,
  userId: string,
  id: string,
  identifier: CodeRecipient,
) => {
  const { data } = await liveRecordOf(tx, id, userId);
  const wanted = normaliseRecipient(identifier);
  if (
    !isCodeRecord(data) ||
    !data.verified ||
    data.identifier.type !== wanted.type ||
    data.identifier.value !== wanted.value
  )
    throw new DomainError('verification_record.not_found');
  await deleteUserVerificationRecord(tx, id);
  return wanted;
};
