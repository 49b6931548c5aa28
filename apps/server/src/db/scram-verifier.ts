import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

const iterations = 4096;

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for a password (RFC 5803's format, as
 * `password_encryption = scram-sha-256` computes it). `CREATE ROLE … PASSWORD '<verifier>'` stores
 * it as is, so the password itself never appears in a statement, the server's statement log or
 * an error report. The password must be ASCII (SASLprep leaves it unchanged).
 */
export const scramSha256Verifier = (password: string, salt = randomBytes(16)): string => {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
};
