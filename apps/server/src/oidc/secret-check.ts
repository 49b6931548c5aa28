import { createHash, timingSafeEqual } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { ClientStore } from './clients.ts';

type SecretComparer = (this: { clientId: string }, actual: string) => boolean | Promise<boolean>;

// Hashing first gives equal-length inputs, so the comparison time says nothing about the secret.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (expected: string, actual: string) =>
  timingSafeEqual(digest(expected), digest(actual));

/** The `application_secrets` entry a request authenticated with, per request context. */
const usedSecrets = new WeakMap<object, { name: string }>();

/**
 * The named secret (of `application_secrets`) the client of this request authenticated with, for
 * the audit log (`applicationSecret.name`); undefined for the legacy secret or no secret.
 */
export const usedApplicationSecretOf = (ctx: object) => usedSecrets.get(ctx);

/**
 * Lets a confidential client authenticate with any of its `application_secrets` besides the legacy
 * `applications.secret` oidc-provider knows (Logto swaps them the same way). An expired secret is
 * refused with 400 invalid_request "client secret has expired" (contract/oidc.md).
 */
export const installSecretCheck = (provider: Provider, clients: ClientStore): void => {
  // Patches an oidc-provider internal (the per-provider Client class' compareClientSecret):
  // oidc-provider-internals.test.ts pins its shape and the exact oidc-provider version.
  const prototype = (
    provider.Client as unknown as { prototype: { compareClientSecret: SecretComparer } }
  ).prototype;
  const compareLegacy = prototype.compareClientSecret;

  prototype.compareClientSecret = async function compareClientSecret(actual) {
    if (await compareLegacy.call(this, actual)) return true;
    const match = clients
      .peek(this.clientId)
      ?.secrets.find(({ value }) => sameSecret(value, actual));
    if (!match) return false;
    if (match.expiresAt && match.expiresAt.getTime() <= Date.now()) {
      throw new errors.InvalidRequest('client secret has expired');
    }
    // oidc-provider runs each request in an AsyncLocalStorage holding its Koa context.
    const ctx = Provider.ctx;
    if (ctx) usedSecrets.set(ctx, { name: match.name });
    return true;
  };
};
