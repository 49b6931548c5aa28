import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { loadEnv } from '../env.ts';

const usage = `Usage: gatehouse <command>

Commands:
  db migrate   apply pending database migrations
  db seed      migrate, then create the default and admin tenants if missing
  start        start the server (same as npm start)
  help         show this help

The database is DATABASE_URL when set, else the embedded PGlite database in DATA_DIR.`;

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
