import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Search } from '../db/search.ts';
import { DomainError } from '../services/domain-error.ts';
import { ApiError } from './api-error.ts';
import { statusOfErrorCode } from './error-status.ts';
import { unsafeStringPath } from './input-hygiene.ts';
import { type Page, readPage, setPageHeaders } from './pagination.ts';
import { type RequestTenant, requestTenant } from './request-scope.ts';
import { readSearch } from './search-query.ts';

export type RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /**
   * Success status first, then the error statuses the route may answer. Outside production an
   * answer with a status not listed here is a 500, so the list (and the OpenAPI document built
   * from it) stays true. 400 is implied for routes with input to validate.
   */
  status: number | number[];
  /**
   * A paged list (contract "Paging"): `page`/`page_size` are validated (400
   * `guard.invalid_pagination`), the handler returns `{ rows, total }` and the guard answers the
   * rows with `Total-Number` and `Link`. `optional`: without paging parameters, the whole list.
   */
  page?: 'required' | 'optional';
  /** The fields the contract's generic search may name on this route (`search.<field>`). */
  search?: readonly string[];
  summary?: string;
  tags?: string[];
};

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** What a paged handler answers: one page of rows and the total across all pages. */
export type PagedResult<Row = unknown> = { rows: Row[]; total: number };

export type GuardedInput<S extends RouteSpec, Caller> = {
  params: Infer<S['params']>;
  query: Infer<S['query']>;
  body: Infer<S['body']>;
  /** The tenant the request resolved to, with its transactions. */
  tenant: RequestTenant;
  /** Who is calling, as the router's authentication established it. */
  caller: Caller;
  page: S['page'] extends 'required'
    ? Page
    : S['page'] extends 'optional'
      ? Page | undefined
      : undefined;
  search: S['search'] extends readonly string[] ? Search | undefined : undefined;
};

// A paged handler must return its page and total; any other handler answers through `ctx`.
type HandlerResult<S extends RouteSpec> = S['page'] extends 'required' | 'optional'
  ? PagedResult
  : // biome-ignore lint/suspicious/noConfusingVoidType: handlers that set ctx.body return nothing
    void;

export type RouteHandler<S extends RouteSpec, Caller> = (
  ctx: Context,
  input: GuardedInput<S, Caller>,
) => Promise<HandlerResult<S>> | HandlerResult<S>;

export type RegisteredRoute = { method: string; path: string; spec: RouteSpec };

const parseOrThrow = <T extends z.ZodType>(schema: T | undefined, value: unknown): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError('guard.invalid_input', {
      status: 400,
      data: { issues: result.error.issues, name: 'ZodError' },
    });
  }
  return result.data;
};

/** 400 `guard.invalid_input` for a control character or lone surrogate anywhere in the input. */
const refuseUnsafeStrings = (input: Record<'params' | 'query' | 'body', unknown>) => {
  for (const [source, value] of Object.entries(input)) {
    const path = unsafeStringPath(value);
    if (!path) continue;
    const issue = {
      code: 'custom',
      path: [source, ...path],
      message: 'Control characters and unpaired surrogates are not allowed.',
    };
    throw new ApiError('guard.invalid_input', {
      status: 400,
      data: { issues: [issue], name: 'ZodError' },
    });
  }
};

const declaredStatuses = (spec: RouteSpec) => {
  const statuses = new Set(Array.isArray(spec.status) ? spec.status : [spec.status]);
  if (spec.params || spec.query || spec.body || spec.page || spec.search) statuses.add(400);
  return statuses;
};

/** The HTTP status an error thrown by a handler will be answered with, when it says. */
const statusOf = (error: unknown) => {
  if (error instanceof DomainError) return statusOfErrorCode(error.code);
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

export type GuardedRouterOptions<Caller> = {
  prefix?: string;
  /** Outside production: check response bodies and statuses against the spec (500 if not). */
  strict: boolean;
  database: Database;
  /** Reads the caller that the router's authentication middleware established. */
  caller: (ctx: Context) => Caller;
};

/**
 * A typed route registrar, the one way to write an endpoint: validates params, query, body,
 * paging and search (400), gives the handler its tenant (with transactions bound to it) and its
 * caller, answers paged lists with their headers, checks the response body and status against
 * the spec outside production, and records the route for the OpenAPI document.
 *
 * Example:
 * ```ts
 * routes.get('/roles/:id', { params: z.object({ id: entityIdGuard }), response: roleGuard, status: [200, 404] },
 *   async (ctx, { params, tenant }) => { ctx.body = await tenant.transaction((tx) => requireRole(tx, params.id)); });
 * ```
 */
export const createGuardedRouter = <Caller>(
  router: Router,
  registry: RegisteredRoute[],
  options: GuardedRouterOptions<Caller>,
) => {
  const add =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    <S extends RouteSpec>(path: string, spec: S, handler: RouteHandler<S, Caller>) => {
      const fullPath = `${options.prefix ?? ''}${path}`;
      registry.push({ method, path: fullPath, spec });
      const statuses = declaredStatuses(spec);
      const success = Array.isArray(spec.status) ? spec.status[0] : spec.status;
      const undeclared = (status: number) =>
        new Error(
          `${method.toUpperCase()} ${fullPath} answered ${status}, which its spec does not declare`,
        );

      router[method](path, async (ctx) => {
        const query = ctx.query;
        const rawBody = (ctx.request as { body?: unknown }).body;
        refuseUnsafeStrings({ params: ctx.params, query, body: rawBody });
        const input = {
          params: parseOrThrow(spec.params, ctx.params),
          query: parseOrThrow(spec.query, query),
          // No body is an empty one; a JSON `null` is a body, and no object (400, as Logto's).
          body: parseOrThrow(spec.body, rawBody === undefined && spec.body ? {} : rawBody),
          page: spec.page ? readPage(query, spec.page) : undefined,
          search: spec.search ? readSearch(query, spec.search) : undefined,
          tenant: requestTenant(ctx, options.database),
          caller: options.caller(ctx),
        } as GuardedInput<S, Caller>;

        let result: HandlerResult<S>;
        try {
          result = await handler(ctx, input);
        } catch (error) {
          const status = statusOf(error);
          if (options.strict && status !== undefined && status < 500 && !statuses.has(status))
            throw undeclared(status);
          throw error;
        }
        if (spec.page) {
          const { rows, total } = result as PagedResult;
          if (input.page) setPageHeaders(ctx, input.page, total);
          ctx.body = rows;
        }
        if (options.strict && !statuses.has(ctx.status)) throw undeclared(ctx.status);
        if (spec.response && ctx.status === success && ctx.body !== undefined) {
          const checked = spec.response.safeParse(ctx.body);
          if (checked.success) ctx.body = checked.data;
          else if (options.strict)
            throw new Error(
              `Response of ${method.toUpperCase()} ${fullPath} does not match its schema: ${checked.error.message}`,
            );
        }
      });
    };
  return {
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  };
};

export type GuardedRouter<Caller> = ReturnType<typeof createGuardedRouter<Caller>>;
