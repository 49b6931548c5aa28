import type { WebAuthnRegistrationPayload } from '@gatehouse/schemas/api/experience-mfa';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTransactions, TenantTx } from '../db/tenant-scope.ts';
import {
  deleteUserVerificationRecord,
  findUserVerificationRecordForUpdate,
  updateUserVerificationRecordData,
} from '../queries/user-verification-records.ts';
import { DomainError } from './domain-error.ts';
import { totpAccountOf } from './managed-mfa.ts';
import { requireUser } from './user-management.ts';
import { newWebAuthnEntry, webAuthnCredentialsOf } from './user-mfa.ts';
import {
  insertRecord,
  type RecordData,
  type WebAuthnRecordData,
} from './user-verification-records.ts';
import { createRegistrationOptions, type RelyingParty, verifyRegistration } from './webauthn.ts';

/**
 * WebAuthn enrolment through the Verifications API: a record holds the registration challenge,
 * then the verified credential, until `POST /api/my-account/mfa-verifications` binds it. The
 * ceremonies are the experience verifiers' (services/webauthn.ts), the relying party the tenant's
 * endpoint.
 */

/** 400 `verification_record.not_found`, as for the other records of the Verifications API. */
const notFound = () => new DomainError('verification_record.not_found');

/** A live WebAuthn record of this user, row locked, or undefined. */
const webAuthnRecordOf = async (tx: TenantTx, id: string, userId: string) => {
  const row = await findUserVerificationRecordForUpdate(tx, id);
  if (!row || row.userId !== userId || row.expiresAt.getTime() <= Date.now()) return undefined;
  const data = row.data as RecordData;
  return data.type === 'WebAuthn' ? data : undefined;
};

/** `POST /api/verifications/web-authn/registration`: options to create a key with. */
export const createWebAuthnRegistrationRecord = async (
  tenant: TenantTransactions,
  box: SecretBox,
  userId: string,
  rp: RelyingParty,
) => {
  const user = await tenant.transaction((tx) => requireUser(tx, userId));
  // The user's keys are excluded: one authenticator is bound once.
  const registrationOptions = await createRegistrationOptions(
    rp,
    { id: user.id, name: totpAccountOf(user) },
    webAuthnCredentialsOf(box, user),
  );
  const data: WebAuthnRecordData = {
    type: 'WebAuthn',
    challenge: registrationOptions.challenge,
    verified: false,
  };
  const created = await tenant.transaction((tx) => insertRecord(tx, userId, data));
  return { ...created, registrationOptions };
};

/**
 * `POST /api/verifications/web-authn/registration/verify`: checks the attestation against the
 * record's challenge and the tenant's origin and keeps the credential. A record is verified once
 * (its challenge would otherwise be answerable twice).
 */
export const verifyWebAuthnRegistrationRecord = async (
  tenant: TenantTransactions,
  box: SecretBox,
  userId: string,
  options: {
    id: string;
    rp: RelyingParty;
    payload: WebAuthnRegistrationPayload;
    agent: string;
  },
) => {
  const record = await tenant.transaction((tx) => webAuthnRecordOf(tx, options.id, userId));
  if (!record || record.verified) throw notFound();
  const credential = await verifyRegistration(options.rp, record.challenge, options.payload);
  await tenant.transaction(async (tx) => {
    // Locked again: two verifications of one record cannot both store a credential.
    const current = await webAuthnRecordOf(tx, options.id, userId);
    if (!current || current.verified) throw notFound();
    const verified: WebAuthnRecordData = {
      ...current,
      verified: true,
      credential: {
        ...credential,
        publicKey: box.seal(credential.publicKey),
        rpId: options.rp.id,
        agent: options.agent,
      },
    };
    await updateUserVerificationRecordData(tx, options.id, verified);
  });
  return { verificationRecordId: options.id };
};

/**
 * The MFA entry of a verified WebAuthn record of this user, the record consumed; 400
 * `verification_record.not_found` for any other record, or for a key the user has bound since
 * (the registration options exclude bound keys, but two records may carry the same one).
 */
export const consumeWebAuthnRecord = async (
  tx: TenantTx,
  box: SecretBox,
  user: Parameters<typeof webAuthnCredentialsOf>[1],
  userId: string,
  { id, name }: { id: string; name: string | undefined },
) => {
  const record = await webAuthnRecordOf(tx, id, userId);
  if (!record?.verified || !record.credential) throw notFound();
  const { credential } = record;
  if (
    webAuthnCredentialsOf(box, user).some((bound) => bound.credentialId === credential.credentialId)
  )
    throw notFound();
  await deleteUserVerificationRecord(tx, id);
  return newWebAuthnEntry(box, {
    ...credential,
    publicKey: box.open(credential.publicKey),
    ...(name ? { name } : {}),
  });
};
