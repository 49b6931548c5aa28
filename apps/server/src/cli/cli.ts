import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { loadEncryptionKeys } from '../db/encryption-keys.ts';
import { migrate } from '../db/migrate.ts';
import { createSecretBox, generateEncryptionKey } from '../db/secret-box.ts';
import { type SealOptions, sealStoredSecrets } from '../db/secrets-at-rest.ts';
import { seed } from '../db/seed.ts';
import { type Env, loadEnv } from '../env.ts';

const usage = `Usage: gatehouse <command>

Commands:
  db migrate   apply pending database migrations
  db seed      migrate, then create the default and admin tenants if missing
  start        start the server (same as npm start)
  secrets generate-key
               print a new encryption key for GATEHOUSE_ENCRYPTION_KEY
  secrets rotate
               re-encrypt every stored secret with the first key of GATEHOUSE_ENCRYPTION_KEY
               (the last step of a key rotation: README "Secrets at rest")
  help         show this help

The database is DATABASE_URL when set, else the embedded PGlite database in DATA_DIR.`;

/** Seals (or with `rotate`, re-seals under the first key) the stored secrets; prints what changed. */
const sealSecrets = async (env: Env, database: DatabaseHandle, options: SealOptions) => {
  const { keys, source } = await loadEncryptionKeys(env);
  const box = createSecretBox(keys);
  if (source.kind === 'file' && source.created)
    process.stdout.write(`Generated the encryption key ${source.file}: back it up.\n`);
  const sealed = await sealStoredSecrets(database.db, box, options);
  process.stdout.write(
    `Secrets sealed with key ${box.currentKeyId}: ${sealed.applications} application legacy secrets, ` +
      `${sealed.applicationSecrets} application secrets, ${sealed.configs} key sets, ` +
      `${sealed.connectors} connector configurations, ${sealed.tenantLogins} tenant database logins, ` +
      `${sealed.mfaVerifications} users' MFA secrets, ${sealed.captchaProviders} captcha providers, ` +
      `${sealed.tokenSecrets} stored IdP token sets.\n`,
  );
};

const run = async (args: string[]) => {
  const [group, command] = args;
  if (!group || group === 'help' || group === '--help' || group === '-h') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (group === 'start') {
    await import('../main.ts');
    return undefined;
  }
  if (group === 'secrets' && command === 'generate-key') {
    process.stdout.write(`${generateEncryptionKey()}\n`);
    return 0;
  }
  if (group === 'secrets' && command === 'rotate') {
    const env = loadEnv();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrate(database);
      await sealSecrets(env, database, { rotate: true });
    } finally {
      await database.close();
    }
    return 0;
  }
  if (group === 'db' && (command === 'migrate' || command === 'seed')) {
    const env = loadEnv();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrate(database);
      process.stdout.write(`Migrations applied (${database.describe}).\n`);
      if (command === 'seed') {
        const bootstrapClient =
          env.BOOTSTRAP_CLIENT_ID && env.BOOTSTRAP_CLIENT_SECRET
            ? { id: env.BOOTSTRAP_CLIENT_ID, secret: env.BOOTSTRAP_CLIENT_SECRET }
            : undefined;
        const seeded = await seed(database.db, { bootstrapClient });
        process.stdout.write(
          seeded ? 'Seeded tenants default and admin.\n' : 'Already seeded; nothing to do.\n',
        );
        // The seed writes keys and secrets plain: seal them before anything serves them.
        await sealSecrets(env, database, {});
      }
    } finally {
      await database.close();
    }
    return 0;
  }
  process.stderr.write(`Unknown command: ${args.join(' ')}\n\n${usage}\n`);
  return 2;
};

const code = await run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
if (code !== undefined) process.exit(code);
