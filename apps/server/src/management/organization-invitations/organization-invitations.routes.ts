import {
  createOrganizationInvitationBodyGuard,
  invitationMessagePayloadGuard,
  organizationInvitationStatusBodyGuard,
  organizationInvitationsQueryGuard,
} from '@gatehouse/schemas/api/organization-template';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { organizationInvitationDetailGuard } from '@gatehouse/schemas/entities/organization';
import type { Context } from 'koa';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  createInvitation,
  InvitationStateError,
  listInvitations,
  readInvitation,
  removeInvitation,
  resendInvitationMessage,
  updateInvitationStatus,
} from '../../services/organization-invitations.ts';
import { UnknownRelatedIdsError } from '../../services/organization-template.ts';
import { createLocalRateLimiter } from '../../services/rate-limiter.ts';
import { MessageRateLimitedError } from '../../services/verification-codes.ts';

const idParams = z.object({ id: pathIdGuard });
const tags = ['Organization invitations'];

/** A recipient past its invitation e-mail budget is told when to try again (`Retry-After`). */
const withRetryAfter = async <T>(ctx: Context, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MessageRateLimitedError)
      ctx.set('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
};

/**
 * The answers these routes give for the refusals of the invitation rules, as Logto gives them:
 * 422 `request.invalid_input` (with the reason) and 422 `entity.relation_foreign_key_not_found`.
 */
const answeringRefusals = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvitationStateError)
      throw new ApiError('request.invalid_input', {
        status: 422,
        data: { details: error.details },
      });
    if (error instanceof UnknownRelatedIdsError)
      throw new ApiError('entity.relation_foreign_key_not_found', {
        status: 422,
        data: { ids: error.ids },
      });
    throw error;
  }
};

/** `/api/organization-invitations`: invite by e-mail with roles; accept, revoke, expire. */
export const registerOrganizationInvitationsRoutes: ManagementArea = (routes, app) => {
  // Small test apps have no shared counters; they count in this process.
  const limiter = app.rateLimiter ?? createLocalRateLimiter();
  routes.get(
    '/organization-invitations',
    {
      query: organizationInvitationsQueryGuard,
      response: z.array(organizationInvitationDetailGuard),
      status: 200,
      tags,
      summary: 'List invitations, by organization, inviter or invitee',
    },
    async (ctx, { query, tenant }) => {
      ctx.body = await tenant.transaction((tx) => listInvitations(tx, query));
    },
  );

  routes.post(
    '/organization-invitations',
    {
      body: createOrganizationInvitationBodyGuard,
      response: organizationInvitationDetailGuard,
      status: [201, 422, 429, 501],
      tags,
      summary: 'Invite someone to an organization, optionally by e-mail (messagePayload)',
    },
    async (ctx, { body, tenant }) => {
      if (body.expiresAt <= Date.now())
        throw new ApiError('request.invalid_input', {
          status: 400,
          data: { details: 'The value of `expiresAt` must be in the future.' },
        });
      ctx.body = await withRetryAfter(ctx, () =>
        answeringRefusals(() =>
          createInvitation(tenant, app.secretBox, body, { limiter, tenantId: tenant.id }),
        ),
      );
      ctx.status = 201;
    },
  );

  routes.get(
    '/organization-invitations/:id',
    {
      params: idParams,
      response: organizationInvitationDetailGuard,
      status: [200, 404],
      tags,
      summary: 'Get an invitation with the roles it gives',
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => readInvitation(tx, params.id));
    },
  );

  routes.delete(
    '/organization-invitations/:id',
    {
      params: idParams,
      status: [204, 404],
      tags,
      summary: 'Delete an invitation',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeInvitation(tx, params.id));
      ctx.status = 204;
    },
  );

  routes.post(
    '/organization-invitations/:id/message',
    {
      params: idParams,
      body: invitationMessagePayloadGuard,
      status: [204, 404, 429, 501],
      tags,
      summary: 'Send the invitation e-mail again',
    },
    async (ctx, { params, body, tenant }) => {
      await withRetryAfter(ctx, () =>
        resendInvitationMessage(tenant, app.secretBox, params.id, body, {
          limiter,
          tenantId: tenant.id,
        }),
      );
      ctx.status = 204;
    },
  );

  routes.put(
    '/organization-invitations/:id/status',
    {
      params: idParams,
      body: organizationInvitationStatusBodyGuard,
      response: organizationInvitationDetailGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Accept (adding the user to the organization) or revoke a pending invitation',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await answeringRefusals(() =>
        tenant.transaction((tx) => updateInvitationStatus(tx, params.id, body)),
      );
    },
  );
};
