import type { ErrorCode } from '@gatehouse/phrases';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { AppContext } from '../context.ts';
import { DomainError } from '../services/domain-error.ts';
import { ApiError } from './api-error.ts';
import { statusOfErrorCode } from './error-status.ts';
import { requestIdOf } from './request-scope.ts';
import { ensureErrorPhrases, translateError } from './translate-error.ts';

type DbError = { code?: string; constraint?: string; cause?: DbError };

/** Unique-index names mapped to the contract's error codes (contract/errors.md). */
const uniqueViolations: Record<string, ErrorCode> = {
  users__username: 'user.username_already_in_use',
  users__primary_email: 'user.email_already_in_use',
  users__primary_phone: 'user.phone_already_in_use',
  roles__name: 'role.name_in_use',
  scopes__resource_id_name: 'scope.name_exists',
  resources__indicator: 'resource.resource_identifier_in_use',
  application_secrets_tenant_id_application_id_name_pk: 'application.secret_name_exists',
};

const databaseErrorOf = (error: unknown): DbError | undefined => {
  let current = error as DbError | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause;
  }
  return undefined;
};

/** Maps PostgreSQL errors that are the caller's fault to 4xx codes; others stay 500. */
const fromDatabaseError = (error: DbError): ApiError | undefined => {
  switch (error.code) {
    case '23505':
      return new ApiError(
        uniqueViolations[error.constraint ?? ''] ?? 'entity.unique_integrity_violation',
        { status: 422 },
      );
    case '23503':
      return new ApiError('entity.relation_foreign_key_not_found', { status: 404 });
    case '23514':
      return new ApiError('entity.db_constraint_violated', { status: 422 });
    case '22001':
      return new ApiError('entity.value_too_long', { status: 422 });
    // Program limit exceeded (54xxx: a statement too complex, nesting too deep for `jsonb`).
    case '54000':
    case '54001':
      return new ApiError('entity.invalid_input', { status: 422 });
    default:
      // Class 22, data exception: a value PostgreSQL cannot take (NUL in text 22021, bad encoding
      // 22P05, invalid text representation 22P02, numeric out of range 22003, bad datetime 22008).
      return error.code?.startsWith('22')
        ? new ApiError('entity.invalid_input', { status: 422 })
        : undefined;
  }
};

/** Errors a caller's input caused: logged at warn with the SQLSTATE only, never the query. */
const isCallerDatabaseError = (error: DbError | undefined) =>
  error?.code !== undefined && /^(22|23|54)/.test(error.code);

/**
 * The client closed the connection while we read its request (body parsers outside json-body,
 * oidc-provider's among them, surface it as ECONNRESET / "aborted"): not a server fault.
 */
const isClientAbort = (
  error: unknown,
  ctx: { req?: { readableAborted?: boolean; destroyed?: boolean } },
) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = (error as { message?: unknown } | undefined)?.message;
  const isAbortError =
    code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted';
  return isAbortError && (ctx.req?.readableAborted === true || ctx.req?.destroyed === true);
};

/** A service's domain error as the ApiError it answers with: the status from the edge's table. */
const fromDomainError = (error: DomainError) =>
  new ApiError(error.code, {
    status: statusOfErrorCode(error.code),
    data: error.data,
    interpolation: error.interpolation,
  });

/** Zod issues as the contract's `details` text: one `Error in key path "a.b": (code) message` a line. */
export const zodDetails = (error: ZodError) =>
  error.issues
    .map((issue) => `Error in key path "${issue.path.join('.')}": (${issue.code}) ${issue.message}`)
    .join('\n');

/**
 * Renders every error of the app as `{code, message, data?}` JSON. Stacks are logged, never sent,
 * except in development mode. oidc-provider's own routes render their OAuth errors themselves.
 */
export const errorHandler =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } catch (raw: unknown) {
      let error = raw instanceof DomainError ? fromDomainError(raw) : raw;
      const dbError = databaseErrorOf(raw);
      if (!(error instanceof ApiError) && dbError) error = fromDatabaseError(dbError) ?? raw;
      if (error !== raw && isCallerDatabaseError(dbError))
        app.logger.warn(
          { sqlState: dbError?.code, requestId: requestIdOf(ctx), path: ctx.path },
          'the database refused a value of the request',
        );
      else if (error === raw && isClientAbort(raw, ctx))
        error = new ApiError('request.general', { status: 400 });
      if (error instanceof ZodError)
        error = new ApiError('guard.invalid_input', { data: { issues: error.issues } });
      const language = ctx.get('accept-language');
      await ensureErrorPhrases(language);

      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = {
          code: error.code,
          message: translateError(error.code, language, error.interpolation),
          ...(error.data === undefined ? {} : { data: error.data }),
          ...(raw instanceof ZodError ? { details: zodDetails(raw) } : {}),
        };
        // A DomainError is a deliberate answer (e.g. 501 connector.not_found: nothing configured),
        // not a fault: a warning with its code, no stack, so callers cannot flood the error log.
        if (error.status >= 500 && raw instanceof DomainError)
          app.logger.warn(
            { code: error.code, status: error.status, requestId: requestIdOf(ctx) },
            'request answered with a server-side condition',
          );
        else if (error.status >= 500)
          app.logger.error({ err: raw, requestId: requestIdOf(ctx) }, 'request failed');
        return;
      }

      const status = (raw as { status?: number; expose?: boolean }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          code: 'request.general',
          message: translateError('request.general', language),
        };
        return;
      }

      app.logger.error(
        { err: raw, requestId: requestIdOf(ctx), path: ctx.path },
        'unhandled error',
      );
      ctx.status = 500;
      ctx.body = {
        code: 'request.internal_server_error',
        message: translateError('request.internal_server_error', language),
        ...(app.env.isDevelopment && raw instanceof Error ? { data: { stack: raw.stack } } : {}),
      };
    }
  };
