import { passwordAlgorithms } from '@gatehouse/schemas/entities/user';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

export const passwordEncryptionMethod = pgEnum(
  'users_password_encryption_method',
  passwordAlgorithms,
);

export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 12 }).notNull(),
    username: varchar('username', { length: 128 }),
    primaryEmail: varchar('primary_email', { length: 128 }),
    primaryPhone: varchar('primary_phone', { length: 128 }),
    passwordEncrypted: varchar('password_encrypted', { length: 512 }),
    passwordEncryptionMethod: passwordEncryptionMethod('password_encryption_method'),
    name: varchar('name', { length: 128 }),
    avatar: varchar('avatar', { length: 2048 }),
    profile: jsonb('profile').notNull().default({}).$type<Record<string, unknown>>(),
    applicationId: varchar('application_id', { length: 21 }),
    identities: jsonb('identities').notNull().default({}).$type<Record<string, unknown>>(),
    customData: jsonb('custom_data').notNull().default({}).$type<Record<string, unknown>>(),
    logtoConfig: jsonb('logto_config').notNull().default({}).$type<Record<string, unknown>>(),
    mfaVerifications: jsonb('mfa_verifications').notNull().default([]).$type<unknown[]>(),
    isSuspended: boolean('is_suspended').notNull().default(false),
    isPasswordExpired: boolean('is_password_expired').notNull().default(false),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users__username').on(t.tenantId, t.username),
    uniqueIndex('users__primary_email').on(t.tenantId, t.primaryEmail),
    uniqueIndex('users__primary_phone').on(t.tenantId, t.primaryPhone),
    index('users__created_at').on(t.tenantId, t.createdAt.desc(), t.id),
    index('users__name').on(t.tenantId, t.name),
  ],
);

/** Uploaded user assets (avatars), kept in the database so every node can serve them. */
export const userAssets = pgTable(
  'user_assets',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** One row per user and day with activity, for daily/weekly/monthly active users. */
export const dailyActiveUsers = pgTable(
  'daily_active_users',
  {
    tenantId: tenantId(),
    userId: varchar('user_id', { length: 12 }).notNull(),
    date: varchar('date', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.date, t.userId] })],
);

/**
 * The searchable columns of `users`, already limited to the current tenant (migration 0006).
 * Searches read it instead of `users` because under row-level security PostgreSQL will not use
 * the trigram indexes for ILIKE (the operator is not leakproof); the view applies the same tenant
 * condition as the policy, with the indexes available.
 */
export const usersSearch = pgView('users_search', {
  tenantId: varchar('tenant_id', { length: 21 }).notNull(),
  id: varchar('id', { length: 12 }).notNull(),
  username: varchar('username', { length: 128 }),
  primaryEmail: varchar('primary_email', { length: 128 }),
  primaryPhone: varchar('primary_phone', { length: 128 }),
  name: varchar('name', { length: 128 }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}).existing();

/**
 * A counter per tenant that triggers bump on every insert into and delete from `users`
 * (migration 0007). The user list keeps the tenant's newest-first id order in memory and trusts
 * it only while this number is unchanged, so every node sees every sign-up and deletion at once,
 * with or without Redis. No foreign key: the trigger also fires while a tenant's users are
 * deleted by cascade, when the tenant row is already gone.
 */
export const userListVersions = pgTable('user_list_versions', {
  tenantId: varchar('tenant_id', { length: 21 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
