import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from './common.ts';

/** Per-tenant settings: `oidc.privateKeys`, `oidc.cookieKeys`, `adminConsole`, `idToken`, … */
export const configs = pgTable(
  'configs',
  {
    tenantId: tenantId(),
    key: varchar('key', { length: 256 }).notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
