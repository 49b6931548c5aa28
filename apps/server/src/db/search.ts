import { and, eq, ilike, inArray, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const searchModes = ['exact', 'like', 'similar_to', 'posix'] as const;
export type SearchMode = (typeof searchModes)[number];

/**
 * A parsed search of the contract's generic search parameters (http/search-query.ts reads it from
 * the query string); `searchCondition` turns it into SQL.
 */
export type Search<Value extends string | SQLWrapper = string> = {
  /** field → values; the key `''` is the generic `search` over every searchable field. */
  terms: Map<string, Value[]>;
  modes: Map<string, SearchMode>;
  joint: 'or' | 'and';
  isCaseSensitive: boolean;
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
