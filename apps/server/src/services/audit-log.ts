import { generateStandardId } from '@gatehouse/schemas';
import type { Context } from 'koa';
import type { AppContext } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { insertLog } from '../queries/logs.ts';

/** Log keys written by the experience API (Logto's names, read by the console's audit log). */
export type AuditLogKey =
  | 'Interaction.SignIn.Submit'
  | 'Interaction.Register.Submit'
  | 'Interaction.ForgotPassword.Submit'
  | 'ManagementApi.Mutation'
  | `ExchangeTokenBy.${string}`
  | 'RevokeToken'
  | 'SamlApplication.AuthnRequest'
  | 'SamlApplication.Callback';

export type AuditLogEntry = {
  key: AuditLogKey;
  result: 'Success' | 'Error';
  userId?: string | undefined;
  applicationId?: string | undefined;
  /** Error code when `result` is `Error`. */
  error?: string | undefined;
  [extra: string]: unknown;
};

/** Who sent the request, as the console shows it: address and browser. */
export const requestOrigin = (ctx: Context) => ({
  ip: ctx.request.ip,
  userAgent: ctx.get('user-agent') || undefined,
});

/**
 * Appends one row to the tenant's `logs`. A failed write is logged and swallowed: losing an
 * audit line must not turn a successful sign-in into an error page.
 */
export const writeAuditLog = async (
  app: Pick<AppContext, 'database' | 'logger'>,
  tenantId: string,
  { key, ...payload }: AuditLogEntry,
): Promise<void> => {
  try {
    await withTenant(app.database.db, tenantId, (tx) =>
      insertLog(tx, {
        id: generateStandardId(),
        key,
        payload: { key, ...JSON.parse(JSON.stringify(payload)) },
      }),
    );
  } catch (error: unknown) {
    app.logger.error({ err: error, tenantId, key }, 'writing an audit log failed');
  }
};
