import Router from '@koa/router';
import type { AppContext } from '../context.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { ipRateLimit } from '../http/ip-rate-limit.ts';
import { createLocalRateLimiter } from '../services/rate-limiter.ts';
import { registerAccountCenterWellKnownRoutes } from './account-center-well-known.routes.ts';
import { registerConsentRoutes } from './consent.routes.ts';
import { createExperienceRoutes } from './experience-route.ts';
import type { ExperienceProviders } from './experience-session.ts';
import { registerInteractionRoutes } from './interaction.routes.ts';
import { registerMfaProfileRoutes } from './mfa-profile.routes.ts';
import { registerMfaVerificationRoutes } from './mfa-verification.routes.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { retryAfterOnMessageLimit } from './retry-after.ts';
import { registerSocialVerificationRoutes } from './social-verification.routes.ts';
import { registerSsoVerificationRoutes } from './sso-verification.routes.ts';
import { registerSubmitRoute } from './submit.routes.ts';
import { registerVerificationRoutes } from './verification.routes.ts';
import { registerWellKnownRoutes } from './well-known.routes.ts';

export { consentMiddleware } from './consent.middleware.ts';
export { unknownSessionRedirect } from './unknown-session-redirect.ts';

/**
 * The anonymous API of the hosted sign-in (username + password subset of Logto's experience API)
 * and the public sign-in experience, mounted under `/api`. The interaction itself belongs to
 * oidc-provider; `registry` collects the routes for the OpenAPI document (http/openapi.ts).
 */
export const createExperienceRouter = (
  app: AppContext,
  providers: ExperienceProviders,
  registry: RegisteredRoute[] = [],
): Router => {
  const router = new Router({ prefix: '/api' });
  // Every verifier checks a password or a code: a client IP past its budget is refused here,
  // before the body is read and before any hashing (SIGN_IN_RATE_LIMIT).
  const limiter = app.rateLimiter ?? createLocalRateLimiter();
  router.use(
    '/experience/verification',
    ipRateLimit(limiter, 'sign-in', () =>
      app.env.SIGN_IN_RATE_LIMIT > 0
        ? {
            limit: app.env.SIGN_IN_RATE_LIMIT,
            windowMs: app.env.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS * 1000,
          }
        : undefined,
    ),
  );
  router.use('/experience/verification', retryAfterOnMessageLimit());
  // Anonymous: the interaction cookie, not a token, says whose sign-in it is.
  const routes = createGuardedRouter<undefined>(router, registry, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: () => undefined,
  });
  // The routes that work on the interaction's state: loaded, saved and answered in one place.
  const experience = createExperienceRoutes(routes, app, providers);
  registerInteractionRoutes(experience);
  registerSubmitRoute(experience);
  registerVerificationRoutes(experience);
  registerSocialVerificationRoutes(experience);
  registerSsoVerificationRoutes(routes, experience);
  registerProfileRoutes(experience);
  registerMfaVerificationRoutes(experience);
  registerMfaProfileRoutes(experience);
  registerWellKnownRoutes(routes, app);
  registerAccountCenterWellKnownRoutes(routes);
  registerConsentRoutes(routes, providers);
  return router;
};
