import { matchLanguage } from '@gatehouse/phrases/languages';
import { signInExperienceQueryGuard } from '@gatehouse/schemas/api/experience';
import { customPhraseLanguageTagGuard } from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import { passwordPolicyGuard } from '@gatehouse/schemas/sign-in-experience/password-policy.schema';
import { publicSignInExperienceGuard } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { resolveSignInPhrases } from '../services/custom-phrases.ts';
import { listPublicSsoConnectors } from '../services/enterprise-sso.ts';
import { listPublicSocialConnectors } from '../services/social-connectors.ts';
import { publicCaptchaOf } from './captcha-check.ts';
import { forgotPasswordChannels, readSignInExperience } from './tenant-sign-in-experience.ts';

/**
 * The language of the phrases answered without `lng`: the browser's first language the product
 * ships when the tenant detects it, else the tenant's fallback language.
 */
const negotiateLanguage = (
  acceptLanguage: string | undefined,
  languageInfo: { autoDetect: boolean; fallbackLanguage: string },
) => {
  if (languageInfo.autoDetect) {
    const requested = (acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim())
      .filter(Boolean);
    for (const tag of requested) {
      const match = matchLanguage(tag);
      if (match) return match;
    }
  }
  return languageInfo.fallbackLanguage;
};

/**
 * `GET /api/.well-known/sign-in-exp` (and its newer alias `/experience`): what the sign-in app
 * renders, with the social connectors the experience lists (enterprise SSO: none yet).
 * `organizationId` and `appId` are accepted for wire compatibility; per-organization and
 * per-application branding come later.
 */
export const registerWellKnownRoutes = (routes: GuardedRouter<undefined>, app: AppContext) => {
  for (const path of ['/.well-known/sign-in-exp', '/.well-known/experience']) {
    routes.get(
      path,
      {
        query: signInExperienceQueryGuard,
        response: publicSignInExperienceGuard,
        status: 200,
        summary: 'The public sign-in experience of the tenant',
        tags: ['Well-known'],
      },
      async (ctx, { tenant }) => {
        const { experience, tag } = await tenant.transaction(readSignInExperience);
        const { emailBlocklistPolicy, forgotPasswordMethods, ...rest } = experience;
        ctx.body = {
          ...rest,
          // The policy with its defaults filled in: `@logto/api`'s types require every part.
          passwordPolicy: passwordPolicyGuard.parse(rest.passwordPolicy),
          // The social connectors the experience lists, in its order (services/social-connectors.ts).
          socialConnectors: await tenant.transaction((tx) =>
            listPublicSocialConnectors(tx, experience.socialSignInConnectorTargets),
          ),
          // Enterprise SSO connectors, when the experience offers single sign-on.
          ssoConnectors: experience.singleSignOnEnabled
            ? await tenant.transaction(listPublicSsoConnectors)
            : [],
          // The channels the ForgotPassword flow accepts (tenant-sign-in-experience.ts), so the
          // page offers "Forgot password?" exactly when the flow would not refuse it.
          forgotPassword: await tenant.transaction(async (tx) => {
            const channels = await forgotPasswordChannels(tx, experience);
            return { email: channels.includes('email'), phone: channels.includes('phone') };
          }),
          isDevelopmentTenant: app.env.GATEHOUSE_EDITION === 'cloud' && tag === 'development',
          // The widget to show when the captcha policy is on and a provider is set: exactly when
          // `PUT /api/experience` asks for a token (experience/captcha-check.ts).
          ...(await publicCaptchaOf(app, tenant, experience)),
          customProfileFields: [],
        };
      },
    );
  }

  routes.get(
    '/.well-known/phrases',
    {
      query: z.object({ lng: z.string().max(64).optional() }),
      response: z.record(z.string(), z.unknown()),
      status: 200,
      summary:
        "The sign-in app's phrases in a language, the tenant's custom phrases merged over them",
      tags: ['Well-known'],
    },
    async (ctx, { query, tenant }) => {
      const phrases = await tenant.transaction(async (tx) => {
        const requested =
          query.lng ??
          negotiateLanguage(
            ctx.get('accept-language'),
            (await readSignInExperience(tx)).experience.languageInfo,
          );
        // A tag of the contract's list in its canonical spelling, else the closest built-in one.
        const parsed = customPhraseLanguageTagGuard.safeParse(requested);
        const language = parsed.success ? parsed.data : (matchLanguage(requested) ?? 'en');
        return { language, phrases: await resolveSignInPhrases(tx, language) };
      });
      ctx.set('Content-Language', phrases.language);
      ctx.body = phrases.phrases;
    },
  );
};
