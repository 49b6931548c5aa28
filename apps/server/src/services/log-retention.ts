import type { AppContext } from '../context.ts';
import { deleteLogsBefore } from '../queries/logs.ts';

const hourMs = 3_600_000;

/**
 * Deletes audit logs older than `LOG_RETENTION_DAYS` once at start and then hourly. Runs with the
 * owner connection across all tenants: retention is an installation policy, not a tenant action.
 * Returns a stop function. With `LOG_RETENTION_DAYS=0` logs are kept forever.
 */
export const startLogRetention = (app: AppContext): (() => void) => {
  const days = app.env.LOG_RETENTION_DAYS;
  if (days === 0) return () => {};
  const sweep = async () => {
    try {
      const deleted = await deleteLogsBefore(
        app.database.db,
        new Date(Date.now() - days * 24 * hourMs),
      );
      if (deleted > 0) app.logger.info({ deleted, retentionDays: days }, 'old audit logs deleted');
    } catch (error: unknown) {
      app.logger.warn({ err: error }, 'audit log retention sweep failed');
    }
  };
  const first = setTimeout(sweep, 10_000);
  const timer = setInterval(sweep, hourMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
