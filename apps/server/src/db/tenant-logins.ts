import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from './client.ts';
import { tenants } from './schema/index.ts';
import { scramSha256Verifier } from './scram-verifier.ts';
import { isSealed, type SecretBox } from './secret-box.ts';

/**
 * Every tenant has a PostgreSQL login of its own, and requests of the tenant run on it (decision
 * 002). The row-level security policies read the tenant from the session's login (migration
 * 0009, `gatehouse_tenant_id()`), which no statement of the session can change: an injected
 * `RESET ROLE`, `SET ROLE` or `set_config` stays inside the tenant. The login is a member of
 * `gatehouse_tenant`, whose grants it inherits, and of nothing else.
 *
 * The name must start with this prefix: the policies only trust a session's login to name its
 * tenant when it does, and never fall back to the setting for it.
 */
export const tenantLoginPrefix = 'gatehouse_login_';

export type TenantLogin = { user: string; password: string };

export class UnknownTenantError extends Error {
  constructor(tenantId: string) {
    super(`no tenant ${JSON.stringify(tenantId)}: it has no database login`);
    this.name = 'UnknownTenantError';
  }
}

// Role names are cluster-wide while tenants belong to one database: a random part keeps two
// databases (deployments, test files) of one cluster with the same tenant ids apart. The tenant
// id is kept, where it is a plain word, for the operator reading `pg_stat_activity`.
const loginNameFor = (tenantId: string) =>
  `${tenantLoginPrefix}${tenantId
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 21)}_${randomBytes(5).toString('hex')}`;

const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
const quoteIdentifier = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * Creates the login of a tenant whose `tenants` row exists, in `tx`'s transaction (a rollback
 * drops the role too), and records it on the row. Run by the migrating login, which needs
 * CREATEROLE (or to be an administrator of `gatehouse_tenant` on PostgreSQL 16+). The seed
 * calls it for every tenant it creates; `ensureTenantLogin` for tenants created before.
 */
export const createTenantLogin = async (
  tx: Queryable,
  tenantId: string,
  box?: SecretBox,
): Promise<TenantLogin> => {
  const login = { user: loginNameFor(tenantId), password: randomBytes(24).toString('base64url') };
  // Utility statements take no parameters; the name is [a-z0-9_] and the verifier base64.
  await tx.execute(
    sql.raw(
      `create role ${quoteIdentifier(login.user)} with login inherit nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${quoteLiteral(scramSha256Verifier(login.password))} in role gatehouse_tenant`,
    ),
  );
  await tx
    .update(tenants)
    // Sealed at once when the keys are loaded; the seed runs before them, and the start-up pass
    // (secrets-at-rest.ts) seals what it stored.
    .set({ dbUser: login.user, dbUserPassword: box ? box.seal(login.password) : login.password })
    .where(eq(tenants.id, tenantId));
  return login;
};

/**
 * The login of a tenant, created when missing (a tenant created before migration 0009, or by
 * a path that does not create one, or a database restored on a cluster without its roles).
 * Serialised per tenant, so nodes starting together create one login.
 */
/** The stored password of a login, opened when sealed (decision 010). */
const openLoginPassword = (stored: string, box: SecretBox | undefined) => {
  if (!isSealed(stored)) return stored;
  if (!box)
    throw new Error('a tenant login password is sealed and the encryption keys are not loaded yet');
  return box.open(stored);
};

export const ensureTenantLogin = (
  db: Database,
  tenantId: string,
  box?: SecretBox,
): Promise<TenantLogin> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724002, hashtext(${tenantId}))`);
    const result = (await tx.execute(sql`
      select t.db_user as "user", t.db_user_password as "password",
             exists (select 1 from pg_catalog.pg_roles r where r.rolname = t.db_user) as "present"
      from ${tenants} t where t.id = ${tenantId}`)) as unknown as {
      rows: { user: string | null; password: string | null; present: boolean }[];
    };
    const [row] = result.rows;
    if (!row) throw new UnknownTenantError(tenantId);
    if (row.user && row.password && row.present)
      return { user: row.user, password: openLoginPassword(row.password, box) };
    return createTenantLogin(tx as unknown as Queryable, tenantId, box);
  });
