import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { applications } from './applications.ts';
import { createdAt, tenantId } from './common.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Enterprise SSO connectors (OIDC or SAML upstream IdPs). `config` is the provider's settings;
 * a `clientSecret` in it is stored sealed by the secret box (decision 010), never plain.
 */
export const ssoConnectors = pgTable(
  'sso_connectors',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 128 }).notNull(),
    providerName: varchar('provider_name', { length: 128 }).notNull(),
    connectorName: varchar('connector_name', { length: 128 }).notNull(),
    config: jsonb('config').notNull().default({}).$type<Record<string, unknown>>(),
    domains: jsonb('domains').notNull().default([]).$type<string[]>(),
    branding: jsonb('branding')
      .notNull()
      .default({})
      .$type<{ displayName?: string; logo?: string; darkLogo?: string }>(),
    syncProfile: boolean('sync_profile').notNull().default(false),
    enableTokenStorage: boolean('enable_token_storage').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sso_connectors__connector_name__unique').on(t.tenantId, t.connectorName),
  ],
);

/** A user's identity at an enterprise IdP: (issuer, identity id) is one person. */
export const userSsoIdentities = pgTable(
  'user_sso_identities',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
    issuer: varchar('issuer', { length: 256 }).notNull(),
    identityId: varchar('identity_id', { length: 128 }).notNull(),
    detail: jsonb('detail').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    ssoConnectorId: varchar('sso_connector_id', { length: 128 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'user_sso_identities__user_id_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_sso_identities__sso_connector_id_fk',
      columns: [t.tenantId, t.ssoConnectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    uniqueIndex('user_sso_identities__issuer__identity_id').on(t.tenantId, t.issuer, t.identityId),
    index('user_sso_identities__user_id').on(t.tenantId, t.userId),
  ],
);

/** Just-in-time provisioning: users who sign in through this connector join the organization. */
export const organizationJitSsoConnectors = pgTable(
  'organization_jit_sso_connectors',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    ssoConnectorId: varchar('sso_connector_id', { length: 128 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_jit_sso_connectors_pk',
      columns: [t.tenantId, t.organizationId, t.ssoConnectorId],
    }),
    foreignKey({
      name: 'organization_jit_sso_connectors__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_jit_sso_connectors__sso_connector_id_fk',
      columns: [t.tenantId, t.ssoConnectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    index('organization_jit_sso_connectors__sso_connector_id').on(t.tenantId, t.ssoConnectorId),
  ],
);

/** Where an IdP-initiated SAML sign-in of a connector lands (spec §3 "SSO connector"). */
export const ssoConnectorIdpInitiatedAuthConfigs = pgTable(
  'sso_connector_idp_initiated_auth_configs',
  {
    tenantId: tenantId(),
    connectorId: varchar('connector_id', { length: 128 }).notNull(),
    defaultApplicationId: varchar('default_application_id', { length: 21 }).notNull(),
    redirectUri: text('redirect_uri'),
    authParameters: jsonb('auth_parameters').notNull().default({}).$type<Record<string, unknown>>(),
    autoSendAuthorizationRequest: boolean('auto_send_authorization_request')
      .notNull()
      .default(false),
    clientIdpInitiatedAuthCallbackUri: text('client_idp_initiated_auth_callback_uri'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'sso_connector_idp_initiated_auth_configs_pk',
      columns: [t.tenantId, t.connectorId],
    }),
    foreignKey({
      name: 'sso_connector_idp_initiated_auth_configs__connector_id_fk',
      columns: [t.tenantId, t.connectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sso_connector_idp_initiated_auth_configs__default_application_id_fk',
      columns: [t.tenantId, t.defaultApplicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** An assertion an IdP posted unasked, kept until the sign-in it starts consumes it. */
export const idpInitiatedSamlSsoSessions = pgTable(
  'idp_initiated_saml_sso_sessions',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    connectorId: varchar('connector_id', { length: 128 }).notNull(),
    assertionContent: jsonb('assertion_content')
      .notNull()
      .default({})
      .$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'idp_initiated_saml_sso_sessions__connector_id_fk',
      columns: [t.tenantId, t.connectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
  ],
);

/** Keys a SAML connector signs its authentication requests with; `private_key` sealed. */
export const samlSsoConnectorSigningKeys = pgTable(
  'saml_sso_connector_signing_keys',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    ssoConnectorId: varchar('sso_connector_id', { length: 128 }).notNull(),
    privateKey: text('private_key').notNull(),
    certificate: text('certificate').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'saml_sso_connector_signing_keys_pk',
      columns: [t.tenantId, t.ssoConnectorId, t.id],
    }),
    foreignKey({
      name: 'saml_sso_connector_signing_keys__sso_connector_id_fk',
      columns: [t.tenantId, t.ssoConnectorId],
      foreignColumns: [ssoConnectors.tenantId, ssoConnectors.id],
    }).onDelete('cascade'),
    uniqueIndex('saml_sso_connector_signing_keys__unique_active')
      .on(t.tenantId, t.ssoConnectorId, t.active)
      .where(sql`active`),
  ],
);
