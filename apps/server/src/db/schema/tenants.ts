import { boolean, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: varchar('id', { length: 21 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull().default('My Project'),
  tag: varchar('tag', { length: 64 }).notNull().default('development'),
  isSuspended: boolean('is_suspended').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Installation-wide key/value rows (not tenant-owned): seed state, schema versions. */
export const systems = pgTable('systems', {
  key: varchar('key', { length: 256 }).primaryKey(),
  value: jsonb('value').notNull(),
});
