import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Separators people type inside a phone number: spaces, hyphens, dots and brackets.
const separators = /[\s().-]/g;

/**
 * The one place phone numbers are parsed (management API, sign-in experience, connectors): the
 * number as stored, i.e. E.164 digits without the `+` (`"+86 0139 1234 5678"` → `"8613912345678"`),
 * or `undefined` when it is not a possible phone number.
 *
 * The input is international: an optional `+`, the country calling code, then the national
 * number, which may keep the national trunk prefix (the leading zero of `0139…`): it is dropped
 * where the country's numbering plan says so (Italy keeps its zero). Separators are ignored.
 * "Possible" means a length that country's plan allows; numbers are not checked against assigned
 * ranges, so test numbers such as `15551234567` stay usable.
 *
 * Example: `normalizePhoneNumber('49 0151 12345678') === '4915112345678'`,
 * `normalizePhoneNumber('15550001') === undefined`.
 */
export const normalizePhoneNumber = (input: string): string | undefined => {
  const compact = input.trim().replace(separators, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d{1,20}$/.test(digits)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isPossible()) return undefined;
  return parsed.number.slice(1);
};
