import { z } from 'zod';
import { type Search, type SearchMode, searchModes } from '../db/search.ts';
import { ApiError } from './api-error.ts';

type QueryValues = Record<string, string | string[] | undefined>;

const asArray = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

// The contract answers search misuse with `request.invalid_input` (a query parameter, not a
// guarded body), as Logto's search parser does.
const invalid = (message: string) =>
  new ApiError('request.invalid_input', { status: 400, data: { message } });

/**
 * Reads the generic search parameters of the contract (`search`, `search.<field>`, `mode`,
 * `mode.<field>`, `joint`/`jointMode`, `isCaseSensitive`) for a route that declares which
 * `fields` it searches; an unknown field or mode, an empty value, several values outside the `exact` mode or a case-insensitive
 * `similar_to` is a 400 `request.invalid_input`.
 */
export const readSearch = (query: QueryValues, fields: readonly string[]): Search | undefined => {
  const terms = new Map<string, string[]>();
  const modes = new Map<string, SearchMode>();
  for (const [key, value] of Object.entries(query)) {
    const [head, field = ''] = key.split(/\.(.+)/);
    if (head !== 'search' && head !== 'mode') continue;
    if (field && !fields.includes(field)) throw invalid(`cannot search by ${field}`);
    if (head === 'search') {
      const values = asArray(value);
      if (values.some((v) => v === '')) throw invalid(`no value given for \`${key}\``);
      terms.set(field, values);
    } else {
      const mode = asArray(value)[0];
      if (!searchModes.includes(mode as SearchMode)) throw invalid(`unknown mode ${mode}`);
      modes.set(field, mode as SearchMode);
    }
  }
  if (terms.size === 0) return undefined;
  const isCaseSensitive = asArray(query.isCaseSensitive)[0] === 'true';
  for (const [field, values] of terms) {
    const mode = modes.get(field) ?? modes.get('') ?? 'like';
    if (values.length > 1 && mode !== 'exact')
      throw invalid(`only the exact mode takes several values for \`${field || 'search'}\``);
    if (mode === 'similar_to' && !isCaseSensitive)
      throw invalid('the similar_to mode is case-sensitive only');
  }
  const joint = asArray(query.joint ?? query.jointMode)[0] ?? 'or';
  if (joint !== 'or' && joint !== 'and') throw invalid(`unknown joint ${joint}`);
  return { terms, modes, joint, isCaseSensitive };
};

/** The search parameters as an OpenAPI query schema (documentation; `readSearch` validates). */
export const searchQueryDocument = (fields: readonly string[]) =>
  z.object({
    search: z.string().optional(),
    mode: z.enum(searchModes).optional(),
    joint: z.enum(['or', 'and']).optional(),
    isCaseSensitive: z.enum(['true', 'false']).optional(),
    ...Object.fromEntries(
      fields.flatMap((field) => [
        [`search.${field}`, z.string().optional()],
        [`mode.${field}`, z.enum(searchModes).optional()],
      ]),
    ),
  });
