import type { Middleware } from 'koa';
import type { AppContext } from '../context.ts';
import { requestTenant } from '../http/request-scope.ts';
import { type ExperienceProviders, isSessionNotFound } from './experience-session.ts';
import { readSignInExperience } from './tenant-sign-in-experience.ts';

/** The sign-in app's pages that only make sense inside an OIDC interaction. */
const interactionPages = [
  '/sign-in',
  '/register',
  '/forgot-password',
  '/identifier-sign-in',
  '/identifier-register',
  '/reset-password',
  '/verification-code',
  '/continue',
];

const isInteractionPage = (path: string) =>
  interactionPages.some((page) => path === page || path.startsWith(`${page}/`));

/**
 * A sign-in page opened without an interaction (no `_interaction` cookie, or an expired one: a
 * bookmark, a back button after signing in) goes to the tenant's `unknownSessionRedirectUrl`
 * when one is set, as Logto's experience app does; otherwise the page itself explains. The
 * console's live preview (`?preview=…`) has no interaction by design and is left alone.
 */
export const unknownSessionRedirect =
  (app: AppContext, providers: ExperienceProviders): Middleware =>
  async (ctx, next) => {
    if (ctx.method !== 'GET' || !isInteractionPage(ctx.path) || ctx.query.preview !== undefined)
      return next();
    const tenant = requestTenant(ctx, app.database.db);
    const provider = await providers.get(tenant);
    try {
      await provider.interactionDetails(ctx.req, ctx.res);
      return next();
    } catch (error: unknown) {
      if (!isSessionNotFound(error)) throw error;
    }
    const { experience } = await tenant.transaction((tx) => readSignInExperience(tx));
    if (!experience.unknownSessionRedirectUrl) return next();
    ctx.redirect(experience.unknownSessionRedirectUrl);
  };
