import { type CaptchaConfig, captchaConfigGuard } from '@gatehouse/schemas/api/account-center';
import type { AppContext } from '../context.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  type CaptchaProviderRow,
  deleteCaptchaProvider,
  findCaptchaProvider,
  upsertCaptchaProvider,
} from '../queries/captcha-providers.ts';
import { DomainError } from './domain-error.ts';

/** How long the provider's verify endpoint may take before the token counts as not verified. */
const verifyTimeoutMs = 10_000;

const toCaptchaProvider = (box: SecretBox, row: CaptchaProviderRow) => ({
  tenantId: row.tenantId,
  id: row.id,
  config: captchaConfigGuard.parse(JSON.parse(box.open(row.config))),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});
export type CaptchaProvider = ReturnType<typeof toCaptchaProvider>;

/** The tenant's provider with its configuration opened; `undefined` when none is set. */
export const findOpenCaptchaProvider = async (tx: TenantTx, box: SecretBox) => {
  const row = await findCaptchaProvider(tx);
  return row ? toCaptchaProvider(box, row) : undefined;
};

export const requireCaptchaProvider = async (tx: TenantTx, box: SecretBox) => {
  const provider = await findOpenCaptchaProvider(tx, box);
  if (!provider) throw new DomainError('entity.not_found');
  return provider;
};

/** Stores the configuration sealed (it carries the provider's secret key, decision 010). */
export const saveCaptchaProvider = async (tx: TenantTx, box: SecretBox, config: CaptchaConfig) =>
  toCaptchaProvider(
    box,
    await upsertCaptchaProvider(tx, crypto.randomUUID(), box.seal(JSON.stringify(config))),
  );

export const removeCaptchaProvider = async (tx: TenantTx) => {
  if (!(await deleteCaptchaProvider(tx))) throw new DomainError('entity.not_found');
};

type VerifyApp = Pick<AppContext, 'env' | 'logger'>;

/** Cloudflare Turnstile's siteverify: a form post answered `{ success: boolean }`. */
const verifyTurnstile = async (app: VerifyApp, secret: string, token: string) => {
  const response = await fetch(app.env.CAPTCHA_TURNSTILE_VERIFY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token }),
    signal: AbortSignal.timeout(verifyTimeoutMs),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { success?: unknown };
  return body.success === true;
};

/** The least risk score (0–1) a reCAPTCHA Enterprise assessment needs to pass. */
const recaptchaMinScore = 0.5;

/**
 * reCAPTCHA Enterprise's assessment: `POST {base}/v1/projects/{projectId}/assessments?key=…`,
 * a valid token with a score of at least `recaptchaMinScore` passes.
 */
const verifyRecaptchaEnterprise = async (
  app: VerifyApp,
  config: Extract<CaptchaConfig, { type: 'RecaptchaEnterprise' }>,
  token: string,
) => {
  const base = app.env.CAPTCHA_RECAPTCHA_ENTERPRISE_URL.replace(/\/$/, '');
  const url = new URL(`${base}/v1/projects/${encodeURIComponent(config.projectId)}/assessments`);
  url.searchParams.set('key', config.secretKey);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: { token, siteKey: config.siteKey } }),
    signal: AbortSignal.timeout(verifyTimeoutMs),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as {
    tokenProperties?: { valid?: unknown };
    riskAnalysis?: { score?: unknown };
  };
  const score = body.riskAnalysis?.score;
  return (
    body.tokenProperties?.valid === true &&
    (typeof score !== 'number' || score >= recaptchaMinScore)
  );
};

/**
 * Checks a captcha token with the provider's verify endpoint: 422 `session.captcha_required`
 * without a token, `session.captcha_failed` when the provider says no or cannot be reached.
 */
export const verifyCaptchaToken = async (
  app: VerifyApp,
  config: CaptchaConfig,
  token: string | undefined,
) => {
  if (!token) throw new DomainError('session.captcha_required');
  let passed = false;
  try {
    passed =
      config.type === 'Turnstile'
        ? await verifyTurnstile(app, config.secretKey, token)
        : await verifyRecaptchaEnterprise(app, config, token);
  } catch (error) {
    // Never the token or the secret: only why the provider could not answer.
    app.logger.warn(
      { type: config.type, message: (error as Error).message },
      'captcha verification failed to reach the provider',
    );
  }
  if (!passed) throw new DomainError('session.captcha_failed');
};
