import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from './domain-error.ts';

/** Ten one-time codes of 10 hexadecimal digits (40 random bits each), as Logto gives them. */
export const backupCodeCount = 10;
export const generateBackupCodes = () =>
  Array.from({ length: backupCodeCount }, () => randomBytes(5).toString('hex'));

const codeFormat = /^[\da-f]{10}$/;

/** Codes a caller brought (management API): the same format, no duplicates. */
export const assertBackupCodes = (codes: string[]) => {
  if (
    codes.length === 0 ||
    codes.length > 100 ||
    !codes.every((code) => codeFormat.test(code)) ||
    new Set(codes).size !== codes.length
  ) {
    throw new DomainError('user.wrong_backup_code_format');
  }
};

/** Constant-time comparison of a typed code with a stored one. */
export const sameCode = (typed: string, stored: string) => {
  const a = Buffer.from(typed.trim().toLowerCase());
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};
