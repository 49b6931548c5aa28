import { templateTypes } from '@gatehouse/schemas/entities/email-template';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

/** Stored metadata overrides of a standard connector (contract `metadata`). */
type StoredConnectorMetadata = {
  target?: string;
  name?: Record<string, string>;
  logo?: string;
  logoDark?: string | null;
};

/**
 * A tenant's connectors. `config` holds credentials (SMTP passwords, webhook tokens, client
 * secrets): it is the configuration's JSON sealed by the secret box (decision 010), never plain.
 */
export const connectors = pgTable(
  'connectors',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 128 }).notNull(),
    syncProfile: boolean('sync_profile').notNull().default(false),
    enableTokenStorage: boolean('enable_token_storage').notNull().default(false),
    connectorId: varchar('connector_id', { length: 128 }).notNull(),
    config: text('config').notNull(),
    metadata: jsonb('metadata').$type<StoredConnectorMetadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('connectors__connector_id').on(t.tenantId, t.connectorId),
  ],
);

/** E-mail templates per purpose and language. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    languageTag: varchar('language_tag', { length: 16 }).notNull(),
    templateType: varchar('template_type', { length: 64, enum: templateTypes }).notNull(),
    details: jsonb('details')
      .$type<{
        subject: string;
        content: string;
        contentType?: 'text/html' | 'text/plain';
        replyTo?: string;
        sendFrom?: string;
      }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('email_templates__language_tag__template_type').on(
      t.tenantId,
      t.languageTag,
      t.templateType,
    ),
  ],
);

/**
 * One-time codes sent by e-mail or SMS (Logto's `passcodes`). Only a salted hash of the code is
 * stored; `tryCount` counts wrong guesses, `consumed` marks a used code.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    interactionJti: varchar('interaction_jti', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    type: varchar('type', { length: 32, enum: templateTypes }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    consumed: boolean('consumed').notNull().default(false),
    tryCount: smallint('try_count').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('verification_codes__email_type')
      .on(t.tenantId, t.email, t.type)
      .where(sql`${t.email} is not null`),
    index('verification_codes__phone_type')
      .on(t.tenantId, t.phone, t.type)
      .where(sql`${t.phone} is not null`),
  ],
);
