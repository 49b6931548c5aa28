import type {
  SamlAcsUrl,
  SamlAttributeMapping,
  SamlEncryption,
  SamlNameIdFormat,
} from '@gatehouse/schemas/entities/saml-application';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAt, tenantId } from './common.ts';

const expiresAt = () => timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull();

/** SAML settings of an application of type SAML (contract entities.md). */
export const samlApplicationConfigs = pgTable(
  'saml_application_configs',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    attributeMapping: jsonb('attribute_mapping')
      .notNull()
      .default({})
      .$type<SamlAttributeMapping>(),
    entityId: varchar('entity_id', { length: 128 }),
    acsUrl: jsonb('acs_url').$type<SamlAcsUrl>(),
    encryption: jsonb('encryption').$type<SamlEncryption>(),
    nameIdFormat: varchar('name_id_format', { length: 128 }).notNull().$type<SamlNameIdFormat>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId] }),
    foreignKey({
      name: 'saml_application_configs__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    check(
      'saml_application_configs__application_type',
      sql`check_application_type(${t.tenantId}, ${t.applicationId}, 'SAML')`,
    ),
  ],
);

/** Signing certificates; `private_key` is sealed at rest (decision 010). One active at most. */
export const samlApplicationSecrets = pgTable(
  'saml_application_secrets',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    privateKey: text('private_key').notNull(),
    certificate: text('certificate').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    active: boolean('active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.id] }),
    foreignKey({
      name: 'saml_application_secrets__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    check(
      'saml_application_secrets__application_type',
      sql`check_application_type(${t.tenantId}, ${t.applicationId}, 'SAML')`,
    ),
    uniqueIndex('saml_application_secrets__unique_active_secret')
      .on(t.tenantId, t.applicationId, t.active)
      .where(sql`${t.active}`),
  ],
);

/** SP-initiated sign-ins between the AuthnRequest and the SAML response. */
export const samlApplicationSessions = pgTable(
  'saml_application_sessions',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 32 }).notNull(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    samlRequestId: varchar('saml_request_id', { length: 128 }).notNull(),
    oidcState: varchar('oidc_state', { length: 32 }),
    relayState: varchar('relay_state', { length: 512 }),
    rawAuthRequest: text('raw_auth_request').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'saml_application_sessions__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    check(
      'saml_application_sessions__application_type',
      sql`check_application_type(${t.tenantId}, ${t.applicationId}, 'SAML')`,
    ),
  ],
);
