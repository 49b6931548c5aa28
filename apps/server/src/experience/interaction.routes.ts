import { z } from 'zod';
import type { AppContext, TenantInfo } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { findUserById, updateUser } from '../queries/users.ts';
import { requestOrigin, writeAuditLog } from '../services/audit-log.ts';
import { registerUser } from '../services/user-registration.ts';
import {
  clientIdOf,
  type ExperienceProviders,
  type ExperienceSession,
  type ExperienceState,
  findVerificationRecord,
  interactionEventGuard,
  loadExperienceSession,
  publicStateOf,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import { assertEventAllowed, readSignInExperience } from './tenant-sign-in-experience.ts';

const interactionStateResponse = z.object({
  interactionEvent: interactionEventGuard,
  userId: z.string().optional(),
  profile: z.object({ username: z.string().optional() }),
  verificationRecords: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      identifier: z.object({ type: z.string(), value: z.string() }),
      verified: z.boolean().optional(),
    }),
  ),
});

const findActiveUser = async (app: AppContext, tenantId: string, userId: string) => {
  const user = await withTenant(app.database.db, tenantId, (tx) =>
    findUserById(tx, tenantId, userId),
  );
  if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
  if (user.isSuspended) throw new ApiError('user.suspended', { status: 401 });
  return user;
};

/** Sign-in: the user a verified password belongs to becomes the identified user. */
const identifySignIn = async (
  app: AppContext,
  tenant: TenantInfo,
  state: ExperienceState,
  verificationId?: string,
) => {
  const record = findVerificationRecord(state, verificationId);
  if (record.type !== 'Password' || !record.verified) {
    throw new ApiError('session.invalid_interaction_type', { status: 400 });
  }
  const user = await findActiveUser(app, tenant.id, record.userId);
  state.userId = user.id;
};

/**
 * Registration: the user is created here (hence 201), from a checked username and password
 * digest, so that later steps of the flow work on a real account as for sign-in.
 */
const identifyRegistration = async (
  app: AppContext,
  tenant: TenantInfo,
  session: ExperienceSession,
  state: ExperienceState,
  verificationId?: string,
) => {
  const record = findVerificationRecord(state, verificationId);
  if (record.type !== 'NewPasswordIdentity') {
    throw new ApiError('session.invalid_interaction_type', { status: 400 });
  }
  const username = record.identifier.value;
  // registerUser re-checks, under a lock, that registration is open and the username free.
  const { user } = await registerUser(app, tenant, {
    username,
    password: record.password,
    applicationId: clientIdOf(session),
  });
  state.userId = user.id;
  state.profile = { ...state.profile, username };
  // The digest has served its purpose; do not keep it in the interaction.
  state.verificationRecords = state.verificationRecords.filter(({ id }) => id !== record.id);
};

export const registerInteractionRoutes = (
  routes: GuardedRouter,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const startEvent = async (tenant: TenantInfo, event: z.infer<typeof interactionEventGuard>) => {
    const { experience } = await readSignInExperience(app, tenant.id);
    await assertEventAllowed(app, tenant, experience, event);
  };

  routes.put(
    '/experience',
    {
      body: z.object({
        interactionEvent: interactionEventGuard,
        captchaToken: z.string().optional(),
      }),
      status: [204, 400, 403, 422],
      summary: 'Start an experience interaction',
      tags: ['Experience'],
    },
    async (ctx, { body }) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      await startEvent(tenant, body.interactionEvent);
      // A new start forgets earlier verifications: the person may be a different one.
      await saveExperienceState(session, {
        interactionEvent: body.interactionEvent,
        profile: {},
        verificationRecords: [],
      });
      ctx.status = 204;
    },
  );

  routes.put(
    '/experience/interaction-event',
    {
      body: z.object({ interactionEvent: interactionEventGuard }),
      status: [204, 400, 403, 404, 422],
      summary: 'Switch the event of the current interaction',
      tags: ['Experience'],
    },
    async (ctx, { body }) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      const state = requireState(session);
      await startEvent(tenant, body.interactionEvent);
      await saveExperienceState(session, {
        ...state,
        interactionEvent: body.interactionEvent,
        userId: undefined,
      });
      ctx.status = 204;
    },
  );

  routes.get(
    '/experience/interaction',
    {
      response: interactionStateResponse,
      status: [200, 400, 404],
      summary: 'The current interaction',
      tags: ['Experience'],
    },
    async (ctx) => {
      const session = await loadExperienceSession(ctx, providers);
      ctx.body = publicStateOf(requireState(session));
    },
  );

  routes.post(
    '/experience/identification',
    {
      body: z.object({
        verificationId: z.string().optional(),
        linkSocialIdentity: z.boolean().optional(),
      }),
      status: [204, 201, 400, 401, 403, 404, 422],
      summary: 'Identify the user from a verification',
      tags: ['Experience'],
    },
    async (ctx, { body }) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      const state = requireState(session);
      if (state.interactionEvent === 'Register') {
        await identifyRegistration(app, tenant, session, state, body.verificationId);
        await saveExperienceState(session, state);
        ctx.status = 201;
        return;
      }
      if (state.interactionEvent === 'ForgotPassword') {
        throw new ApiError('session.forgot_password_not_enabled', { status: 422 });
      }
      await identifySignIn(app, tenant, state, body.verificationId);
      await saveExperienceState(session, state);
      ctx.status = 204;
    },
  );

  routes.post(
    '/experience/submit',
    {
      response: z.object({ redirectTo: z.string() }),
      status: [200, 400, 401, 403, 404, 422],
      summary: 'Finish the interaction and return to the OIDC flow',
      tags: ['Experience'],
    },
    async (ctx) => {
      const tenant = ctx.state.tenant as TenantInfo;
      const session = await loadExperienceSession(ctx, providers);
      const state = requireState(session);
      const key =
        state.interactionEvent === 'Register'
          ? 'Interaction.Register.Submit'
          : 'Interaction.SignIn.Submit';
      const applicationId = clientIdOf(session);
      const origin = requestOrigin(ctx);
      try {
        if (!state.userId) throw new ApiError('session.identifier_not_found', { status: 404 });
        const user = await findActiveUser(app, tenant.id, state.userId);
        await withTenant(app.database.db, tenant.id, (tx) =>
          updateUser(tx, tenant.id, user.id, { lastSignInAt: new Date() }),
        );
        const redirectTo = await session.provider.interactionResult(
          ctx.req,
          ctx.res,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: true },
        );
        await writeAuditLog(app, tenant.id, {
          key,
          result: 'Success',
          userId: user.id,
          applicationId,
          ...origin,
        });
        ctx.body = { redirectTo };
      } catch (error: unknown) {
        const code = error instanceof ApiError ? error.code : 'request.internal_server_error';
        await writeAuditLog(app, tenant.id, {
          key,
          result: 'Error',
          error: code,
          userId: state.userId,
          applicationId,
          ...origin,
        });
        throw error;
      }
    },
  );
};
