import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

/**
 * The account center settings of a tenant (contract `account_centers`): one row per tenant, id
 * `default`. `fields` maps each profile field to Off / ReadOnly / Edit for the Account API.
 */
export const accountCenters = pgTable(
  'account_centers',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    fields: jsonb('fields').notNull().default({}).$type<Record<string, string>>(),
    webauthnRelatedOrigins: jsonb('webauthn_related_origins')
      .notNull()
      .default([])
      .$type<string[]>(),
    deleteAccountUrl: varchar('delete_account_url', { length: 2048 }),
    customCss: text('custom_css'),
    profileFields: jsonb('profile_fields').$type<{ name: string }[]>(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A tenant's captcha provider (contract `captcha_providers`, one per tenant). `config` is the
 * provider configuration's JSON (with its secret key) sealed by the secret box (decision 010).
 */
export const captchaProviders = pgTable(
  'captcha_providers',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 128 }).notNull(),
    config: text('config').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('captcha_providers__tenant_id').on(t.tenantId),
  ],
);

/**
 * Verification records of the Verifications API (a verified password or code of a signed-in
 * user), bound to the user, expiring, and consumed by the one sensitive Account API change they
 * allow. `data` holds the record's kind and state (never a password or a code in clear).
 */
export const userVerificationRecords = pgTable(
  'user_verification_records',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 21 }),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('user_verification_records__expires_at').on(t.tenantId, t.expiresAt),
  ],
);
