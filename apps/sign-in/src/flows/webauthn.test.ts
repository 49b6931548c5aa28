import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './webauthn.ts';

describe('base64url helpers', () => {
  it('round-trips every byte value without padding or +/ characters', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const encoded = toBase64url(bytes.buffer);
    expect(encoded).not.toMatch(/[+/=]/);
    expect([...fromBase64url(encoded)]).toEqual([...bytes]);
  });

  it('reads padded and unpadded forms alike, and views at an offset', () => {
    expect([...fromBase64url('AQI')]).toEqual([1, 2]);
    expect([...fromBase64url('AQI=')]).toEqual([1, 2]);
    expect(toBase64url(new Uint8Array([0, 0xfb, 0xff]).subarray(1))).toBe('-_8');
  });
});
