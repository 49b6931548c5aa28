import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  generateEncryptionKey,
  isSealed,
  keyIdOf,
  parseEncryptionKeys,
  SecretBoxError,
  sealedKeyIdOf,
} from './secret-box.ts';

const keyA = parseEncryptionKeys(generateEncryptionKey());
const keyB = parseEncryptionKeys(generateEncryptionKey());
const plain = 'A-client-secret-of-32-characters';

describe('secret box', () => {
  it('seals into a versioned envelope that does not contain the value, and opens it again', () => {
    const box = createSecretBox(keyA);
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^enc:v1:[\w-]{10}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(plain);
    expect(sealedKeyIdOf(sealed)).toBe(box.currentKeyId);
    expect(box.open(sealed)).toBe(plain);
    // A fresh IV each time: equal secrets do not look equal at rest.
    expect(box.seal(plain)).not.toBe(sealed);
    // An envelope of the longest secret (64) fits the 256-character columns.
    expect(box.seal('x'.repeat(64)).length).toBeLessThanOrEqual(256);
  });

  it('seals with the first key and opens with any (rotation)', () => {
    const old = createSecretBox(keyA).seal(plain);
    const rotated = createSecretBox([...keyB, ...keyA]);
    expect(rotated.open(old)).toBe(plain);
    expect(sealedKeyIdOf(rotated.seal(plain))).toBe(keyIdOf(keyB[0]!));
    expect(rotated.keyIds).toEqual([keyIdOf(keyB[0]!), keyIdOf(keyA[0]!)]);
  });

  it('refuses a value sealed with a key it does not have, naming the key id', () => {
    const sealed = createSecretBox(keyA).seal(plain);
    expect(() => createSecretBox(keyB).open(sealed)).toThrow(SecretBoxError);
    expect(() => createSecretBox(keyB).open(sealed)).toThrow(keyIdOf(keyA[0]!));
  });

  it('refuses a tampered envelope instead of returning garbage', () => {
    const box = createSecretBox(keyA);
    const sealed = box.seal(plain);
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts[5]!, 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[5] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow('failed authentication');
    // A truncated tag is no shortcut either.
    const shortTag = [...sealed.split(':')];
    shortTag[4] = shortTag[4]!.slice(0, 6);
    expect(() => box.open(shortTag.join(':'))).toThrow(SecretBoxError);
  });

  it('returns a value stored before encryption at rest as it is', () => {
    expect(isSealed(plain)).toBe(false);
    expect(createSecretBox(keyA).open(plain)).toBe(plain);
  });

  it('parses key lists and rejects keys of the wrong size without echoing them', () => {
    const [a, b] = [generateEncryptionKey(), generateEncryptionKey()];
    expect(parseEncryptionKeys(`${a}, ${b}`)).toHaveLength(2);
    expect(parseEncryptionKeys(`# current\n${a}\n${b}\n`)).toHaveLength(2);
    expect(() => parseEncryptionKeys('too-short-key')).toThrow('encryption key #1 is not 32 bytes');
    expect(() => parseEncryptionKeys('too-short-key')).not.toThrow('too-short-key');
    expect(() => parseEncryptionKeys(' , ')).toThrow('no encryption key given');
  });
});
