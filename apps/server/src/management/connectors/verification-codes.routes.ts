import {
  verificationCodeRequestGuard,
  verificationCodeVerifyGuard,
} from '@gatehouse/schemas/api/connectors';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  type CodeRecipient,
  sendVerificationCode,
  verifyVerificationCode,
} from '../../services/verification-codes.ts';

const tags = ['Verification codes'];

const recipientOf = (body: { email: string } | { phone: string }): CodeRecipient =>
  'email' in body ? { type: 'email', value: body.email } : { type: 'phone', value: body.phone };

/**
 * Codes sent and checked by the management API (contract "Verification codes"): purpose
 * `Generic`, bound to no sign-in interaction, language the tenant's.
 */
export const registerVerificationCodesRoutes: ManagementArea = (routes, app) => {
  routes.post(
    '/verification-codes',
    {
      body: verificationCodeRequestGuard,
      status: [204, 400, 422, 429, 501],
      tags,
      summary: 'Send a verification code by e-mail or SMS',
    },
    async (ctx, { body, tenant }) => {
      await sendVerificationCode(tenant, app.secretBox, {
        recipient: recipientOf(body),
        templateType: 'Generic',
      });
      ctx.status = 204;
    },
  );

  routes.post(
    '/verification-codes/verify',
    {
      body: verificationCodeVerifyGuard,
      status: [204, 400, 422],
      tags,
      summary: 'Check a verification code; a right code is consumed',
    },
    async (ctx, { body, tenant }) => {
      await verifyVerificationCode(tenant, {
        recipient: recipientOf(body),
        templateType: 'Generic',
        code: body.verificationCode,
      });
      ctx.status = 204;
    },
  );
};
