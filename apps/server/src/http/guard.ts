import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

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
  /** Success status first, then the error statuses the route may answer. */
  status: number | number[];
  summary?: string;
  tags?: string[];
};

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type GuardedInput<S extends RouteSpec> = {
  params: Infer<S['params']>;
  query: Infer<S['query']>;
  body: Infer<S['body']>;
};

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

/**
 * A typed route registrar: validates params, query and body with zod (400 `guard.invalid_input`),
 * checks the response against `response` (unknown keys stripped; a mismatch is a 500 outside
 * production), and records the route for the OpenAPI document.
 *
 * Example:
 * ```ts
 * const routes = createGuardedRouter(router, registry);
 * routes.get('/roles/:id', { params: z.object({ id: z.string() }), response: roleSchema, status: [200, 404] },
 *   async (ctx, { params }) => { ctx.body = await findRole(params.id); });
 * ```
 */
export const createGuardedRouter = (
  router: Router,
  registry: RegisteredRoute[],
  options: { prefix?: string; strict: boolean },
) => {
  const add =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    <S extends RouteSpec>(
      path: string,
      spec: S,
      handler: (ctx: Context, input: GuardedInput<S>) => Promise<void> | void,
    ) => {
      registry.push({ method, path: `${options.prefix ?? ''}${path}`, spec });
      router[method](path, async (ctx) => {
        const input = {
          params: parseOrThrow(spec.params, ctx.params),
          query: parseOrThrow(spec.query, ctx.query),
          body: parseOrThrow(
            spec.body,
            (ctx.request as { body?: unknown }).body ?? (spec.body ? {} : undefined),
          ),
        } as GuardedInput<S>;
        await handler(ctx, input);
        const success = Array.isArray(spec.status) ? spec.status[0] : spec.status;
        if (spec.response && ctx.status === success && ctx.body !== undefined) {
          const checked = spec.response.safeParse(ctx.body);
          if (checked.success) ctx.body = checked.data;
          else if (options.strict)
            throw new Error(
              `Response of ${method.toUpperCase()} ${path} does not match its schema: ${checked.error.message}`,
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

export type GuardedRouter = ReturnType<typeof createGuardedRouter>;
