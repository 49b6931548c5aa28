import { and, eq, ilike, inArray, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'koa';
import { ApiError } from './api-error.ts';

export const searchModes = ['exact', 'like', 'similar_to', 'posix'] as const;
type SearchMode = (typeof searchModes)[number];

export type Search<Value extends string | SQLWrapper = string> = {
  /** field → values; the key `''` is the generic `search` over every searchable field. */
  terms: Map<string, Value[]>;
  modes: Map<string, SearchMode>;
  joint: 'or' | 'and';
  isCaseSensitive: boolean;
};

const asArray = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads the generic search parameters of the contract (`search`, `search.<field>`, `mode`,
 * `mode.<field>`, `joint`/`jointMode`, `isCaseSensitive`); unknown fields are a 400.
 */
export const readSearch = (ctx: Context, fields: readonly string[]): Search | undefined => {
  const terms = new Map<string, string[]>();
  const modes = new Map<string, SearchMode>();
  for (const [key, value] of Object.entries(ctx.query)) {
    const [head, field = ''] = key.split(/\.(.+)/);
    if (head !== 'search' && head !== 'mode') continue;
    if (field && !fields.includes(field)) {
      throw new ApiError('guard.invalid_input', {
        status: 400,
        data: { message: `cannot search by ${field}` },
      });
    }
    if (head === 'search') {
      const values = asArray(value).filter((v) => v !== '');
      if (values.length > 0) terms.set(field, values);
    } else {
      const mode = asArray(value)[0];
      if (!searchModes.includes(mode as SearchMode))
        throw new ApiError('guard.invalid_input', {
          status: 400,
          data: { message: `unknown mode ${mode}` },
        });
      modes.set(field, mode as SearchMode);
    }
  }
  if (terms.size === 0) return undefined;
  const joint = asArray(ctx.query.joint ?? ctx.query.jointMode)[0] ?? 'or';
  if (joint !== 'or' && joint !== 'and') throw new ApiError('guard.invalid_input', { status: 400 });
  return { terms, modes, joint, isCaseSensitive: asArray(ctx.query.isCaseSensitive)[0] === 'true' };
};

/**
 * Turns a parsed search into one SQL condition over the given columns (field name → column).
 * Values may be `sql.placeholder`s, for statements built once per search shape.
 */
export const searchCondition = <Value extends string | SQLWrapper>(
  search: Search<Value>,
  columns: Record<string, AnyPgColumn>,
): SQL | undefined => {
  const conditions: SQL[] = [];
  for (const [field, values] of search.terms) {
    const targets = field === '' ? Object.keys(columns) : [field];
    const mode = search.modes.get(field) ?? search.modes.get('') ?? 'like';
    const perField = targets.map((name) => {
      const column = columns[name]!;
      const perValue = values.map((value) => {
        switch (mode) {
          case 'exact':
            return search.isCaseSensitive
              ? eq(column, value)
              : sql`lower(${column}) = lower(${value})`;
          case 'similar_to':
            return sql`${column} similar to ${value}`;
          case 'posix':
            return search.isCaseSensitive ? sql`${column} ~ ${value}` : sql`${column} ~* ${value}`;
          default:
            return search.isCaseSensitive ? like(column, value) : ilike(column, value);
        }
      });
      return mode === 'exact' && search.isCaseSensitive && values.length > 1
        ? inArray(column, values)
        : or(...perValue)!;
    });
    conditions.push(or(...perField)!);
  }
  return search.joint === 'and' ? and(...conditions) : or(...conditions);
};
