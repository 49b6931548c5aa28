import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPostgresAnswers, localPostgresUrl } from '../test-utils/local-postgres.ts';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import type { Queryable } from './client.ts';
import { tenants, users } from './schema/index.ts';
import { seed } from './seed.ts';
import { withTenant, withTenantStatement } from './tenant-scope.ts';

// Issue 8, item 5: a statement injected into a request's transaction must stay inside the
// tenant. On PostgreSQL requests run on the tenant's own login, which the policies read the
// tenant from (decision 002), so undoing the role or the setting leads nowhere. This suite runs
// on the machine's PostgreSQL whichever database the rest of the run uses: the guarantee is a
// PostgreSQL one (PGlite has one connection and no other login; tenant-scope.ts).
const _adminUrl = localPostgresUrl;
const postgresAnswers = localPostgresAnswers;

let database: TestDatabase;
let owner: string;

const rowsOf = async <T>(tx: Queryable, query: string) =>
  ((await tx.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Everything a statement can read of the admin tenant's users, directly and through the view. */
const adminUsersSeen = async (tx: Queryable) => [
  ...(await rowsOf<{ id: string }>(tx, `select id from users where tenant_id = 'admin'`)),
  ...(await rowsOf<{ id: string }>(tx, `select id from users_search where tenant_id = 'admin'`)),
];

const allUsersSeen = async (tx: Queryable) =>
  (await rowsOf<{ id: string }>(tx, 'select id from users order by id')).map(({ id }) => id);

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error as its cause). */
const sqlStateOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

const refused = async (attempt: Promise<unknown>) => sqlStateOf(await attempt.catch((e) => e));

describe.skipIf(!(await postgresAnswers()))('an injected statement on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seed(database.db, {});
    await withTenant(database.db, 'admin', (tx) =>
      tx.insert(users).values({ tenantId: 'admin', id: 'admin_secret', username: 'as' }),
    );
    await withTenant(database.db, 'default', (tx) =>
      tx.insert(users).values({ tenantId: 'default', id: 'default_own', username: 'do' }),
    );
    const [row] = await rowsOf<{ owner: string }>(
      database.db,
      `select tableowner as owner from pg_tables where schemaname = 'public' and tablename = 'users'`,
    );
    owner = row?.owner ?? '';
  });

  afterAll(async () => {
    await database?.close();
  });

  it('cannot leave the tenant with RESET ROLE', async () => {
    const seen = await withTenant(database.db, 'default', async (tx) => {
      await tx.execute(sql.raw('reset role'));
      return { admin: await adminUsersSeen(tx), all: await allUsersSeen(tx) };
    });
    expect(seen).toEqual({ admin: [], all: ['default_own'] });
  });

  it('cannot pick another tenant with set_config, local or for the session', async () => {
    for (const local of [true, false]) {
      const seen = await withTenant(database.db, 'default', async (tx) => {
        await tx.execute(sql`select set_config('gatehouse.tenant_id', 'admin', ${local})`);
        return { admin: await adminUsersSeen(tx), all: await allUsersSeen(tx) };
      });
      expect(seen).toEqual({ admin: [], all: ['default_own'] });
    }
  });

  it('cannot pick another tenant through the shared tenant role', async () => {
    const seen = await withTenant(database.db, 'default', async (tx) => {
      await tx.execute(sql.raw('set role gatehouse_tenant'));
      await tx.execute(sql`select set_config('gatehouse.tenant_id', 'admin', true)`);
      return { admin: await adminUsersSeen(tx), all: await allUsersSeen(tx) };
    });
    expect(seen).toEqual({ admin: [], all: ['default_own'] });
  });

  it('cannot SET ROLE to the owner or to another tenant’s login, nor change the session user', async () => {
    const [{ adminLogin } = { adminLogin: '' }] = await rowsOf<{ adminLogin: string }>(
      database.db,
      `select db_user as "adminLogin" from tenants where id = 'admin'`,
    );
    expect(owner).toBeTruthy();
    expect(adminLogin).toMatch(/^gatehouse_login_admin_/);
    // 42501: insufficient_privilege.
    for (const statement of [
      `set role "${owner}"`,
      `set role "${adminLogin}"`,
      `set session authorization "${owner}"`,
      `set role postgres`,
    ])
      expect(
        await refused(withTenant(database.db, 'default', (tx) => tx.execute(sql.raw(statement)))),
        statement,
      ).toBe('42501');
  });

  it('cannot write another tenant’s rows after RESET ROLE', async () => {
    const attempt = withTenant(database.db, 'default', async (tx) => {
      await tx.execute(sql.raw('reset role'));
      await tx.insert(users).values({ tenantId: 'admin', id: 'smuggled', username: 'sm' });
    });
    // 42501: new row violates row-level security policy.
    expect(await refused(attempt)).toBe('42501');
    const changed = await withTenant(database.db, 'default', async (tx) => {
      await tx.execute(sql.raw('reset role'));
      return tx.update(users).set({ name: 'owned' }).where(eq(users.id, 'admin_secret'));
    });
    expect((changed as unknown as { rowCount: number }).rowCount).toBe(0);
  });

  it('cannot read the logins’ passwords, nor create functions or tables', async () => {
    for (const statement of [
      'select db_user_password from tenants',
      'create function pg_temp.peek(text) returns boolean language sql cost 0.0001 as $$ select true $$',
      'create temp table tenants (id text, db_user text)',
      'create table public.planted (id text)',
    ])
      expect(
        await refused(withTenant(database.db, 'default', (tx) => tx.execute(sql.raw(statement)))),
        statement,
      ).toBe('42501');
    const rows = await database.db.select({ id: tenants.id }).from(tenants);
    expect(rows.map(({ id }) => id).sort()).toEqual(['admin', 'default']);
  });

  it('leaves nothing on the pooled connections that widens the next requests', async () => {
    // Session-level changes outlive the transaction on its connection; run them on every one.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withTenant(database.db, 'default', async (tx) => {
          await tx.execute(sql.raw('set role gatehouse_tenant'));
          await tx.execute(sql`select set_config('gatehouse.tenant_id', 'admin', false)`);
        }),
      ),
    );
    const seen = await Promise.all(
      Array.from({ length: 8 }, () => withTenantStatement(database.db, 'default', allUsersSeen)),
    );
    expect(new Set(seen.map((ids) => ids.join()))).toEqual(new Set(['default_own']));
  });
});
