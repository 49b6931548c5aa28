import type { CreatedMfaVerification } from '@gatehouse/schemas/api/experience-mfa';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTransactions } from '../db/tenant-scope.ts';
import type { UserRow } from '../queries/users.ts';
import { assertBackupCodes, generateBackupCodes } from './backup-codes.ts';
import { DomainError } from './domain-error.ts';
import { assertTotpSecret, generateTotpSecret, totpQrCode } from './totp.ts';
import { addMfaEntries, newBackupCodesEntry, newTotpEntry } from './user-mfa.ts';

/** The account name an authenticator app shows next to the issuer. */
export const totpAccountOf = (
  user: Pick<UserRow, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>,
) => user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;

type CreateBody = { type: string; secret?: string | undefined; codes?: string[] | undefined };

/**
 * `POST /api/users/{userId}/mfa-verifications`: an administrator binds a TOTP (given or generated
 * secret, answered once with its QR code) or a set of backup codes (given or generated). Any other
 * type: 422 `session.mfa.mfa_factor_not_enabled`, as the management API cannot prove a key or a phone.
 */
export const createManagedMfaVerification = async (
  tenant: TenantTransactions,
  box: SecretBox,
  userId: string,
  body: CreateBody,
  service: string,
): Promise<CreatedMfaVerification> => {
  if (body.type === 'Totp') {
    const secret = body.secret ?? generateTotpSecret();
    assertTotpSecret(secret);
    const user = await tenant.transaction((tx) =>
      addMfaEntries(tx, userId, [newTotpEntry(box, secret)]),
    );
    return {
      type: 'Totp',
      secret,
      secretQrCode: await totpQrCode(secret, service, totpAccountOf(user!)),
    };
  }
  if (body.type === 'BackupCode') {
    const codes = body.codes ?? generateBackupCodes();
    assertBackupCodes(codes);
    await tenant.transaction((tx) => addMfaEntries(tx, userId, [newBackupCodesEntry(box, codes)]));
    return { type: 'BackupCode', codes };
  }
  throw new DomainError('session.mfa.mfa_factor_not_enabled');
};
