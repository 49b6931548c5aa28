import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** Every tenant-owned row starts with this column; RLS policies compare it to the session's tenant. */
export const tenantId = () =>
  varchar('tenant_id', { length: 21 })
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade', onUpdate: 'cascade' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
