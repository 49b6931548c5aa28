import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the secrets Gatehouse must read back (client secrets, OIDC private keys,
 * cookie keys): AES-256-GCM under an operator key, in a versioned text envelope
 * `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts) that fits the column it replaces.
 * The key id names the key that sealed a value, so several keys can be known at once (rotation):
 * the first seals, all open. See docs/decisions/010-secrets-at-rest.md.
 */
export type SecretBox = {
  /** The id of the key new values are sealed with (the first key). */
  readonly currentKeyId: string;
  /** Every key id this box can open. */
  readonly keyIds: readonly string[];
  seal: (plain: string) => string;
  /**
   * The plain value of a stored one. A value stored before encryption at rest (no envelope) is
   * returned as it is: the start-up pass seals such rows, and every write seals.
   */
  open: (stored: string) => string;
};

const envelopePrefix = 'enc:v1:';
const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** Raised when a stored value cannot be opened: unknown key or tampered envelope. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** Whether a stored value is sealed (as opposed to plain text written before encryption at rest). */
export const isSealed = (stored: string) => stored.startsWith(envelopePrefix);

/** The id of the key that sealed `stored`, or undefined for a plain value. */
export const sealedKeyIdOf = (stored: string) =>
  isSealed(stored) ? stored.slice(envelopePrefix.length).split(':', 1)[0] : undefined;

/**
 * A key's id: derived from the key, so the same key has the same id on every node and a wrong
 * key cannot pass for the right one. Never reveals the key (a truncated, labelled SHA-256).
 */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256')
    .update('gatehouse encryption key id\0')
    .update(key)
    .digest('base64url')
    .slice(0, 10);

/** A new random key as the operator writes it (`GATEHOUSE_ENCRYPTION_KEY`): base64 of 32 bytes. */
export const generateEncryptionKey = () => randomBytes(keyBytes).toString('base64');

/**
 * Parses a key list: base64 (or base64url) keys of 32 bytes, separated by commas or new lines;
 * the first seals. Throws a message naming the bad entry's position, never its content.
 */
export const parseEncryptionKeys = (text: string): Buffer[] => {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && !entry.startsWith('#'));
  if (entries.length === 0) throw new SecretBoxError('no encryption key given');
  return entries.map((entry, index) => {
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(entry) ? Buffer.from(entry, 'base64') : undefined;
    if (key?.length !== keyBytes)
      throw new SecretBoxError(
        `encryption key #${index + 1} is not ${keyBytes} bytes in base64 (generate one with \`gatehouse secrets generate-key\`)`,
      );
    return key;
  });
};

export const createSecretBox = (keys: readonly Buffer[]): SecretBox => {
  const [current] = keys;
  if (!current) throw new SecretBoxError('a secret box needs at least one key');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const currentKeyId = keyIdOf(current);

  return {
    currentKeyId,
    keyIds: [...byId.keys()],
    seal: (plain) => {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', current, iv, { authTagLength: tagBytes });
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return `${envelopePrefix}${currentKeyId}:${parts.join(':')}`;
    },
    open: (stored) => {
      if (!isSealed(stored)) return stored;
      const [keyId, iv, tag, ciphertext, ...rest] = stored.slice(envelopePrefix.length).split(':');
      if (
        !keyId ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length
      )
        throw new SecretBoxError('a stored secret has a malformed envelope');
      const key = byId.get(keyId);
      if (!key)
        throw new SecretBoxError(
          `a stored secret was sealed with encryption key ${keyId}, which is not configured (known: ${[...byId.keys()].join(', ')})`,
        );
      try {
        // A fixed tag length: GCM would otherwise accept a truncated (forgeable) tag.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagBytes,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(`a stored secret sealed with key ${keyId} failed authentication`);
      }
    },
  };
};

/** A box with a fresh random key: for databases that die with the process (tests, memory://). */
export const createEphemeralSecretBox = (): SecretBox => createSecretBox([randomBytes(keyBytes)]);
