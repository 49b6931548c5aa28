import { createdMfaVerificationResponseGuard } from '@gatehouse/schemas/api/experience-mfa';
import { createMfaVerificationBodyGuard } from '@gatehouse/schemas/api/users';
import type { ManagementArea } from '../../http/route-area.ts';
import { createManagedMfaVerification } from '../../services/managed-mfa.ts';
import { userIdParams } from './user-crud.routes.ts';

/**
 * `POST /users/{userId}/mfa-verifications` (listing and removal live with the identities routes):
 * binds a TOTP or backup codes for a user and answers the secret or codes once.
 */
export const registerUserMfaRoutes: ManagementArea = (routes, app) => {
  routes.post(
    '/users/:userId/mfa-verifications',
    {
      params: userIdParams,
      body: createMfaVerificationBodyGuard,
      response: createdMfaVerificationResponseGuard,
      status: [200, 404, 422],
      tags: ['Users'],
      summary: 'Bind a TOTP or backup codes for a user (the secret or codes are shown once)',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await createManagedMfaVerification(
        tenant,
        app.secretBox,
        params.userId,
        body,
        new URL(tenant.urls.endpoint).host,
      );
    },
  );
};
