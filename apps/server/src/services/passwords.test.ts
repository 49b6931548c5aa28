import { createHash, pbkdf2Sync } from 'node:crypto';
import { type Algorithm, hash } from '@node-rs/argon2';
import { hashSync } from '@node-rs/bcrypt';
import { describe, expect, it } from 'vitest';
import {
  argon2CallCount,
  dummyDigest,
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from './passwords.ts';
import { parseLegacyDigest } from './user-password-digests.ts';

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

// `Algorithm` is a const enum that isolated modules cannot read: 0 is Argon2d, 1 is Argon2i.
const argon2Variants = [
  ['Argon2d', 0 as Algorithm],
  ['Argon2i', 1 as Algorithm],
] as const;

describe('passwords', () => {
  it('hashes with Argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('Fresh-Meadow-71');
    expect(stored.method).toBe('Argon2id');
    expect(stored.encrypted).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Fresh-Meadow-71', stored)).toBe(true);
    expect(await verifyPassword('fresh-meadow-71', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it.each(['SHA1', 'SHA256', 'MD5'] as const)(
    'verifies imported %s digests and asks for a rehash',
    async (method) => {
      const stored = { encrypted: hex(method.toLowerCase(), 'legacy-pass'), method };
      expect(await verifyPassword('legacy-pass', stored)).toBe(true);
      expect(await verifyPassword('other-pass', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    },
  );

  it.each(argon2Variants)(
    'verifies imported %s digests and asks for a rehash to Argon2id',
    async (method, algorithm) => {
      const stored = { encrypted: await hash('Imported-Pass-9', { algorithm }), method };
      expect(stored.encrypted).toMatch(new RegExp(`^\\$${method.toLowerCase()}\\$`));
      expect(await verifyPassword('Imported-Pass-9', stored)).toBe(true);
      expect(await verifyPassword('Imported-Pass-8', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    },
  );

  it('treats a malformed Argon2 digest as a mismatch', async () => {
    expect(await verifyPassword('x', { encrypted: 'not-a-digest', method: 'Argon2i' })).toBe(false);
  });

  it('verifies imported bcrypt digests and treats a malformed one as a mismatch', async () => {
    const stored = { encrypted: hashSync('bcrypt-pass', 4), method: 'Bcrypt' as const };
    expect(await verifyPassword('bcrypt-pass', stored)).toBe(true);
    expect(await verifyPassword('other-pass', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(await verifyPassword('x', { encrypted: '$2b$10$abc', method: 'Bcrypt' })).toBe(false);
  });

  it('verifies Logto Legacy digests with a salt around the password', async () => {
    const encrypted = JSON.stringify([
      'sha256',
      ['salt123', '@'],
      'c465f66c6ac481a7a17e9ed5b4e2e7e7288d892f12bf1c95c140901e9a70436e',
    ]);
    expect(await verifyPassword('password123', { encrypted, method: 'Legacy' })).toBe(true);
    expect(await verifyPassword('password124', { encrypted, method: 'Legacy' })).toBe(false);
    expect(needsRehash({ encrypted, method: 'Legacy' })).toBe(true);
    const sha1 = JSON.stringify([
      'sha1',
      ['prefix', '@', 'suffix'],
      hex('sha1', 'prefixmypasssuffix'),
    ]);
    expect(await verifyPassword('mypass', { encrypted: sha1, method: 'Legacy' })).toBe(true);
  });

  it('verifies Legacy pbkdf2 digests with a hex salt', async () => {
    const salt = '80ff00414243';
    const expected = pbkdf2Sync('Pbkdf2-Pass', Buffer.from(salt, 'hex'), 1000, 32, 'sha256');
    const encrypted = JSON.stringify([
      'pbkdf2',
      [`hex:${salt}`, '1000', '32', 'sha256', '@'],
      expected.toString('hex'),
    ]);
    expect(await verifyPassword('Pbkdf2-Pass', { encrypted, method: 'Legacy' })).toBe(true);
    expect(await verifyPassword('Pbkdf2-Fail', { encrypted, method: 'Legacy' })).toBe(false);
  });

  it('verifies Legacy firebase-scrypt digests (Firebase documentation sample)', async () => {
    const encrypted = JSON.stringify([
      'firebase-scrypt',
      [
        '42xEC+ixf3L2lw==',
        'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
        'Bw==',
        '8',
        '14',
        '@',
      ],
      'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
    ]);
    expect(await verifyPassword('user1password', { encrypted, method: 'Legacy' })).toBe(true);
    expect(await verifyPassword('user2password', { encrypted, method: 'Legacy' })).toBe(false);
  });

  it.each([
    ['not json', 'password.invalid_legacy_password_format'],
    [JSON.stringify(['sha256', 'salt', 'abc']), 'password.invalid_legacy_password_format'],
    [JSON.stringify(['sha256', ['salt'], 'abc']), 'password.invalid_legacy_password_format'],
    [
      JSON.stringify(['pbkdf2', ['hex:zz', '1000', '32', 'sha256', '@'], 'x']),
      'password.invalid_legacy_password_format',
    ],
    [JSON.stringify(['nohash', ['@'], 'abc']), 'password.unsupported_legacy_hash_algorithm'],
  ])('refuses the Legacy digest %s with %s', (digest, code) => {
    expect(() => parseLegacyDigest(digest)).toThrow(expect.objectContaining({ code }));
  });

  it('spends hashing work on a dummy digest and always fails', async () => {
    const digest = await dummyDigest();
    expect(digest.method).toBe('Argon2id');
    // The dummy digest is a real Argon2id digest of a known password…
    expect(await verifyPassword('gatehouse-dummy-password', digest)).toBe(true);
    // …and checking any password against it runs exactly one real Argon2 verification.
    const before = argon2CallCount();
    expect(await verifyDummyPassword('anything')).toBe(false);
    expect(argon2CallCount() - before).toBe(1);
    // Fails even for the password the dummy digest was made from.
    expect(await verifyDummyPassword('gatehouse-dummy-password')).toBe(false);
    expect(argon2CallCount() - before).toBe(2);
  });
});
