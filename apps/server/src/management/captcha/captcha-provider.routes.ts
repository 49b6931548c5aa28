import {
  captchaProviderGuard,
  putCaptchaProviderBodyGuard,
} from '@gatehouse/schemas/api/account-center';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  removeCaptchaProvider,
  requireCaptchaProvider,
  saveCaptchaProvider,
} from '../../services/captcha.ts';

const tags = ['Captcha provider'];

/**
 * `GET/PUT/DELETE /api/captcha-provider`: the tenant's one captcha provider (Turnstile or
 * reCAPTCHA Enterprise). Its secret key is stored sealed and answered to the management API only.
 */
export const registerCaptchaProviderRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/captcha-provider',
    {
      response: captchaProviderGuard,
      status: [200, 404],
      tags,
      summary: 'Get the captcha provider',
    },
    async (ctx, { tenant }) => {
      ctx.body = await tenant.statement((tx) => requireCaptchaProvider(tx, app.secretBox));
    },
  );

  routes.put(
    '/captcha-provider',
    {
      body: putCaptchaProviderBodyGuard,
      response: captchaProviderGuard,
      status: 200,
      tags,
      summary: 'Set the captcha provider',
    },
    async (ctx, { body, tenant }) => {
      ctx.body = await tenant.transaction((tx) =>
        saveCaptchaProvider(tx, app.secretBox, body.config),
      );
    },
  );

  routes.delete(
    '/captcha-provider',
    { status: [204, 404], tags, summary: 'Remove the captcha provider' },
    async (ctx, { tenant }) => {
      await tenant.transaction((tx) => removeCaptchaProvider(tx));
      ctx.status = 204;
    },
  );
};
