import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, with its default and meaning.
 * `npm run env:docs` renders this table into the README, so the description is the documentation.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
  .pipe(z.url().optional());

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe(
      '`development` shows stack traces and the dev-features banner; `test` is used by the test suites.',
    ),
  GATEHOUSE_EDITION: z
    .enum(['oss', 'cloud'])
    .default('oss')
    .describe(
      '`oss` (self-hosted: tenants `default` + `admin`) or `cloud` (many tenants, billing).',
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3001)
    .describe('Port of the user tenants (OIDC, management API, sign-in app).'),
  ADMIN_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .describe('Port of the admin tenant and the console.'),
  HOST: z.string().default('0.0.0.0').describe('Interface both ports listen on.'),
  ENDPOINT: optionalUrl.describe(
    'Public URL of the main port (issuer base of the user tenants). Default `http://localhost:$PORT`.',
  ),
  ADMIN_ENDPOINT: optionalUrl.describe(
    'Public URL of the admin port (console, admin issuer). Default `http://localhost:$ADMIN_PORT`.',
  ),
  DATABASE_URL: z
    .string()
    .optional()
    .describe(
      'PostgreSQL connection string (`postgres://user@host:5432/db`). Unset: the embedded PGlite database in `DATA_DIR`.',
    ),
  DATA_DIR: z
    .string()
    .default('.data')
    .describe(
      'Directory of the embedded PGlite database (used only without `DATABASE_URL`) and of the generated `encryption.key` (used only without `GATEHOUSE_ENCRYPTION_KEY`).',
    ),
  GATEHOUSE_ENCRYPTION_KEY: z
    .string()
    .optional()
    .describe(
      'Keys that encrypt secrets at rest (client secrets, signing and cookie keys, connector settings, tenant database logins): base64 of 32 bytes each, comma-separated; the first encrypts, all decrypt (rotation: README "Secrets at rest"). Unset: `$DATA_DIR/encryption.key`, generated on first start.',
    ),
  REDIS_URL: z
    .string()
    .optional()
    .describe(
      'Redis URL (`redis://127.0.0.1:6379`). When set, caches are invalidated across server nodes through Redis pub/sub.',
    ),
  REDIS_PREFIX: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined)
    .describe(
      'Namespace of the Redis channels, so deployments sharing one Redis do not hear each other. Default: `gatehouse:` and the database (host, port and name of `DATABASE_URL`, or the PGlite data directory); set the same value on every node of a deployment.',
    ),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(0)
    .default(60)
    .describe(
      'Password and code attempts (`POST /api/experience/verification/*`) one client IP may make per window; more answer 429 `request.rate_limited` with `Retry-After`, before any password is hashed. Counted in Redis across nodes when `REDIS_URL` is set, per process otherwise. `0` turns the limit off.',
    ),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .describe('Length in seconds of the window `SIGN_IN_RATE_LIMIT` counts in.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Minimum level of the JSON logs written to stdout.'),
  REFRESH_TOKEN_REUSE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(10)
    .describe(
      'Seconds a rotated refresh token may still be redeemed (two tabs or two resources refreshing at once); reuse after that revokes the whole grant. 0 disables the grace.',
    ),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1_048_576)
    .describe(
      'Largest accepted JSON request body in bytes (default 1 MiB); larger bodies get 413 `request.payload_too_large`.',
    ),
  TRUST_PROXY_HEADER: booleanish.describe(
    'Trust `X-Forwarded-*` headers (set behind a reverse proxy).',
  ),
  BOOTSTRAP_CLIENT_ID: z
    .string()
    .regex(/^[\w-]{1,21}$/)
    .optional()
    .describe(
      'With `BOOTSTRAP_CLIENT_SECRET`, at first seed creates a machine-to-machine app of tenant `default` with these credentials and the management API access role.',
    ),
  BOOTSTRAP_CLIENT_SECRET: z
    .string()
    .min(16)
    .max(64)
    .optional()
    .describe('Secret of the bootstrap machine-to-machine app (16–64 characters).'),
  PWNED_PASSWORDS_URL: optionalUrl
    .default('https://api.pwnedpasswords.com')
    .describe('Base URL of the breached-password range API (`/range/{prefix}`).'),
  PWNED_PASSWORDS_FAILURE: z
    .enum(['allow', 'deny'])
    .default('allow')
    .describe(
      'What a new password gets when the breached-password service cannot answer (down, time-out, error status): `allow` accepts it unchecked, `deny` refuses it as breached (422 `password_rejected.pwned`). Each occurrence logs a warning.',
    ),
  CAPTCHA_TURNSTILE_VERIFY_URL: optionalUrl
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    .describe(
      "Cloudflare Turnstile's siteverify endpoint, where captcha tokens of `PUT /api/experience` are checked (tests point it at a local server).",
    ),
  CAPTCHA_RECAPTCHA_ENTERPRISE_URL: optionalUrl
    .default('https://recaptchaenterprise.googleapis.com')
    .describe(
      'Base URL of the reCAPTCHA Enterprise API (`/v1/projects/{projectId}/assessments`), where captcha tokens are assessed.',
    ),
  CAPTCHA_TURNSTILE_SCRIPT_URL: optionalUrl
    .default('https://challenges.cloudflare.com/turnstile/v0/api.js')
    .describe(
      "The script the sign-in page loads to show Cloudflare Turnstile; its origin is allowed in the sign-in pages' Content-Security-Policy (tests serve a stand-in).",
    ),
  CAPTCHA_RECAPTCHA_ENTERPRISE_SCRIPT_URL: optionalUrl
    .default('https://www.google.com/recaptcha/enterprise.js')
    .describe(
      "The script the sign-in page loads to run reCAPTCHA Enterprise (a provider's `domain` setting replaces its host); its origin is allowed in the sign-in pages' Content-Security-Policy.",
    ),
  RELEASE_INFO_URL: optionalUrl.describe(
    'URL of a JSON file `{"latestRelease":"v1.2.3"}` the console reads to show the new-version dot. Unset: no check.',
  ),
  DEV_FEATURES_ENABLED: booleanish.describe(
    'Turns on features still in development (also shows the console banner).',
  ),
  CONSOLE_DIST: z
    .string()
    .optional()
    .describe('Directory of the built console (default `apps/console/dist`).'),
  SIGN_IN_DIST: z
    .string()
    .optional()
    .describe('Directory of the built sign-in app (default `apps/sign-in/dist`).'),
  LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .default(90)
    .describe(
      'Days audit logs are kept before an hourly job deletes them; `0` keeps them forever.',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe(
      'Longest a shutdown (SIGTERM, SIGINT, SIGHUP) takes: in-flight requests get all of it but the last 2 s, which close the database and Redis; then the process exits regardless.',
    ),
});

export type RawEnv = z.infer<typeof envSchema>;

export type Env = RawEnv & {
  endpoint: string;
  adminEndpoint: string;
  isProduction: boolean;
  isDevelopment: boolean;
  repoRoot: string;
};

/** The repository root, from `src/` and from the bundle in `dist/` alike (both three levels deep). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses `process.env` (or an override in tests); throws a readable message on bad values. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.BOOTSTRAP_CLIENT_ID) !== Boolean(env.BOOTSTRAP_CLIENT_SECRET)) {
    throw new Error(
      'Invalid environment:\n  BOOTSTRAP_CLIENT_ID and BOOTSTRAP_CLIENT_SECRET must be set together',
    );
  }
  return {
    ...env,
    endpoint: env.ENDPOINT ?? `http://localhost:${env.PORT}`,
    adminEndpoint: env.ADMIN_ENDPOINT ?? `http://localhost:${env.ADMIN_PORT}`,
    isProduction: env.NODE_ENV === 'production',
    isDevelopment: env.NODE_ENV === 'development',
    repoRoot,
  };
};
