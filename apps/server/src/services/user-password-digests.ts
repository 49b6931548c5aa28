import {
  createCipheriv,
  createHash,
  getHashes,
  pbkdf2,
  type ScryptOptions,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import { verify as verifyBcrypt } from '@node-rs/bcrypt';
import { DomainError } from './domain-error.ts';

/**
 * Imported password digests other than Argon2: unsalted hex digests, bcrypt, and Logto's `Legacy`
 * format — a JSON array `[algorithm, [argument, …], expectedDigest]` whose arguments hold the
 * password as `@`, e.g. `["sha256", ["salt123", "@"], "c465…"]` = sha256('salt123' + password) in
 * hex. Besides every hash of `crypto.getHashes()` it knows `pbkdf2`
 * (`[salt | "hex:…", iterations, keyLength, digest, "@"]`, hex output) and `firebase-scrypt`
 * (`[saltB64, signerKeyB64, saltSeparatorB64, rounds, memCost, "@"]`, base64 output).
 */
export type LegacyDigest = { algorithm: string; args: string[]; expected: string };

const passwordPlaceholder = '@';
const specialAlgorithms = ['pbkdf2', 'firebase-scrypt'];

const invalidFormat = () => new DomainError('password.invalid_legacy_password_format');

const pbkdf2Async = promisify(pbkdf2);
const scryptAsync = promisify(scrypt) as (
  password: string | Buffer,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
) => Promise<Buffer>;

/** Equal-time comparison of two strings (unequal lengths are simply unequal). */
export const sameText = (actual: string, expected: string) => {
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Hex digest of `password` alone (imported SHA1/SHA256/MD5 rows). */
export const plainDigestMatches = (
  algorithm: 'sha1' | 'sha256' | 'md5',
  password: string,
  stored: string,
) => sameText(createHash(algorithm).update(password, 'utf8').digest('hex'), stored.toLowerCase());

export const bcryptMatches = async (password: string, stored: string) => {
  try {
    return await verifyBcrypt(password, stored);
  } catch {
    // A malformed digest can never match.
    return false;
  }
};

/**
 * Parses a `Legacy` digest; 400 `password.invalid_legacy_password_format` or
 * `password.unsupported_legacy_hash_algorithm` when it cannot ever be verified. Used when a user
 * is imported, so a bad digest is refused up front instead of locking the user out later.
 */
export const parseLegacyDigest = (text: string | null | undefined): LegacyDigest => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    throw invalidFormat();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== 'string' ||
    !Array.isArray(parsed[1]) ||
    !parsed[1].every((arg) => typeof arg === 'string') ||
    typeof parsed[2] !== 'string' ||
    !parsed[1].includes(passwordPlaceholder)
  ) {
    throw invalidFormat();
  }
  const [algorithm, args, expected] = parsed as [string, string[], string];
  if (!specialAlgorithms.includes(algorithm) && !getHashes().includes(algorithm)) {
    throw new DomainError('password.unsupported_legacy_hash_algorithm', {
      interpolation: { algorithm },
    });
  }
  if (algorithm === 'pbkdf2') pbkdf2Arguments(args, '');
  return { algorithm, args, expected };
};

const pbkdf2Arguments = (args: string[], password: string) => {
  const [salt, iterations, keyLength, digest] = args.map((arg) =>
    arg === passwordPlaceholder ? password : arg,
  );
  const rounds = Number(iterations);
  const length = Number(keyLength);
  const isHexSalt = salt?.startsWith('hex:') ?? false;
  const hexSalt = salt?.slice(4) ?? '';
  if (
    args.length !== 5 ||
    !Number.isInteger(rounds) ||
    rounds < 1 ||
    !Number.isInteger(length) ||
    length < 1 ||
    !digest ||
    !getHashes().includes(digest) ||
    (isHexSalt && !/^(?:[\da-f]{2})*$/i.test(hexSalt))
  ) {
    throw invalidFormat();
  }
  return {
    salt: isHexSalt ? Buffer.from(hexSalt, 'hex') : Buffer.from(salt ?? '', 'utf8'),
    rounds,
    length,
    digest,
  };
};

const firebaseScrypt = async (args: string[], password: string) => {
  const [salt, signerKey, separator, rounds, memCost] = args;
  const r = Number(rounds);
  const cost = Number(memCost);
  if (!salt || !signerKey || !separator || !Number.isInteger(r) || !Number.isInteger(cost)) {
    throw invalidFormat();
  }
  const N = 2 ** cost;
  const derived = await scryptAsync(
    password,
    Buffer.concat([Buffer.from(salt, 'base64'), Buffer.from(separator, 'base64')]),
    64,
    { N, r, p: 1, maxmem: 256 * N * r + 1024 * 1024 },
  );
  const cipher = createCipheriv('aes-256-ctr', derived.subarray(0, 32), Buffer.alloc(16));
  return Buffer.concat([cipher.update(Buffer.from(signerKey, 'base64')), cipher.final()]).toString(
    'base64',
  );
};

/** Computes the digest a `Legacy` row describes for `password`. */
export const computeLegacyDigest = async (digest: LegacyDigest, password: string) => {
  if (digest.algorithm === 'pbkdf2') {
    const { salt, rounds, length, digest: hash } = pbkdf2Arguments(digest.args, password);
    return (await pbkdf2Async(password, salt, rounds, length, hash)).toString('hex');
  }
  if (digest.algorithm === 'firebase-scrypt') return firebaseScrypt(digest.args, password);
  const hash = createHash(digest.algorithm);
  for (const arg of digest.args) hash.update(arg === passwordPlaceholder ? password : arg, 'utf8');
  return hash.digest('hex');
};

export const legacyDigestMatches = async (password: string, stored: string) => {
  const digest = parseLegacyDigest(stored);
  const actual = await computeLegacyDigest(digest, password);
  // Hex output compares case-insensitively; base64 (firebase-scrypt) exactly.
  return digest.algorithm === 'firebase-scrypt'
    ? sameText(actual, digest.expected)
    : sameText(actual, digest.expected.toLowerCase());
};
