import { normalizePhoneNumber } from '@gatehouse/schemas/phone-number';
import { DomainError } from './domain-error.ts';

/**
 * A phone number as stored (E.164 digits, national leading zero dropped; see
 * `normalizePhoneNumber` in packages/schemas), or 422 `user.invalid_phone`. Every route that takes
 * a phone number goes through this (user create/patch; sign-in experience and connectors too).
 */
export const requirePhoneNumber = (input: string): string => {
  const phone = normalizePhoneNumber(input);
  if (!phone) throw new DomainError('user.invalid_phone');
  return phone;
};
