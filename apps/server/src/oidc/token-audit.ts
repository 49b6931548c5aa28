import type { Context } from 'koa';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { insertAuditLogs, serializeAuditLogRow } from '../queries/oidc-audit-logs.ts';
import { recordActiveUser } from '../services/active-users.ts';
import { requestOrigin } from '../services/audit-log.ts';
import { usedApplicationSecretOf } from './secret-check.ts';

/** Logto's log keys per grant type, whole (built once, not per token). */
const grantLogKeys: Record<string, string> = {
  authorization_code: 'ExchangeTokenBy.AuthorizationCode',
  refresh_token: 'ExchangeTokenBy.RefreshToken',
  client_credentials: 'ExchangeTokenBy.ClientCredentials',
  'urn:ietf:params:oauth:grant-type:token-exchange': 'ExchangeTokenBy.TokenExchange',
  'urn:ietf:params:oauth:grant-type:device_code': 'ExchangeTokenBy.DeviceCode',
};
/** Grants that hand a user new tokens, i.e. count the user as active today. */
const userGrants = new Set(['authorization_code', 'refresh_token']);
/**
 * How long lines wait for company (docs/decisions/022-batched-audit-log.md). Each batch is one
 * transaction; a 20 ms window (up to 50 a second under load) measured worse CPU per token than
 * this one on PostgreSQL and on PGlite, where the commit runs on the main thread
 * (bench/RESULTS.notes.md, issue 8).
 */
const flushDelayMs = 1000;
const maxBatch = 500;

type OAuthBody = { error?: unknown; error_description?: unknown };
/** The payload of a token endpoint's line (contract: LogContextPayload). */
type TokenLogPayload = {
  key: string;
  result: 'Success' | 'Error';
  applicationId: string | undefined;
  userId: string | undefined;
  ip: string;
  userAgent: string | undefined;
  grantType: string | undefined;
  applicationSecret: { name: string } | undefined;
  error: string | undefined;
  errorDescription: string | undefined;
};
type OidcState = Partial<Pick<KoaContextWithOIDC['oidc'], 'params' | 'client' | 'entities'>>;

// Logged as the client sent them, except what `jsonb` cannot store (U+0000, lone surrogates):
// one such value would fail the whole batch insert and lose every queued entry. The simple
// character test first: nearly every value has none of them, and the full pattern costs more.
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it looks for
const mayBeUnstorable = /[\u0000\uD800-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it replaces
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const text = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  return mayBeUnstorable.test(value) ? value.replace(unstorable, '\uFFFD') : value;
};

const userIdOf = (oidc: OidcState | undefined) => {
  const entities = oidc?.entities as Record<string, { accountId?: string } | undefined> | undefined;
  return (
    entities?.Account?.accountId ??
    entities?.RefreshToken?.accountId ??
    entities?.AuthorizationCode?.accountId ??
    entities?.DeviceCode?.accountId
  );
};

/**
 * Audit lines of the token endpoints, written in batches: a client-credentials token costs an
 * array push on the response path, and one insert per tenant covers every token issued in the
 * last second (per-token inserts halved the token rate). A failed write is logged with the
 * lines it lost.
 */
export const createTokenAudit = (
  app: Pick<AppContext, 'database' | 'logger'>,
  tenantId: string,
) => {
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The last batch's write: batches are written one after another, in order. */
  let writing: Promise<void> = Promise.resolve();

  const write = async (rows: string[]) => {
    try {
      await withTenant(app.database.db, tenantId, (tx) => insertAuditLogs(tx, rows));
    } catch (error: unknown) {
      app.logger.error(
        {
          err: error,
          tenantId,
          lost: rows.map((row) => (JSON.parse(row) as { payload: unknown }).payload),
        },
        'writing token audit logs failed',
      );
    }
  };

  /** Starts writing what is queued; resolves once it and every earlier batch are written. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length > 0) {
      const rows = pending;
      pending = [];
      writing = writing.then(() => write(rows));
    }
    return writing;
  };

  const enqueue = (line: string) => {
    pending.push(line);
    if (pending.length >= maxBatch) {
      void flush();
    } else {
      timer ??= setTimeout(() => void flush(), flushDelayMs);
    }
  };

  const activeUser = (userId: string) => {
    recordActiveUser(app, tenantId, userId).catch((error: unknown) => {
      app.logger.error({ err: error, tenantId, userId }, 'recording an active user failed');
    });
  };

  /** Called after oidc-provider answered a POST to `/oidc/token` or `/oidc/token/revocation`. */
  const afterTokenRequest = (ctx: Context, route: 'token' | 'revocation') => {
    const oidc = (ctx as unknown as { oidc?: OidcState }).oidc;
    const body = (ctx.body ?? {}) as OAuthBody;
    const succeeded = ctx.status < 400;
    const grantType = text(oidc?.params?.grant_type);
    const userId = userIdOf(oidc);
    const key =
      route === 'revocation'
        ? 'RevokeToken'
        : (grantType && Object.hasOwn(grantLogKeys, grantType) && grantLogKeys[grantType]) ||
          'ExchangeTokenBy.Unknown';
    const error = text(body.error);
    const { ip, userAgent } = requestOrigin(ctx);
    // One object in its final shape, serialised as the line is queued; `undefined` fields are
    // left out of the JSON (every token pays for this line, so no spread copies).
    const payload: TokenLogPayload = {
      key,
      result: succeeded ? 'Success' : 'Error',
      applicationId: text(oidc?.client?.clientId) ?? text(oidc?.params?.client_id),
      userId,
      ip,
      userAgent,
      grantType: route === 'token' ? grantType : undefined,
      // Which named secret the client authenticated with (absent for the legacy secret).
      applicationSecret: usedApplicationSecretOf(ctx),
      error: succeeded ? undefined : error ? `oidc.${error}` : 'oidc.server_error',
      errorDescription: succeeded ? undefined : text(body.error_description),
    };
    enqueue(serializeAuditLogRow(payload));
    if (succeeded && route === 'token' && userId && grantType && userGrants.has(grantType)) {
      activeUser(userId);
    }
  };

  return {
    afterTokenRequest,
    /** Writes what is queued now and waits for every write under way (tests, shutdown). */
    flush,
  };
};

export type TokenAudit = ReturnType<typeof createTokenAudit>;
