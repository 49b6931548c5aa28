import { createHash, timingSafeEqual } from 'node:crypto';
import { errors, type Provider } from 'oidc-provider';
import type { ClientStore } from './clients.ts';

type SecretComparer = (this: { clientId: string }, actual: string) => boolean | Promise<boolean>;

// Hashing first gives equal-length inputs, so the comparison time says nothing about the secret.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (expected: string, actual: string) =>
  timingSafeEqual(digest(expected), digest(actual));

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
    return true;
  };
};
