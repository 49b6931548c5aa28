/**
 * The primitives both translators are built from (the console's `i18n/translator.ts` and the
 * sign-in app's `app/translator.ts`): phrases are one nested tree per language, found by dotted
 * key, with `{{name}}` placeholders. Neither app ships an i18n library (issue 9 and issue 13
 * budgets); keeping the rules here means a phrase resolves the same way on both sides.
 * Each export is small and separate so the sign-in page's bundle takes only what it calls.
 */
export type PhraseTree = { [key: string]: string | PhraseTree };

export const isPhraseTree = (value: unknown): value is PhraseTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lays `source` over `target` and returns `target`. Branches missing in `target` are built fresh,
 * so the caller's `source` (often an imported phrase module) is never shared or changed.
 * `overwrite: false` keeps phrases `target` already has (a fallback layer).
 */
export const mergePhraseTrees = (target: PhraseTree, source: PhraseTree, overwrite = true) => {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isPhraseTree(value)) {
      target[key] = mergePhraseTrees(isPhraseTree(current) ? current : {}, value, overwrite);
    } else if (typeof value === 'string' && (overwrite || current === undefined)) {
      target[key] = value;
    }
  }
  return target;
};

// A key of the tree may itself hold dots (`'restricted.sequence': …`), as i18next allowed: each
// step tries the next part, then the next parts joined by dots.
const lookUpParts = (
  node: string | PhraseTree | undefined,
  parts: string[],
  from: number,
): string | undefined => {
  if (from === parts.length) return typeof node === 'string' ? node : undefined;
  if (!isPhraseTree(node)) return undefined;
  for (let to = from + 1; to <= parts.length; to++) {
    const found: string | undefined = lookUpParts(node[parts.slice(from, to).join('.')], parts, to);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** The phrase at a dotted key, or undefined when the key names no phrase (or a branch). */
export const lookUpPhrase = (tree: PhraseTree | undefined, key: string) =>
  lookUpParts(tree, key.split('.'), 0);

/** Fills `{{name}}` placeholders; one without a value stays as written, so a gap is visible. */
export const fillPlaceholders = (phrase: string, values: Record<string, unknown>) =>
  phrase.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
