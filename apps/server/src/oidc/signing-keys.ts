import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { StoredCookieKey, StoredPrivateKey } from '../db/oidc-keys.ts';
import type { SecretBox } from '../db/secret-box.ts';

/** JWS algorithms the provider may sign with (EdDSA deliberately off, as in Logto). */
export const signingAlgorithms = ['RS256', 'PS256', 'ES256', 'ES384', 'ES512'];

const curveAlgorithms: Record<string, string> = {
  prime256v1: 'ES256',
  'P-256': 'ES256',
  secp384r1: 'ES384',
  'P-384': 'ES384',
  secp521r1: 'ES512',
  'P-521': 'ES512',
};

const algorithmOf = (key: KeyObject): string => {
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  if (key.asymmetricKeyType === 'ec') {
    const alg = curveAlgorithms[key.asymmetricKeyDetails?.namedCurve ?? ''];
    if (alg) return alg;
  }
  throw new Error(`unsupported signing key type ${key.asymmetricKeyType ?? 'unknown'}`);
};

export type SigningJwk = JsonWebKey & { kid: string; alg: string; use: 'sig' };

/** A stored PKCS#8 PEM key as the private JWK oidc-provider signs with; `kid` is the stored id. */
export const toSigningJwk = (stored: StoredPrivateKey): SigningJwk => {
  const key = createPrivateKey(stored.value);
  return { ...key.export({ format: 'jwk' }), kid: stored.id, alg: algorithmOf(key), use: 'sig' };
};

/**
 * Validates the `oidc.privateKeys` config value and opens each key (sealed at rest); the first
 * key is the current one.
 */
export const readPrivateKeys = (value: unknown, secrets: SecretBox): StoredPrivateKey[] => {
  const keys = Array.isArray(value)
    ? value.filter(
        (item): item is StoredPrivateKey =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.id === 'string' &&
          typeof item.value === 'string',
      )
    : [];
  if (keys.length === 0)
    throw new Error('the tenant has no OIDC signing key (configs oidc.privateKeys)');
  return keys.map((key) => ({ ...key, value: secrets.open(key.value) }));
};

/** The `oidc.cookieKeys` config value as oidc-provider takes it: opened, the first one signing. */
export const readCookieKeys = (value: unknown, secrets: SecretBox): string[] => {
  const keys = Array.isArray(value)
    ? value
        .filter(
          (item): item is StoredCookieKey =>
            typeof item === 'object' && item !== null && typeof item.value === 'string',
        )
        .map((item) => secrets.open(item.value))
    : [];
  if (keys.length === 0) throw new Error('the tenant has no cookie key (configs oidc.cookieKeys)');
  return keys;
};
