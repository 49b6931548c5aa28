import {
  foreignKey,
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
import { ssoConnectors, userSsoIdentities } from './sso-connectors.ts';
import { users } from './users.ts';

/**
 * Third-party tokens kept for a user (an enterprise IdP's token set, issue 11). Logto splits the
 * encryption into `encrypted_dek`/`iv`/`auth_tag`/`ciphertext` columns; Gatehouse seals with its
 * one secret box (decision 010), so `ciphertext` holds the box's text envelope and key rotation
 * re-seals it like every other secret. `metadata` holds what is not secret (scope, expiry).
 */
export const secrets = pgTable(
  'secrets',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 21 }).notNull(),
    type: varchar('type', { length: 256 }).notNull().$type<'federated_token_set'>(),
    ciphertext: text('ciphertext').notNull(),
    metadata: jsonb('metadata').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'secrets__user_id_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('secrets__user_id').on(t.tenantId, t.userId),
  ],
);

/**
 * Which SSO identity a secret belongs to. The row goes with the identity or the connector, and a
 * trigger (migration 0020) deletes its secret with it.
 */
export const secretEnterpriseSsoConnectorRelations = pgTable(
  'secret_enterprise_sso_connector_relations',
  {
    tenantId: tenantId(),
    secretId: varchar('secret_id', { length: 21 }).notNull(),
    ssoConnectorId: varchar('sso_connector_id', { length: 128 }).notNull(),
    issuer: varchar('issuer', { length: 256 }).notNull(),
    identityId: varchar('identity_id', { length: 128 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.secretId] }),
    foreignKey({
      name: 'secret_enterprise_sso_connector_relations__secret_id_fk',
      columns: [t.tenantId, t.secretId],
      foreignColumns: [secrets.tenantId, secrets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'secret_enterprise_sso_connector_relations__sso_connector_id_fk',
      columns: [t.tenantId, t.ssoConnectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'secret_enterprise_sso_connector_relations__identity_fk',
      columns: [t.tenantId, t.issuer, t.identityId],
      foreignColumns: [
        userSsoIdentities.tenantId,
        userSsoIdentities.issuer,
        userSsoIdentities.identityId,
      ],
    }).onDelete('cascade'),
    uniqueIndex('secret_enterprise_sso_connector_relations__issuer__identity_id').on(
      t.tenantId,
      t.issuer,
      t.identityId,
    ),
    index('secret_enterprise_sso_connector_relations__sso_connector_id').on(
      t.tenantId,
      t.ssoConnectorId,
    ),
  ],
);

/**
 * An administrator's "test connection" round trip of an SSO connector (decision 017, addition):
 * found by the `state` the IdP echoes back, read by its `owner_id` only, kept until `expires_at`.
 */
export const ssoConnectorTestSessions = pgTable(
  'sso_connector_test_sessions',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    connectorId: varchar('connector_id', { length: 128 }).notNull(),
    state: varchar('state', { length: 64 }).notNull(),
    ownerId: varchar('owner_id', { length: 128 }).notNull(),
    session: jsonb('session').notNull().default({}).$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'sso_connector_test_sessions__connector_id_fk',
      columns: [t.tenantId, t.connectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    uniqueIndex('sso_connector_test_sessions__state').on(t.tenantId, t.state),
  ],
);
