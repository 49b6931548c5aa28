import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from './common.ts';

/** oidc-provider's models (sessions, grants, codes, refresh tokens, …), so any node can finish a flow. */
export const oidcModelInstances = pgTable(
  'oidc_model_instances',
  {
    tenantId: tenantId(),
    modelName: varchar('model_name', { length: 64 }).notNull(),
    id: varchar('id', { length: 128 }).notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.modelName, t.id] }),
    index('oidc_model_instances__expires_at').on(t.expiresAt),
    // Lookups by payload fields: Session.findByUid, DeviceCode.findByUserCode, revokeByGrantId.
    index('oidc_model_instances__uid').on(t.tenantId, t.modelName, sql`(${t.payload}->>'uid')`),
    index('oidc_model_instances__grant_id').on(t.tenantId, sql`(${t.payload}->>'grantId')`),
    index('oidc_model_instances__user_code').on(
      t.tenantId,
      t.modelName,
      sql`(${t.payload}->>'userCode')`,
    ),
  ],
);
