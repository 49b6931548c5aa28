import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { auditRowLevelSecurity, describeUnprotectedTables } from './row-level-security-audit.ts';

// Guards the second wall between tenants: a migration that adds a table with `tenant_id` and
// forgets `ENABLE ROW LEVEL SECURITY` or its policy fails here, whichever database the run uses.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const tableExists = async (name: string) => {
  const result = (await database.db.execute(
    sql`select to_regclass(${`public.${name}`}) is not null as "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  return result.rows[0]?.exists;
};

describe('row-level security after migrations', () => {
  it('protects every table that has a tenant_id column', async () => {
    const audit = await auditRowLevelSecurity(database.db);
    const names = audit.tenantTables.map(({ table }) => table);

    // Not vacuous: the audit found the tenant tables, not an empty or wrong schema.
    expect(names).toEqual(expect.arrayContaining(['users', 'applications', 'configs', 'logs']));
    // A table without tenant_id (tenants itself) is out of scope.
    expect(names).not.toContain('tenants');

    expect(audit.unprotected, describeUnprotectedTables(audit)).toEqual([]);
  });

  it('reads the tenant through a function whose plan is kept (PL/pgSQL, not SQL)', async () => {
    // Every policy and the search view call gatehouse_tenant_id() through an InitPlan. As a SQL
    // function with a sub-select it could not be inlined and was planned again on every call,
    // half of a user search's execution (bench/RESULTS.notes.md); migration 0013 made it PL/pgSQL.
    const result = (await database.db.execute(sql`
      select l.lanname as "language", p.provolatile as "volatility"
      from pg_catalog.pg_proc p join pg_catalog.pg_language l on l.oid = p.prolang
      where p.proname = 'gatehouse_tenant_id'`)) as unknown as {
      rows: { language: string; volatility: string }[];
    };
    expect(result.rows).toEqual([{ language: 'plpgsql', volatility: 's' }]);
  });

  it('reports a new tenant table without row-level security or without a policy', async () => {
    const probe = database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `create table "rls_probe_unprotected" ("tenant_id" varchar(21) not null, "id" text)`,
        ),
      );
      await tx.execute(
        sql.raw(`create table "rls_probe_no_policy" ("tenant_id" varchar(21) not null, "id" text)`),
      );
      await tx.execute(sql.raw(`alter table "rls_probe_no_policy" enable row level security`));

      const audit = await auditRowLevelSecurity(tx);
      expect(audit.unprotected).toEqual([
        { table: 'rls_probe_no_policy', problems: ['no policy'] },
        { table: 'rls_probe_unprotected', problems: ['row level security disabled', 'no policy'] },
      ]);
      const message = describeUnprotectedTables(audit);
      expect(message).toContain('rls_probe_unprotected');
      expect(message).toContain('rls_probe_no_policy');

      // A policy that trusts the setting: an injected set_config would pick the tenant.
      await tx.execute(
        sql.raw(`create policy "rls_probe_no_policy_tenant_isolation" on "rls_probe_no_policy"
          using (tenant_id = current_setting('gatehouse.tenant_id', true))`),
      );
      expect((await auditRowLevelSecurity(tx)).unprotected).toEqual([
        { table: 'rls_probe_no_policy', problems: ['policy not bound to the session tenant'] },
        { table: 'rls_probe_unprotected', problems: ['row level security disabled', 'no policy'] },
      ]);

      // With the session's tenant the same table passes: the check looks at the policy, not at
      // the name.
      await tx.execute(
        sql.raw(`alter policy "rls_probe_no_policy_tenant_isolation" on "rls_probe_no_policy"
          using (tenant_id = (select gatehouse_tenant_id()))`),
      );
      const afterPolicy = await auditRowLevelSecurity(tx);
      expect(afterPolicy.unprotected.map(({ table }) => table)).toEqual(['rls_probe_unprotected']);

      tx.rollback();
    });
    await expect(probe).rejects.toBeInstanceOf(TransactionRollbackError);

    expect(await tableExists('rls_probe_unprotected')).toBe(false);
    expect(await tableExists('rls_probe_no_policy')).toBe(false);
  });
});
