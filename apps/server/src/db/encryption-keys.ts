import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';
import { generateEncryptionKey, parseEncryptionKeys } from './secret-box.ts';

/** Where the keys of a process came from (logged at start, never the keys themselves). */
export type EncryptionKeySource =
  | { kind: 'environment' }
  | { kind: 'file'; file: string; created: boolean }
  | { kind: 'ephemeral' };

export type EncryptionKeys = { keys: Buffer[]; source: EncryptionKeySource };

export const encryptionKeyFileName = 'encryption.key';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
const isTaken = (error: unknown) => (error as { code?: string }).code === 'EEXIST';

const readKeyFile = async (file: string) => {
  try {
    return parseEncryptionKeys(await readFile(file, 'utf8'));
  } catch (error) {
    if (isMissing(error)) throw error;
    throw new Error(`${file}: ${(error as Error).message}`);
  }
};

/**
 * The encryption keys of this process, first one sealing: `GATEHOUSE_ENCRYPTION_KEY` when set;
 * else `$DATA_DIR/encryption.key`, created (mode 0600, exclusively, so two nodes sharing the
 * directory agree) on first start; an in-memory PGlite database gets a key that dies with it.
 */
export const loadEncryptionKeys = async (
  env: Pick<Env, 'GATEHOUSE_ENCRYPTION_KEY' | 'DATA_DIR' | 'DATABASE_URL'>,
): Promise<EncryptionKeys> => {
  if (env.GATEHOUSE_ENCRYPTION_KEY !== undefined) {
    try {
      return {
        keys: parseEncryptionKeys(env.GATEHOUSE_ENCRYPTION_KEY),
        source: { kind: 'environment' },
      };
    } catch (error) {
      throw new Error(`GATEHOUSE_ENCRYPTION_KEY: ${(error as Error).message}`);
    }
  }
  if (env.DATA_DIR === 'memory://') {
    // PostgreSQL outlives the process: a key that does not would lose every sealed secret.
    if (env.DATABASE_URL)
      throw new Error(
        'GATEHOUSE_ENCRYPTION_KEY is required when DATABASE_URL is set and DATA_DIR is memory:// (no place to keep a generated key)',
      );
    return {
      keys: parseEncryptionKeys(generateEncryptionKey()),
      source: { kind: 'ephemeral' },
    };
  }
  const file = path.resolve(env.DATA_DIR, encryptionKeyFileName);
  try {
    return { keys: await readKeyFile(file), source: { kind: 'file', file, created: false } };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: the file appears complete or not at all, and a
  // process that lost the race (EEXIST) reads the winner's key instead of writing its own.
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, `${generateEncryptionKey()}\n`, { mode: 0o600 });
  let created = true;
  try {
    await link(draft, file);
  } catch (error) {
    if (!isTaken(error)) throw error;
    created = false;
  } finally {
    await unlink(draft);
  }
  return { keys: await readKeyFile(file), source: { kind: 'file', file, created } };
};
