import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { customAlphabet } from 'nanoid';

// The OIDC key material a tenant stores in `configs`: seeded with the tenant, read by the provider.
// Each entry's `value` is sealed at rest (secrets-at-rest.ts seals what the seed writes plain).

/** A signing key as stored in `configs['oidc.privateKeys']`; the first entry is the current key. */
export type StoredPrivateKey = { id: string; value: string; createdAt: number };
/** A cookie key as stored in `configs['oidc.cookieKeys']`; the first signs, all verify. */
export type StoredCookieKey = { id: string; value: string; createdAt: number };

export const privateKeysConfigKey = 'oidc.privateKeys';
export const cookieKeysConfigKey = 'oidc.cookieKeys';
/** The configs whose entries' `value` is sealed at rest (db/secret-box.ts). */
export const sealedConfigKeys = [privateKeysConfigKey, cookieKeysConfigKey];

const keyId = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 21);

/** A new EC P-384 signing key (ES384, as Logto seeds), PKCS#8 PEM. */
export const generatePrivateKey = (): StoredPrivateKey => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  return {
    id: keyId(),
    value: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    createdAt: Math.floor(Date.now() / 1000),
  };
};

/** A new 32-character cookie signing key. */
export const generateCookieKey = (): StoredCookieKey => ({
  id: keyId(),
  value: randomBytes(24).toString('base64url'),
  createdAt: Math.floor(Date.now() / 1000),
});
