import {
  codeVerificationBodyGuard,
  passwordVerificationBodyGuard,
  verificationRecordCreatedGuard,
  verificationRecordIdGuard,
  verifyCodeVerificationBodyGuard,
  verifyWebAuthnRegistrationRecordBodyGuard,
  webAuthnRegistrationRecordCreatedGuard,
} from '@gatehouse/schemas/api/account-center';
import type { AuthResult } from '../http/management-auth.ts';
import type { RouteArea } from '../http/route-area.ts';
import {
  createCodeRecord,
  createPasswordRecord,
  verifyCodeRecord,
} from '../services/user-verification-records.ts';
import { relyingPartyOf } from '../services/webauthn.ts';
import {
  createWebAuthnRegistrationRecord,
  verifyWebAuthnRegistrationRecord,
} from '../services/webauthn-verification-records.ts';

const tags = ['Verifications'];

/**
 * `/api/verifications/*`: records that prove the signed-in user (password, or a code received)
 * for the Account API's sensitive changes, or hold a new WebAuthn key until it is bound. Records
 * are bound to the user and expire.
 */
export const registerVerificationsRoutes: RouteArea<AuthResult> = (routes, app) => {
  routes.post(
    '/verifications/password',
    {
      body: passwordVerificationBodyGuard,
      response: verificationRecordCreatedGuard,
      status: [201, 401, 403, 404, 422],
      tags,
      summary: "Verify the signed-in user's password",
    },
    async (ctx, { body, tenant, caller }) => {
      ctx.body = await createPasswordRecord(tenant, caller.id, body.password);
      ctx.status = 201;
    },
  );

  routes.post(
    '/verifications/verification-code',
    {
      body: codeVerificationBodyGuard,
      response: verificationRecordCreatedGuard,
      status: [201, 401, 403, 422, 429, 501],
      tags,
      summary: 'Send a verification code to an e-mail address or phone number',
    },
    async (ctx, { body, tenant, caller }) => {
      ctx.body = await createCodeRecord(tenant, app.secretBox, caller.id, body);
      ctx.status = 201;
    },
  );

  routes.post(
    '/verifications/verification-code/verify',
    {
      body: verifyCodeVerificationBodyGuard,
      response: verificationRecordIdGuard,
      status: [200, 401, 403, 501],
      tags,
      summary: 'Check the code of a verification-code record',
    },
    async (ctx, { body, tenant, caller }) => {
      ctx.body = await verifyCodeRecord(tenant, caller.id, {
        id: body.verificationId,
        identifier: body.identifier,
        code: body.code,
      });
    },
  );

  routes.post(
    '/verifications/web-authn/registration',
    {
      response: webAuthnRegistrationRecordCreatedGuard,
      status: [200, 401, 403],
      tags,
      summary: 'Start registering a WebAuthn key (passkey) for the signed-in user',
    },
    async (ctx, { tenant, caller }) => {
      ctx.body = await createWebAuthnRegistrationRecord(
        tenant,
        app.secretBox,
        caller.id,
        relyingPartyOf(tenant.urls.endpoint),
      );
    },
  );

  routes.post(
    '/verifications/web-authn/registration/verify',
    {
      body: verifyWebAuthnRegistrationRecordBodyGuard,
      response: verificationRecordIdGuard,
      status: [200, 400, 401, 403, 404],
      tags,
      summary: 'Verify the attestation of the new WebAuthn key',
    },
    async (ctx, { body, tenant, caller }) => {
      ctx.body = await verifyWebAuthnRegistrationRecord(tenant, app.secretBox, caller.id, {
        id: body.verificationRecordId,
        rp: relyingPartyOf(tenant.urls.endpoint),
        payload: body.payload,
        agent: ctx.get('user-agent'),
      });
    },
  );
};
