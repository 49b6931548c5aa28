import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number.ts';

describe('normalizePhoneNumber', () => {
  it.each([
    ['86013912345678', '8613912345678'],
    ['+86 0139 1234 5678', '8613912345678'],
    ['8613912345678', '8613912345678'],
    ['(+49) 0151-12345678', '4915112345678'],
    ['4401234567890', '441234567890'],
    ['15551234567', '15551234567'],
    // Italian numbers keep their leading zero: it is part of the number there.
    ['3906123456', '3906123456'],
  ])('stores %s as %s', (input, stored) => {
    expect(normalizePhoneNumber(input)).toBe(stored);
  });

  it.each(['15550001', '123', '999123456', '', 'abc', '+86 139x', '++8613912345678'])(
    'refuses %j',
    (input) => {
      expect(normalizePhoneNumber(input)).toBeUndefined();
    },
  );
});
