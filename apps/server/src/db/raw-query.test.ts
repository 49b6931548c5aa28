import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUserRow } from '../queries/user-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { prepareStatement, queryRaw } from './raw-query.ts';
import { users } from './schema/index.ts';
import { seed } from './seed.ts';
import { withTenant, withTenantStatement } from './tenant-scope.ts';

let database: TestDatabase;
/** Whether the test database is PostgreSQL (it has a URL; PGlite runs in-process). */
const onPostgres = () => database.url !== undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
  await withTenant(database.db, 'default', (tx) =>
    tx.insert(users).values({
      tenantId: 'default',
      id: 'raw_user',
      username: 'raw_user',
      customData: { plan: 'pro', nested: { on: true } },
      lastSignInAt: new Date('2026-03-04T05:06:07.891Z'),
    }),
  );
});

afterAll(async () => {
  await database?.close();
});

describe('prepareStatement', () => {
  it('numbers the parameters once and binds placeholders by name, repeats included', () => {
    const statement = prepareStatement(
      sql`select ${sql.placeholder('a')}::text as a, ${sql.placeholder('b')}::int as b, ${sql.placeholder('a')}::text as again`,
    );
    expect(statement.text).toBe('select $1::text as a, $2::int as b, $3::text as again');
    expect(statement.bind({ a: 'x', b: 2 })).toEqual(['x', 2, 'x']);
  });

  it("encodes a value with its column's driver mapping where the builder asks for it", () => {
    // `insert … values` and `sql.param(…, column)` wrap a placeholder with the column's encoder.
    const statement = prepareStatement(
      sql`select ${sql.param(sql.placeholder('data'), users.customData)}::jsonb`,
    );
    const [bound] = statement.bind({ data: { plan: 'pro' } });
    expect(bound).toBe('{"plan":"pro"}');
  });

  it('refuses to run without a value for every placeholder', () => {
    const statement = prepareStatement(sql`select ${sql.placeholder('missing')}::text`);
    expect(() => statement.bind({})).toThrow('no value for placeholder missing');
  });
});

describe('queryRaw', () => {
  const byId = prepareStatement(
    sql`select ${users}.* from ${users} where ${and(
      eq(users.tenantId, sql.placeholder('tenantId')),
      eq(users.id, sql.placeholder('id')),
    )}`,
    { name: 'gatehouse_test_raw_user_by_id' },
  );

  it('reads rows that map to what the query builder returns', async () => {
    const [raw] = await withTenantStatement(database.db, 'default', (tx) =>
      queryRaw(tx, byId, { tenantId: 'default', id: 'raw_user' }),
    );
    const [built] = await withTenant(database.db, 'default', (tx) =>
      tx.select().from(users).where(eq(users.id, 'raw_user')),
    );
    expect(toUserRow(raw!)).toEqual(built);
    expect(toUserRow(raw!)).toMatchObject({
      customData: { plan: 'pro', nested: { on: true } },
      lastSignInAt: new Date('2026-03-04T05:06:07.891Z'),
    });
  });

  it('runs a named statement again on the same connections, and stays tenant-scoped', async () => {
    for (let round = 0; round < 12; round += 1) {
      const rows = await withTenantStatement(database.db, 'default', (tx) =>
        queryRaw(tx, byId, { tenantId: 'default', id: 'raw_user' }),
      );
      expect(rows.map((row) => row.id)).toEqual(['raw_user']);
    }
    // Row-level security still applies: another tenant's scope sees nothing, whatever is asked.
    const elsewhere = await withTenantStatement(database.db, 'admin', (tx) =>
      queryRaw(tx, byId, { tenantId: 'default', id: 'raw_user' }),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('queryRaw on a generic plan', () => {
  const planMode = prepareStatement(
    sql`select current_setting('plan_cache_mode') as "mode", ${sql.placeholder('n')}::int as "n"`,
    { name: 'gatehouse_test_plan_mode', genericPlan: true },
  );
  const readMode = prepareStatement(sql`select current_setting('plan_cache_mode') as "mode"`);

  it('is only for a named statement', () => {
    expect(() => prepareStatement(sql`select 1`, { genericPlan: true })).toThrow(/named/);
  });

  it('forces the generic plan inside its transaction only (PostgreSQL)', async () => {
    const [row] = await withTenant(database.db, 'default', (tx) =>
      queryRaw<{ mode: string; n: number }>(tx, planMode, { n: 7 }),
    );
    expect(row?.n).toBe(7);
    // PGlite runs in-process without prepared statements to plan: nothing to force there.
    expect(row?.mode).toBe(onPostgres() ? 'force_generic_plan' : 'auto');
    for (let round = 0; round < 4; round += 1) {
      const [after] = await withTenant(database.db, 'default', (tx) =>
        queryRaw<{ mode: string }>(tx, readMode, {}),
      );
      expect(after?.mode).toBe('auto');
    }
  });

  it('is refused in one-statement work, which cannot carry the setting (PostgreSQL)', async () => {
    const attempt = withTenantStatement(database.db, 'default', (tx) =>
      queryRaw(tx, planMode, { n: 1 }),
    );
    if (onPostgres()) await expect(attempt).rejects.toThrow(/second/);
    else await expect(attempt).resolves.toHaveLength(1);
  });
});
