const lowerAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyz';
const mixedAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Unbiased random string over `alphabet` (rejection sampling), from Web Crypto so it runs anywhere. */
const randomString = (alphabet: string, length: number): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
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
