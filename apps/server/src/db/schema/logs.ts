import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/**
 * Audit log: one row per event (`key` like `Interaction.SignIn.Submit`), details in `payload`.
 * Unlike every other tenant table, `tenant_id` has no foreign key (decision 026): the token
 * endpoints write a line per token, and the key check, run per line, was a sizeable share of each
 * line's insert on PGlite. Row-level security holds each row to the tenant it is written for; a
 * tenant's deletion must delete its lines itself, as no cascade does.
 */
export const logs = pgTable(
  'logs',
  {
    tenantId: varchar('tenant_id', { length: 21 }).notNull(),
    id: varchar('id', { length: 21 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    payload: jsonb('payload').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('logs__key').on(t.tenantId, t.key),
    index('logs__created_at').on(t.tenantId, t.createdAt),
    // Only lines that name a user: client-credentials tokens, the bulk of the table, have none.
    index('logs__user_id')
      .on(t.tenantId, sql`(${t.payload}->>'userId')`, t.createdAt)
      .where(sql`(${t.payload}->>'userId') is not null`),
    index('logs__application_id').on(
      t.tenantId,
      sql`(${t.payload}->>'applicationId')`,
      t.createdAt,
    ),
  ],
);
