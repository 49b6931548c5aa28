/**
 * Characters no input string of the API may carry, in values or object keys:
 * - C0 control characters except TAB, LF and CR (which descriptions and custom data legitimately
 *   hold). U+0000 is the one that matters most: PostgreSQL refuses it in `text` and `jsonb`
 *   (SQLSTATE 22021 / 22P05), so without this check it surfaced as a 500 deep in a query.
 * - Lone UTF-16 surrogates: they cannot be encoded as UTF-8, and `jsonb` refuses their escapes.
 * Refused strings answer 400 `guard.invalid_input`, before any handler or query runs.
 */
const unsafeCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeString = (value: string) => !unsafeCharacter.test(value);

/** Only what PostgreSQL cannot store at all (U+0000, lone surrogates): for stored protocol state. */
const unstorableCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it finds
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableString = (value: string) => !unstorableCharacter.test(value);

type PathPart = string | number;

/**
 * The key path of the first string (value or object key) in `value` that holds an unsafe
 * character, or undefined when all are safe. Walks iteratively: inputs may be deeply nested.
 * Example: `unsafeStringPath({ a: ['ok', 'x\u0000'] })` → `['a', 1]`.
 */
export const unsafeStringPath = (
  value: unknown,
  isAllowed: (text: string) => boolean = isSafeString,
): PathPart[] | undefined => {
  const pending: { value: unknown; path: PathPart[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isAllowed(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push({ value: item, path: [...path, index] });
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isAllowed(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
};
