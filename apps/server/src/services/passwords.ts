import type { PasswordAlgorithm } from '@gatehouse/schemas/entities/user';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { bcryptMatches, legacyDigestMatches, plainDigestMatches } from './user-password-digests.ts';

/** The values of `users.password_encryption_method` (Logto's `PasswordAlgorithm`). */
export type PasswordMethod = PasswordAlgorithm;

export type StoredPassword = { encrypted: string; method: PasswordMethod };

// `Algorithm` is a const enum, which isolated modules cannot read at run time; 2 is Argon2id.
const argon2id = 2 as Algorithm;

let argon2Calls = 0;

/**
 * How many Argon2 hashes and verifications this process has run: the tests' proof that a refused
 * request (rate limit, lockout) cost no hashing work.
 */
export const argon2CallCount = () => argon2Calls;

/** New passwords are always Argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = async (password: string): Promise<StoredPassword> => {
  argon2Calls += 1;
  return { encrypted: await hash(password, { algorithm: argon2id }), method: 'Argon2id' };
};

/**
 * Checks `password` against a stored digest of any method users may be imported with (spec §3).
 * The Argon2 family carries its parameters in the PHC string, bcrypt in its `$2b$` string;
 * SHA1/SHA256/MD5 are unsalted hex digests; `Legacy` is Logto's JSON recipe (see
 * user-password-digests.ts). A verified non-Argon2id digest is upgraded by the caller.
 */
export const verifyPassword = async (
  password: string,
  stored: StoredPassword,
): Promise<boolean> => {
  switch (stored.method) {
    case 'Argon2i':
    case 'Argon2id':
    case 'Argon2d':
      argon2Calls += 1;
      try {
        return await verify(stored.encrypted, password);
      } catch {
        // A malformed digest can never match; it is not the caller's fault either.
        return false;
      }
    case 'SHA1':
      return plainDigestMatches('sha1', password, stored.encrypted);
    case 'SHA256':
      return plainDigestMatches('sha256', password, stored.encrypted);
    case 'MD5':
      return plainDigestMatches('md5', password, stored.encrypted);
    case 'Bcrypt':
      return bcryptMatches(password, stored.encrypted);
    case 'Legacy':
      return legacyDigestMatches(password, stored.encrypted);
  }
};

/** Whether a verified password should be re-hashed with the current method on sign-in. */
export const needsRehash = (stored: StoredPassword) => stored.method !== 'Argon2id';

let dummy: Promise<StoredPassword> | undefined;

/** The digest unknown users are checked against, made once per process (exported for tests). */
export const dummyDigest = () => {
  dummy ??= hashPassword('gatehouse-dummy-password');
  return dummy;
};

/**
 * Spends the time of one real verification when the user does not exist, so that the answer
 * time does not tell which usernames are registered.
 */
export const verifyDummyPassword = async (password: string): Promise<false> => {
  await verifyPassword(password, await dummyDigest());
  return false;
};
