import type { Database } from '@gatehouse/server/src/db/client.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { sql } from 'drizzle-orm';

/**
 * The tables whose rows each area's writes own, by the first segment after `/api` (or `/me`).
 * Left out on purpose: `logs` (every request may audit), `oidc_model_instances` (sessions and
 * interactions), `daily_active_users`, and the cache/list version counters (bookkeeping that may
 * move without a stored change). One digest over every table costs several times a request on
 * PGlite, so a write is compared on its area's tables (and the users', which most areas touch).
 */
const tablesByArea: Record<string, string[]> = {
  applications: [
    'applications',
    'application_secrets',
    'application_sign_in_experiences',
    'application_user_consent_user_scopes',
    'application_user_consent_resource_scopes',
    'applications_roles',
  ],
  resources: ['resources', 'scopes', 'roles_scopes'],
  roles: ['roles', 'roles_scopes', 'users_roles', 'applications_roles'],
  users: [
    'users',
    'users_roles',
    'user_assets',
    'organization_user_relations',
    'organization_role_user_relations',
  ],
  'account-center': ['account_centers'],
  'captcha-provider': ['captcha_providers'],
};
const everyTable = [
  ...new Set([...Object.values(tablesByArea).flat(), 'configs', 'sign_in_experiences']),
];

/** The tables a write to `path` may touch: its area's and the users', else every table. */
export const tablesOfPath = (path: string) => {
  const area = path.split('/').find((segment) => segment && segment !== 'api') ?? '';
  const own = tablesByArea[area];
  return own ? [...new Set([...own, ...tablesByArea.users!])] : everyTable;
};

const statements = new Map<string, ReturnType<typeof sql.raw>>();

// Row count and an order-independent sum of row hashes: no sort, so it stays cheap per request.
const digestStatement = (tables: string[]) => {
  const key = tables.join(',');
  let statement = statements.get(key);
  if (!statement) {
    statement = sql.raw(
      tables
        .map(
          (table) =>
            `select '${table}' as "table", count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as digest from "${table}" t`,
        )
        .join(' union all '),
    );
    statements.set(key, statement);
  }
  return statement;
};

/** One digest per table of a tenant: equal digests, equal rows. One statement. */
export const storedState = async (db: Database, tenantId: string, tables: string[]) => {
  const result = (await withTenant(db, tenantId, (tx) =>
    tx.execute(digestStatement(tables)),
  )) as unknown as { rows: { table: string; digest: string }[] };
  return new Map(result.rows.map(({ table, digest }) => [table, digest]));
};

/** The tables whose digest differs between two states. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([table, digest]) => before.get(table) !== digest).map(([table]) => table);
