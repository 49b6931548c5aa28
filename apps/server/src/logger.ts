import { type DestinationStream, pino } from 'pino';
import type { Env } from './env.ts';

/**
 * Structured JSON logs on stdout. No secret reaches a log line, whatever a caller passes:
 * - fields that hold credentials are censored wherever a log object carries them (`redact`);
 * - errors are serialized without what a failed query sent: Drizzle's `params` (client secrets,
 *   Argon2 digests, keys) leave both the property and the `params: …` tail of the message and
 *   stack, and PostgreSQL's `detail` keeps its column names but not the row's values;
 * - as a last guard, a `params: …` tail left anywhere in a finished line is cut (`streamWrite`).
 * Request bodies are never logged: the request logger records method, path, status and timing.
 */

/** Field names whose values are credentials (or may be), censored at any of the first two levels. */
const credentialFields = [
  'password',
  'passwordEncrypted',
  'password_encrypted',
  'secret',
  'client_secret',
  'clientSecret',
  'authorization',
  'cookie',
  '"set-cookie"',
  'access_token',
  'refresh_token',
  'id_token',
  'accessToken',
  'refreshToken',
  'privateKeys',
  'cookieKeys',
  // Connector configurations carry SMTP logins, webhook tokens and client secrets.
  'config',
  'pass',
  'value',
  'body',
  'params',
  'GATEHOUSE_ENCRYPTION_KEY',
];

const censor = '[redacted]';
const fieldPath = (field: string) => (field.startsWith('"') ? `[${field}]` : `.${field}`);
export const redactedPaths = credentialFields.flatMap((field) => [
  field.startsWith('"') ? `[${field}]` : field,
  `*${fieldPath(field)}`,
  `*.headers${fieldPath(field)}`,
]);

// Drizzle's DrizzleQueryError message is `Failed query: <sql>\nparams: <values>`; the stack starts
// with the message. The SQL text has placeholders only, so it stays.
const paramsTail = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const scrubText = (text: string) =>
  text.includes('\nparams: ') ? text.replace(paramsTail, `\nparams: ${censor}`) : text;

/** PostgreSQL `detail`: `Key (a, b)=(x, y) already exists.`, `Failing row contains (x, y, …).` */
const scrubDetail = (detail: string) =>
  detail
    .replace(/\)=\([\s\S]*\)(?=[^)]*$)/, `)=(${censor})`)
    .replace(/Failing row contains \([\s\S]*\)/, `Failing row contains (${censor})`);

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

/** Walks a serialized error (pino's, with its causes) and removes what a failed query sent. */
const scrubSerialized = (value: unknown, depth: number): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubSerialized(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'params') scrubbed[key] = censor;
    else if (key === 'detail' && typeof item === 'string') scrubbed[key] = scrubDetail(item);
    else scrubbed[key] = scrubSerialized(item, depth + 1);
  }
  return scrubbed;
};

/** An error as a log field: pino's serialization (message, stack, causes, own fields), scrubbed. */
export const serializeError = (error: unknown): unknown =>
  isErrorLike(error) ? scrubSerialized(pino.stdSerializers.errWithCause(error), 0) : error;

/** The finished line, for anything the structured steps could not see (a message string). */
const jsonParamsTail = /\\nparams: (?:(?!\\n\s+at )(?:[^"\\]|\\.))*/g;
const scrubLine = (line: string) =>
  line.includes('\\nparams: ') ? line.replace(jsonParamsTail, `\\nparams: ${censor}`) : line;

export const createLogger = (
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  // Where lines go; stdout unless a test captures them.
  destination?: DestinationStream,
) =>
  pino(
    {
      level: env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
      base: { service: 'gatehouse' },
      redact: { paths: redactedPaths, censor },
      serializers: { err: serializeError },
      formatters: {
        // Errors under other keys than `err` (`{ error }`, `{ cause }`) get the same treatment.
        log: (object) => {
          let scrubbed: Record<string, unknown> | undefined;
          for (const [key, value] of Object.entries(object)) {
            if (key === 'err' || !isErrorLike(value)) continue;
            scrubbed ??= { ...object };
            scrubbed[key] = serializeError(value);
          }
          return scrubbed ?? object;
        },
      },
      hooks: { streamWrite: scrubLine },
    },
    // Buffered writes keep logging off the request hot path; `stop()` flushes before exit.
    destination ?? pino.destination({ sync: false }),
  );
