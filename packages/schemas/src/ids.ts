const lowerAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyz';
const mixedAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Random bytes drawn from Web Crypto 4 KB at a time: one `getRandomValues` call per id cost more
 * than the id itself on the token path (an audit line each). A byte is wiped as it is handed
 * out, so the pool never holds bytes of an id or secret already made.
 */
const pool = new Uint8Array(4096);
let poolOffset = pool.length;
const nextRandomByte = () => {
  if (poolOffset === pool.length) {
    crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  const byte = pool[poolOffset] as number;
  pool[poolOffset] = 0;
  poolOffset += 1;
  return byte;
};

/** Unbiased random string over `alphabet` (rejection sampling), from Web Crypto so it runs anywhere. */
const randomString = (alphabet: string, length: number): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = nextRandomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
};

/** 21-char lowercase alphanumeric id, the default for every entity. Example: `generateStandardId()`. */
export const generateStandardId = (length = 21) => randomString(lowerAlphanumeric, length);

/** 12-char id used for users and organizations. */
export const generateShortId = () => randomString(lowerAlphanumeric, 12);

/** 32-char mixed-case secret (application secrets). */
export const generateSecret = (length = 32) => randomString(mixedAlphanumeric, length);

/** Ids accepted in paths: 1–21 word characters or dashes (tenant ids, seeded ids like `m-default`). */
export const idPattern = /^[\w-]{1,21}$/;
