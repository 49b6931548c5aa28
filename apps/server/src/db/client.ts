import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPgTenantTransactions } from './pg-tenant-transactions.ts';
import * as schema from './schema/index.ts';
import type { SecretBox } from './secret-box.ts';
import { ensureTenantLogin } from './tenant-logins.ts';
import { createTenantPools } from './tenant-pools.ts';
import { registerTenantTransactionRunner } from './tenant-scope.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is under it (node-postgres or PGlite). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; query functions accept either. */
export type Queryable = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$count'
>;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Human-readable location for logs, without credentials. */
  describe: string;
  close: () => Promise<void>;
  /**
   * PostgreSQL: the keys of secrets at rest, once loaded (open-secrets-at-rest.ts). The tenants'
   * login passwords are stored sealed; the tenant pools open them with these keys.
   */
  useSecretBox?: (box: SecretBox) => void;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: start from a dump made by `dumpDataDir` (fast test databases). */
  loadDataDir?: Blob | File | undefined;
  /** PostgreSQL: connections of the migrating login's pool, and of each tenant's pool. */
  poolSize?: number;
  /** PostgreSQL: tenant pools kept open at most (tenant-pools.ts). */
  maxTenantPools?: number;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted, an administrator
   * ended it). The pool has already dropped it and opens a new one when needed; without a
   * listener node-postgres would throw the error and stop the process.
   */
  onConnectionError?: (error: Error) => void;
};

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir`. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Queries are written without waiting for the previous answer, so a tenant transaction
      // can send its opening, statement and commit in one write (pg-tenant-transactions.ts).
      // Sequential awaits behave as without it; cursors and streams are refused (none are used).
      pipeline: true,
    });
    const onConnectionError =
      options.onConnectionError ?? ((failure: Error) => process.emitWarning(failure));
    pool.on('error', onConnectionError);
    // Surface a wrong URL at start-up instead of on the first request.
    const client = await pool.connect();
    client.release();
    // This pool is the migrating login's: migrations, the seed, cross-tenant reads. Tenant
    // transactions run on the tenant's own login, from its own pool (decision 002).
    const db = drizzle(pool, { schema }) as unknown as Database;
    let secretBox: SecretBox | undefined;
    const tenantPools = createTenantPools({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      maxPools: options.maxTenantPools ?? 32,
      login: (tenantId) => ensureTenantLogin(db, tenantId, secretBox),
      onConnectionError,
    });
    registerTenantTransactionRunner(db, createPgTenantTransactions(tenantPools.connect));
    return {
      db,
      kind: 'postgres',
      describe: redact(options.databaseUrl),
      useSecretBox: (box) => {
        secretBox = box;
      },
      close: async () => {
        await tenantPools.end();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    kind: 'pglite',
    describe: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    close: () => client.close(),
  };
};
