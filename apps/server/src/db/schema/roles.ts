import { roleTypes } from '@gatehouse/schemas/entities/role';
import {
  boolean,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { tenantId } from './common.ts';
import { scopes } from './resources.ts';
import { users } from './users.ts';

export const roleType = pgEnum('role_type', roleTypes);

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 128 }).notNull(),
    type: roleType('type').notNull().default('User'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles__name').on(t.tenantId, t.name),
  ],
);

export const rolesScopes = pgTable(
  'roles_scopes',
  {
    tenantId: tenantId(),
    roleId: varchar('role_id', { length: 21 }).notNull(),
    scopeId: varchar('scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.scopeId] }),
    foreignKey({
      name: 'roles_scopes__role_id_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'roles_scopes__scope_id_fk',
      columns: [t.tenantId, t.scopeId],
      foreignColumns: [scopes.tenantId, scopes.id],
    }).onDelete('cascade'),
    index('roles_scopes__scope_id').on(t.tenantId, t.scopeId),
  ],
);

export const usersRoles = pgTable(
  'users_roles',
  {
    tenantId: tenantId(),
    userId: varchar('user_id', { length: 21 }).notNull(),
    roleId: varchar('role_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    foreignKey({
      name: 'users_roles__user_id_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'users_roles__role_id_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    index('users_roles__role_id').on(t.tenantId, t.roleId),
  ],
);

export const applicationsRoles = pgTable(
  'applications_roles',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    roleId: varchar('role_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.roleId] }),
    foreignKey({
      name: 'applications_roles__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_roles__role_id_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    index('applications_roles__role_id').on(t.tenantId, t.roleId),
  ],
);
