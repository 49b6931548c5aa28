import { applicationTypes } from '@gatehouse/schemas/entities/application';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';
import { scopes } from './resources.ts';

export const applicationType = pgEnum('application_type', applicationTypes);

export const applications = pgTable(
  'applications',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: text('name').notNull(),
    // Sealed at rest (db/secret-box.ts): the envelope of a 64-character secret is 144 long.
    secret: varchar('secret', { length: 256 }).notNull(),
    description: text('description'),
    type: applicationType('type').notNull(),
    oidcClientMetadata: jsonb('oidc_client_metadata').notNull().$type<Record<string, unknown>>(),
    customClientMetadata: jsonb('custom_client_metadata')
      .notNull()
      .default({})
      .$type<Record<string, unknown>>(),
    protectedAppMetadata: jsonb('protected_app_metadata').$type<Record<string, unknown>>(),
    customData: jsonb('custom_data').notNull().default({}).$type<Record<string, unknown>>(),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    appLevelAccessControlEnabled: boolean('app_level_access_control_enabled')
      .notNull()
      .default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('applications__is_third_party').on(t.tenantId, t.isThirdParty),
  ],
);

export const applicationSecrets = pgTable(
  'application_secrets',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    name: varchar('name', { length: 256 }).notNull(),
    // Sealed at rest, as `applications.secret`.
    value: varchar('value', { length: 256 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.name] }),
    foreignKey({
      name: 'application_secrets__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** Application-level branding of the sign-in pages (contract: ApplicationSignInExperience). */
export const applicationSignInExperiences = pgTable(
  'application_sign_in_experiences',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    color: jsonb('color').notNull().default({}).$type<Record<string, unknown>>(),
    branding: jsonb('branding').notNull().default({}).$type<Record<string, unknown>>(),
    customCss: text('custom_css'),
    termsOfUseUrl: varchar('terms_of_use_url', { length: 2048 }),
    privacyPolicyUrl: varchar('privacy_policy_url', { length: 2048 }),
    displayName: varchar('display_name', { length: 256 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId] }),
    foreignKey({
      name: 'application_sign_in_experiences__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** Scopes a third-party application asks the user to consent to, by kind. */
export const applicationUserConsentUserScopes = pgTable(
  'application_user_consent_user_scopes',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    userScope: varchar('user_scope', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'app_consent_user_scopes_pk',
      columns: [t.tenantId, t.applicationId, t.userScope],
    }),
    foreignKey({
      name: 'app_consent_user_scopes__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

export const applicationUserConsentResourceScopes = pgTable(
  'application_user_consent_resource_scopes',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    scopeId: varchar('scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'app_consent_resource_scopes_pk',
      columns: [t.tenantId, t.applicationId, t.scopeId],
    }),
    foreignKey({
      name: 'app_consent_resource_scopes__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'app_consent_resource_scopes__scope_id_fk',
      columns: [t.tenantId, t.scopeId],
      foreignColumns: [scopes.tenantId, scopes.id],
    }).onDelete('cascade'),
  ],
);
