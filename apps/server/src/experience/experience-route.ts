import type { Context } from 'koa';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { GuardedInput, GuardedRouter, RouteHandler, RouteSpec } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import {
  type ExperienceProviders,
  type ExperienceSession,
  type ExperienceState,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import type { StepContext } from './steps/step-context.ts';

type Input<S extends RouteSpec> = GuardedInput<S, undefined>;

/**
 * What a step answers: the response body when the route declares one; otherwise nothing (the
 * route's first status) or another status it declares (`/identification`: 201 when it created
 * the user).
 */
type Answer<S extends RouteSpec> = S['response'] extends z.ZodType
  ? z.infer<S['response']>
  : // biome-ignore lint/suspicious/noConfusingVoidType: a step that answers the first status returns nothing
    number | void;

/**
 * The work of one experience route on the interaction. `ctx` only for what is neither input nor
 * state: a cookie, or handing the interaction back to oidc-provider.
 */
export type ExperienceHandler<S extends RouteSpec> = (
  step: StepContext,
  input: Input<S>,
  ctx: Context,
) => Promise<Answer<S>>;

export type ExperienceRouteOptions<S extends RouteSpec> = {
  /**
   * Where the state comes from. Default: the interaction's, or 404
   * `session.interaction_not_found` before the step runs when no event was started.
   */
  state?: (session: ExperienceSession, input: Input<S>) => ExperienceState;
  /** `false` for routes that only read, or that hand the interaction back to the provider. */
  save?: boolean;
};

const successStatus = (spec: RouteSpec) =>
  Array.isArray(spec.status) ? (spec.status[0] as number) : spec.status;

/**
 * The one request plumbing of the experience API, so each route states only its step:
 * load the interaction (400 `session.not_found`), take its state, run the step, save the state
 * only once the step succeeded (a failed step leaves the interaction as it was), answer.
 * `routes` validates input and checks the answer, as for every route.
 *
 * Example:
 * ```ts
 * experience.post('/experience/profile', { body: updateProfileBodyGuard, status: [204, 404] },
 *   (step, { body }) => updateProfile(step, body));
 * ```
 */
export const createExperienceRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const add =
    (method: 'get' | 'post' | 'put') =>
    <S extends RouteSpec>(
      path: string,
      spec: S,
      handler: ExperienceHandler<S>,
      options: ExperienceRouteOptions<S> = {},
    ) =>
      routes[method](path, spec, (async (ctx, input) => {
        const { tenant } = input;
        const session = await loadExperienceSession(ctx, providers, tenant);
        const state = options.state ? options.state(session, input) : requireState(session);
        const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
        const answer = await handler(step, input, ctx);
        if (options.save !== false) await saveExperienceState(session, state);
        if (spec.response) ctx.body = answer;
        else ctx.status = typeof answer === 'number' ? answer : successStatus(spec);
        // Not a paged list, so answering through `ctx` is what `RouteHandler<S>` asks; TypeScript
        // cannot tell that for a generic `S`.
      }) as RouteHandler<S, undefined>);
  return { get: add('get'), post: add('post'), put: add('put') };
};

export type ExperienceRoutes = ReturnType<typeof createExperienceRoutes>;
