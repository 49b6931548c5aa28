/**
 * The password policy of spec §5, shared by the server and the sign-in app. No zod and no Node
 * APIs here: the sign-in app bundles this file, and the pwned check uses Web Crypto and fetch.
 */

export type PasswordPolicy = {
  length: { min: number; max: number };
  /** How many of the 4 character types (lowercase, uppercase, digits, symbols) are required. */
  characterTypes: { min: number };
  rejects: { pwned: boolean; repetitionAndSequence: boolean; userInfo: boolean; words: string[] };
};

/** What the database stores and the API returns: any part may be missing. */
export type PartialPasswordPolicy = {
  [Section in keyof PasswordPolicy]?: Partial<PasswordPolicy[Section]>;
};

export const defaultPasswordPolicy: PasswordPolicy = Object.freeze({
  length: { min: 8, max: 256 },
  characterTypes: { min: 1 },
  rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
});

/** Fills the defaults in. Example: `resolvePasswordPolicy({}).length.min === 8`. */
export const resolvePasswordPolicy = (policy?: PartialPasswordPolicy | null): PasswordPolicy => ({
  length: { ...defaultPasswordPolicy.length, ...policy?.length },
  characterTypes: { ...defaultPasswordPolicy.characterTypes, ...policy?.characterTypes },
  rejects: { ...defaultPasswordPolicy.rejects, ...policy?.rejects },
});

export const passwordRejectionCodes = [
  'too_short',
  'too_long',
  'unsupported_characters',
  'character_types',
  'pwned',
  'restricted.repetition',
  'restricted.sequence',
  'restricted.words',
  'restricted.user_info',
] as const;

export type PasswordRejectionCode = (typeof passwordRejectionCodes)[number];

export type PasswordIssue = {
  code: `password_rejected.${PasswordRejectionCode}`;
  interpolation?: Record<string, number | string>;
};

/** The user's own data, which a password may not be made of. */
export type PasswordUserInfo = {
  username?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
};

/** Printable ASCII symbols, space included so that passphrases count. */
export const passwordSymbols = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** Runs of this many repeated or sequential characters are restricted. */
export const repetitionAndSequenceThreshold = 3;

const keyboardAndAlphabeticSequences = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  '5tgb',
  '6yhn',
  '7ujm',
  '8ik',
  '9ol',
].flatMap((sequence) => [sequence, [...sequence].reverse().join('')]);

type CharacterType = 'lowercase' | 'uppercase' | 'digit' | 'symbol';

const characterTypeOf = (char: string): CharacterType | undefined => {
  if (char >= 'a' && char <= 'z') return 'lowercase';
  if (char >= 'A' && char <= 'Z') return 'uppercase';
  if (char >= '0' && char <= '9') return 'digit';
  return passwordSymbols.includes(char) ? 'symbol' : undefined;
};

const repetitionAt = (text: string, start: number): number => {
  let end = start + 1;
  while (end < text.length && text[end] === text[start]) end += 1;
  return end - start;
};

const sequenceAt = (text: string, start: number): number => {
  let longest = 0;
  for (const sequence of keyboardAndAlphabeticSequences) {
    const offset = sequence.indexOf(text[start] ?? '');
    if (offset < 0) continue;
    let length = 1;
    while (
      text[start + length] !== undefined &&
      text[start + length] === sequence[offset + length]
    ) {
      length += 1;
    }
    longest = Math.max(longest, length);
  }
  return longest;
};

const longestPhraseAt = (text: string, start: number, phrases: string[]): number =>
  phrases.reduce(
    (longest, phrase) =>
      text.startsWith(phrase, start) ? Math.max(longest, phrase.length) : longest,
    0,
  );

// One-letter fragments (an initial) say nothing about the user and would flag common letters.
const userInfoPhrases = ({ username, name, email, phone }: PasswordUserInfo): string[] => {
  const nameWords = name?.split(/\s+/) ?? [];
  const phrases = [
    username,
    name,
    name?.replaceAll(/\s+/g, ''),
    ...nameWords,
    email,
    email?.split('@')[0],
    phone,
  ];
  return phrases
    .filter((phrase): phrase is string => Boolean(phrase && phrase.length > 1))
    .map((phrase) => phrase.toLowerCase());
};

type RestrictedCode = Extract<PasswordRejectionCode, `restricted.${string}`>;

// Marks every character that belongs to a repetition, sequence, custom word or piece of user info;
// only when the marked characters exceed the length minus 3 (at least 1) is the password refused,
// so a long password that merely contains "abc" stays acceptable (spec §5).
const findRestrictedIssues = (
  password: string,
  policy: PasswordPolicy,
  userInfo?: PasswordUserInfo,
): PasswordIssue[] => {
  const text = password.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  const found = new Set<RestrictedCode>();
  const words = policy.rejects.words.filter(Boolean).map((word) => word.toLowerCase());
  const infoPhrases = policy.rejects.userInfo && userInfo ? userInfoPhrases(userInfo) : [];
  const mark = (start: number, length: number, code: RestrictedCode, minimum = 1) => {
    if (length < minimum) return;
    marked.fill(true, start, start + length);
    found.add(code);
  };

  for (let start = 0; start < text.length; start += 1) {
    if (policy.rejects.repetitionAndSequence) {
      mark(
        start,
        repetitionAt(text, start),
        'restricted.repetition',
        repetitionAndSequenceThreshold,
      );
      mark(start, sequenceAt(text, start), 'restricted.sequence', repetitionAndSequenceThreshold);
    }
    mark(start, longestPhraseAt(text, start, words), 'restricted.words');
    mark(start, longestPhraseAt(text, start, infoPhrases), 'restricted.user_info');
  }

  const markedCount = marked.filter(Boolean).length;
  if (markedCount <= Math.max(1, text.length - 3)) return [];
  const order: RestrictedCode[] = [
    'restricted.repetition',
    'restricted.sequence',
    'restricted.words',
    'restricted.user_info',
  ];
  return order
    .filter((code) => found.has(code))
    .map((code) => ({ code: `password_rejected.${code}` }));
};

/**
 * Every synchronous rule of the policy; the breached check is {@link checkPwnedPassword}.
 * Example: `checkPasswordPolicy('abc', {})` → too_short, restricted.sequence.
 */
export const checkPasswordPolicy = (
  password: string,
  policy?: PartialPasswordPolicy | null,
  userInfo?: PasswordUserInfo,
): PasswordIssue[] => {
  const resolved = resolvePasswordPolicy(policy);
  const issues: PasswordIssue[] = [];
  const { min, max } = resolved.length;
  if (password.length < min)
    issues.push({ code: 'password_rejected.too_short', interpolation: { min } });
  if (password.length > max)
    issues.push({ code: 'password_rejected.too_long', interpolation: { max } });

  const types = [...password].map(characterTypeOf);
  if (types.includes(undefined)) {
    issues.push({ code: 'password_rejected.unsupported_characters' });
  } else if (new Set(types).size < resolved.characterTypes.min) {
    issues.push({
      code: 'password_rejected.character_types',
      interpolation: { min: resolved.characterTypes.min },
    });
  }

  return [...issues, ...findRestrictedIssues(password, resolved, userInfo)];
};

/** Upper-case hex SHA-1 of a password, through Web Crypto (Node.js and browsers). */
export const passwordSha1 = async (password: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
};

export type PwnedCheckOptions = {
  /** Base of a Pwned Passwords compatible service, e.g. `https://api.pwnedpasswords.com`. */
  baseUrl: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
};

/**
 * Whether a SHA-1 (hex) is listed as breached. Only the first 5 hex digits leave the machine
 * (k-anonymity); the suffix is matched in the `SUFFIX:COUNT` lines of the answer. Throws when the
 * service cannot answer, so that callers decide (and log) what a failure means.
 */
export const isPwnedSha1 = async (
  sha1: string,
  { baseUrl, fetch: fetchImpl = fetch, signal }: PwnedCheckOptions,
): Promise<boolean> => {
  const hash = sha1.toUpperCase();
  const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/range/${hash.slice(0, 5)}`, {
    signal,
  });
  if (!response.ok) throw new Error(`Pwned Passwords service answered ${response.status}`);
  const suffix = hash.slice(5);
  return (await response.text()).split('\n').some((line) => {
    const [lineSuffix = '', count = '1'] = line.trim().split(':');
    // Padding lines (Add-Padding) carry a count of 0 and are not real breaches.
    return lineSuffix.toUpperCase() === suffix && Number(count) > 0;
  });
};

/** The breached-password rule: `[]` or `[{ code: 'password_rejected.pwned' }]`. */
export const checkPwnedPassword = async (
  password: string,
  options: PwnedCheckOptions,
): Promise<PasswordIssue[]> =>
  (await isPwnedSha1(await passwordSha1(password), options))
    ? [{ code: 'password_rejected.pwned' }]
    : [];
