import { boolean, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: varchar('id', { length: 21 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull().default('My Project'),
  tag: varchar('tag', { length: 64 }).notNull().default('development'),
  isSuspended: boolean('is_suspended').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * The tenant's own PostgreSQL login (db/tenant-logins.ts): requests of the tenant run on it, and
   * the row-level security policies read the tenant from it. Readable by the migrating login only
   * (the tenant role is granted other columns), as in Logto.
   */
  dbUser: varchar('db_user', { length: 128 }).unique('tenants__db_user'),
  dbUserPassword: varchar('db_user_password', { length: 128 }),
});

/** Installation-wide key/value rows (not tenant-owned): seed state, schema versions. */
export const systems = pgTable('systems', {
  key: varchar('key', { length: 256 }).primaryKey(),
  value: jsonb('value').notNull(),
});
