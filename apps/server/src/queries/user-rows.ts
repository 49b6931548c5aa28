import { getTableColumns } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { UserRow } from './users.ts';

// Column name in the database → property of `UserRow`, with the column's own value mapping.
const userColumns = Object.entries(getTableColumns(users)).map(([property, column]) => ({
  property,
  name: column.name,
  fromDriver: (value: unknown) => (value === null ? null : column.mapFromDriverValue(value)),
}));

/**
 * A `users` row read by a raw statement (`select users.* …`, db/raw-query.ts) as the query
 * builder would have returned it: camel-case properties and mapped values.
 */
export const toUserRow = (raw: Record<string, unknown>): UserRow => {
  const row: Record<string, unknown> = {};
  for (const { property, name, fromDriver } of userColumns) row[property] = fromDriver(raw[name]);
  return row as UserRow;
};
