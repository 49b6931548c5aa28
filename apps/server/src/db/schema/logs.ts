import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

/** Audit log: one row per event (`key` like `Interaction.SignIn.Submit`), details in `payload`. */
export const logs = pgTable(
  'logs',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    payload: jsonb('payload').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('logs__key').on(t.tenantId, t.key),
    index('logs__created_at').on(t.tenantId, t.createdAt),
    index('logs__user_id').on(t.tenantId, sql`(${t.payload}->>'userId')`, t.createdAt),
    index('logs__application_id').on(
      t.tenantId,
      sql`(${t.payload}->>'applicationId')`,
      t.createdAt,
    ),
  ],
);
