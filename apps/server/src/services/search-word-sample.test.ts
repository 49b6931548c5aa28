import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { seed } from '../db/seed.ts';
import { type TenantTransactions, withTenant, withTenantStatement } from '../db/tenant-scope.ts';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { createSearchWordSample } from './search-word-sample.ts';

// The sample that tells a common search word from a rare one, read from a real database.

let database: TestDatabase;
let statements = 0;
const tenant = (tenantId: string): TenantTransactions => ({
  transaction: (work) => withTenant(database.db, tenantId, work),
  statement: (work) => {
    statements += 1;
    return withTenantStatement(database.db, tenantId, work);
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
  await withTenant(database.db, 'default', (tx) =>
    tx.insert(users).values(
      Array.from({ length: 30 }, (_, index) => ({
        tenantId: 'default',
        id: `sw${String(index).padStart(3, '0')}`,
        username: `User_${index}`,
        primaryEmail: `member${index}@Acme.test`,
        name: `Person ${index}`,
      })),
    ),
  );
});
afterAll(async () => {
  await database?.close();
});

describe('createSearchWordSample', () => {
  it("reads up to `size` of the tenant's users as lower-case text, wrapping past the end", async () => {
    const sample = createSearchWordSample({ size: 10 });
    const texts = await sample.read(tenant('default'), 'default');
    expect(texts).toHaveLength(10);
    for (const text of texts) {
      expect(text).toMatch(/^sw\d{3}\nuser_\d+\nmember\d+@acme\.test\nperson \d+$/);
    }
  });

  it('keeps a sample for a while, then reads a fresh one', async () => {
    let clock = 0;
    const sample = createSearchWordSample({ size: 5, maxAgeMs: 1000, now: () => clock });
    const before = statements;
    await sample.read(tenant('default'), 'default');
    await sample.read(tenant('default'), 'default');
    expect(statements - before).toBe(1);
    clock = 1001;
    await sample.read(tenant('default'), 'default');
    expect(statements - before).toBe(2);
  });

  it("never shows another tenant's users", async () => {
    const sample = createSearchWordSample({ size: 50 });
    expect(await sample.read(tenant('admin'), 'admin')).not.toContainEqual(
      expect.stringContaining('@acme.test'),
    );
  });

  it('answers an empty sample when the read fails, and does not keep it', async () => {
    const failing: TenantTransactions = {
      transaction: () => Promise.reject(new Error('down')),
      statement: () => Promise.reject(new Error('down')),
    };
    const sample = createSearchWordSample();
    expect(await sample.read(failing, 'default')).toEqual([]);
    expect(await sample.read(tenant('default'), 'default')).not.toHaveLength(0);
  });
});
