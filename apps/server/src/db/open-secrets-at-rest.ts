import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import type { DatabaseHandle } from './client.ts';
import { loadEncryptionKeys } from './encryption-keys.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';
import { sealStoredSecrets } from './secrets-at-rest.ts';

/**
 * The start-up step of encryption at rest: loads the keys, seals whatever is still stored plain
 * (seeded rows, rows of a version before encryption at rest) and fails the start, with a message
 * naming the missing key id, when the keys cannot open what is stored.
 */
export const openSecretsAtRest = async (
  env: Pick<Env, 'GATEHOUSE_ENCRYPTION_KEY' | 'DATA_DIR' | 'DATABASE_URL'>,
  database: DatabaseHandle,
  logger: Logger,
): Promise<SecretBox> => {
  const { keys, source } = await loadEncryptionKeys(env);
  const box = createSecretBox(keys);
  database.useSecretBox?.(box);
  if (source.kind === 'file' && source.created)
    logger.warn(
      { file: source.file, keyId: box.currentKeyId },
      'generated the encryption key of secrets at rest: back it up with the database, which cannot be read without it',
    );
  if (source.kind === 'file' && database.kind === 'postgres')
    logger.warn(
      { file: source.file },
      'the encryption key is a file of this node while the database is PostgreSQL: set GATEHOUSE_ENCRYPTION_KEY on every node',
    );
  const sealed = await sealStoredSecrets(database.db, box);
  if (Object.values(sealed).some((count) => count > 0))
    logger.info({ ...sealed, keyId: box.currentKeyId }, 'sealed secrets stored in plain text');
  return box;
};
