import {
  boolean,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';
import { roleType } from './roles.ts';
import { users } from './users.ts';

export const organizations = pgTable(
  'organizations',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 256 }),
    customData: jsonb('custom_data').notNull().default({}).$type<Record<string, unknown>>(),
    isMfaRequired: boolean('is_mfa_required').notNull().default(false),
    branding: jsonb('branding').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const organizationRoles = pgTable(
  'organization_roles',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 256 }),
    type: roleType('type').notNull().default('User'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_roles__name').on(t.tenantId, t.name),
  ],
);

export const organizationScopes = pgTable(
  'organization_scopes',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_scopes__name').on(t.tenantId, t.name),
  ],
);

export const organizationRoleScopes = pgTable(
  'organization_role_scope_relations',
  {
    tenantId: tenantId(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    organizationScopeId: varchar('organization_scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_scope_relations_pk',
      columns: [t.tenantId, t.organizationRoleId, t.organizationScopeId],
    }),
    foreignKey({
      name: 'organization_role_scope_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_scope_relations__organization_scope_id_fk',
      columns: [t.tenantId, t.organizationScopeId],
      foreignColumns: [organizationScopes.tenantId, organizationScopes.id],
    }).onDelete('cascade'),
  ],
);

export const organizationUsers = pgTable(
  'organization_user_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_user_relations_pk',
      columns: [t.tenantId, t.organizationId, t.userId],
    }),
    foreignKey({
      name: 'organization_user_relations__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_user_relations__user_id_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export const organizationRoleUsers = pgTable(
  'organization_role_user_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_user_relations_pk',
      columns: [t.tenantId, t.organizationId, t.organizationRoleId, t.userId],
    }),
    foreignKey({
      name: 'organization_role_user_relations__organization_id_user_id_fk',
      columns: [t.tenantId, t.organizationId, t.userId],
      foreignColumns: [
        organizationUsers.tenantId,
        organizationUsers.organizationId,
        organizationUsers.userId,
      ],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_user_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
  ],
);
