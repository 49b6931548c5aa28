import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './common.ts';

export const resources = pgTable(
  'resources',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: text('name').notNull(),
    indicator: text('indicator').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    accessTokenTtl: integer('access_token_ttl').notNull().default(3600),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('resources__indicator').on(t.tenantId, t.indicator),
    uniqueIndex('resources__is_default_true').on(t.tenantId).where(sql`is_default = true`),
  ],
);

export const scopes = pgTable(
  'scopes',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    resourceId: varchar('resource_id', { length: 21 }).notNull(),
    name: varchar('name', { length: 256 }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('scopes__resource_id_name').on(t.tenantId, t.resourceId, t.name),
    foreignKey({
      name: 'scopes__resource_id_fk',
      columns: [t.tenantId, t.resourceId],
      foreignColumns: [resources.tenantId, resources.id],
    }).onDelete('cascade'),
  ],
);
