import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { DomainError } from './domain-error.ts';

/**
 * TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a 160-bit
 * base32 secret. A code is accepted one step early or late (clock drift), and never twice: the
 * step it was accepted for is stored, and a code of that step or an earlier one is refused.
 */
const period = 30;
const totpOf = (secret: string, label = 'user', issuer = 'Gatehouse') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });

export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

/** A base32 secret of at least 80 bits (RFC 4226's minimum), else 422 `user.totp_secret_invalid`. */
export const assertTotpSecret = (secret: string) => {
  if (!/^[A-Z2-7]{16,}=*$/.test(secret)) throw new DomainError('user.totp_secret_invalid');
};

/**
 * The time step `code` is valid for (±1 step), or undefined. `after` is the last step already
 * used: a code of that step or an earlier one is a replay.
 */
export const matchTotpStep = (
  secret: string,
  code: string,
  after: number | undefined,
  now = Date.now(),
): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / period) + delta;
  if (after !== undefined && step <= after) return undefined;
  return step;
};

/**
 * The `otpauth://` URI of a secret as a QR code data URL, for scanning into an app. `service`
 * names the issuer (the tenant's host), `account` the user.
 */
export const totpQrCode = (secret: string, service: string, account: string) =>
  QRCode.toDataURL(totpOf(secret, account, service).toString());
