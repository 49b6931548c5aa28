import { is, Param, Placeholder, type SQL, type SQLChunk, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from './client.ts';

/**
 * Statements of the hottest paths, built once by the query builder (with `sql.placeholder`s for
 * the values) and then run as plain text with `$n` parameters: rebuilding them on every request
 * cost more CPU than PostgreSQL spent running them. `name` makes node-postgres prepare the
 * statement once per connection; leave it out where a generic plan could be worse than a custom
 * one (e.g. `ILIKE` on a trigram index), or write the statement so its generic plan is the right
 * one and say so with `genericPlan`.
 */
export type PreparedStatement = {
  text: string;
  name: string | undefined;
  /**
   * Run it on its generic plan, always. PostgreSQL keeps planning a named statement per call when
   * its generic plan's estimate looks worse than the custom plans' (a pattern of unknown
   * selectivity), even when it is the plan every custom one picks anyway; for a trigram search
   * that planning cost more than the search itself. Costs one more statement in the transaction
   * (`SET LOCAL`, sent in the same write as the statement), so not for one-statement work.
   */
  genericPlan: boolean;
  /** The statement's parameters in `$n` order, from the placeholder values. */
  bind: (values: Record<string, unknown>) => unknown[];
};

const dialect = new PgDialect();

/** How each `$n` gets its value: a placeholder (through its column's encoder) or a constant. */
const binderOf = (param: unknown): ((values: Record<string, unknown>) => unknown) => {
  const fromPlaceholder = (name: string, encode: (value: unknown) => unknown) => {
    return (values: Record<string, unknown>) => {
      if (!(name in values)) throw new Error(`no value for placeholder ${name}`);
      return encode(values[name]);
    };
  };
  if (is(param, Placeholder)) return fromPlaceholder(param.name, (value) => value);
  if (is(param, Param) && is(param.value, Placeholder))
    return fromPlaceholder(param.value.name, (value) => param.encoder.mapToDriverValue(value));
  return () => param;
};

export const prepareStatement = (
  query: SQLWrapper,
  options: { name?: string; genericPlan?: boolean } = {},
): PreparedStatement => {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const binders = params.map(binderOf);
  if (options.genericPlan && !options.name)
    throw new Error('a generic plan is kept only for a named statement');
  return {
    text,
    name: options.name,
    genericPlan: options.genericPlan ?? false,
    bind: (values) => binders.map((binder) => binder(values)),
  };
};

/** node-postgres clients behind transaction handles, registered by the runner that made them. */
const rawClients = new WeakMap<object, Pick<pg.PoolClient, 'query'>>();

export const registerRawClient = (tx: Queryable, client: Pick<pg.PoolClient, 'query'>) => {
  rawClients.set(tx, client);
};

/**
 * Date and time values stay text, as the query builder reads them, so a column's own
 * `mapFromDriverValue` turns them into the same values on either driver.
 */
const keptAsText = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  // Their arrays (timestamp[], timestamptz[], date[], interval[]) and numeric[], as Drizzle does.
  1115,
  1185,
  1182,
  1187,
  1231,
]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    keptAsText.has(oid)
      ? (value: string) => value
      : // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads take one format at a time.
        pg.types.getTypeParser(oid, format as any),
};

/** `$1 … $n` in `text` become the query builder's parameters (PGlite, or a handle without a raw client). */
const asSql = (text: string, values: readonly unknown[]): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]));
  });
  return sql.join(chunks);
};

/** Runs a prepared statement on a tenant transaction handle and returns its rows (column names as keys). */
export const queryRaw = async <Row extends Record<string, unknown>>(
  tx: Queryable,
  statement: PreparedStatement,
  placeholderValues: Record<string, unknown>,
): Promise<Row[]> => {
  const values = statement.bind(placeholderValues);
  const client = rawClients.get(tx);
  if (client) {
    // Pipelined (db/client.ts): the setting and the statement go out together, one round trip.
    const setting = statement.genericPlan
      ? client.query('set local plan_cache_mode = force_generic_plan')
      : undefined;
    const [, result] = await Promise.all([
      setting,
      client.query<Row>(
        { text: statement.text, name: statement.name, types } as pg.QueryConfig,
        values,
      ),
    ]);
    return result.rows;
  }
  const result = (await tx.execute(asSql(statement.text, values))) as unknown as { rows: Row[] };
  return result.rows;
};
