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

/** A fresh database for one run (the server is shared by every engineer's tests); drop it after. */
export const createBenchDatabase = async () => {
  const name = `gatehouse_bench_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  return {
    url: `postgres://postgres@${host}:${port}/${name}`,
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
};
