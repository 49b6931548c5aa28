import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

export const sentinelActivityTargetTypes = ['User', 'App'] as const;
export const sentinelActivityActions = [
  'Password',
  'VerificationCode',
  'OneTimeToken',
  'MfaTotp',
  'WebAuthn',
  'MfaBackupCode',
  'VerificationCodeSend',
  'MessageSend',
] as const;
export const sentinelActionResults = ['Success', 'Failed'] as const;
export const sentinelDecisions = ['Undecided', 'Allowed', 'Blocked', 'Challenge'] as const;

/**
 * Every password or code attempt per identifier (contract `sentinel_activities`), with the
 * sentinel's decision. `target_hash` is the SHA-256 of the identifier, so the table never holds
 * the identifier itself; a `Blocked` row locks its target until `decision_expires_at`.
 */
export const sentinelActivities = pgTable(
  'sentinel_activities',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    targetType: varchar('target_type', { length: 32, enum: sentinelActivityTargetTypes }).notNull(),
    targetHash: varchar('target_hash', { length: 64 }).notNull(),
    action: varchar('action', { length: 64, enum: sentinelActivityActions }).notNull(),
    actionResult: varchar('action_result', { length: 32, enum: sentinelActionResults }).notNull(),
    payload: jsonb('payload').notNull().default({}).$type<Record<string, unknown>>(),
    decision: varchar('decision', { length: 32, enum: sentinelDecisions }).notNull(),
    decisionExpiresAt: timestamp('decision_expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sentinel_activities__target_type__target_hash__created_at').on(
      t.tenantId,
      t.targetType,
      t.targetHash,
      t.createdAt,
    ),
  ],
);
