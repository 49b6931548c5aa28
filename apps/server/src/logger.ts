import { pino } from 'pino';
import type { Env } from './env.ts';

/**
 * Structured JSON logs on stdout. Secrets never reach a log line: the request logger records
 * method, path, status and timing only, and these paths are redacted if an object carries them.
 */
export const createLogger = (env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>) =>
  pino(
    {
      level: env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
      base: { service: 'gatehouse' },
      redact: {
        paths: [
          '*.password',
          '*.secret',
          '*.client_secret',
          '*.authorization',
          '*.cookie',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    // Buffered writes keep logging off the request hot path; `stop()` flushes before exit.
    pino.destination({ sync: false }),
  );
