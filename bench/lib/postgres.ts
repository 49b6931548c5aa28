import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';

const host = '127.0.0.1';
const port = 5432;
const adminUrl = `postgres://postgres@${host}:${port}/postgres`;

/** Whether something answers TCP on 127.0.0.1:5432 (the shared PostgreSQL of this machine). */
export const postgresAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });

const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The per-tenant PostgreSQL logins the server created in database `name`. */
const readTenantLogins = async (name: string) => {
  const client = new pg.Client({ connectionString: `postgres://postgres@${host}:${port}/${name}` });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ db_user: string | null }>('select db_user from tenants where db_user is not null')
      .catch(() => ({ rows: [] as { db_user: string | null }[] }));
    return rows.map(({ db_user }) => db_user).filter((login): login is string => Boolean(login));
  } finally {
    await client.end();
  }
};

/** A fresh database for one run (the server is shared by every engineer's tests); drop it after. */
export const createBenchDatabase = async () => {
  const name = `gatehouse_bench_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  return {
    url: `postgres://postgres@${host}:${port}/${name}`,
    drop: () =>
      admin(async (client) => {
        // Tenant logins (docs/decisions/002) are roles of the cluster: drop them with the database.
        const logins = await readTenantLogins(name);
        await client.query(`drop database if exists ${name} with (force)`);
        for (const login of logins)
          await client.query(`drop role if exists ${client.escapeIdentifier(login)}`);
      }),
  };
};
