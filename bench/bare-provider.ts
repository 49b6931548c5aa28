import { generateKeyPairSync } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';

/**
 * The baseline for token-rate.bench.ts: a bare oidc-provider (in-memory adapter) with one static
 * client-credentials client and one resource server issuing JWT access tokens, signed with the same
 * key type Gatehouse seeds (EC P-384, ES384). Configured from the environment; listens on 127.0.0.1.
 */
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const port = Number(required('PORT'));
const resource = required('RESOURCE');
const scope = required('SCOPE');

const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'bench', alg: 'ES384', use: 'sig' };

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: required('CLIENT_ID'),
      client_secret: required('CLIENT_SECRET'),
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [jwk] },
  // The only key is ES384, so ID-token signing must allow it (Gatehouse configures the same).
  clientDefaults: { id_token_signed_response_alg: 'ES384' },
  enabledJWA: { idTokenSigningAlgValues: ['ES384'] },
  // Same TTL rule as Gatehouse: the resource server's TTL (3600 s here).
  ttl: { ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 3600 },
  features: {
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => false,
      getResourceServerInfo: (_ctx, indicator) => {
        if (indicator !== resource) throw new errors.InvalidTarget();
        return {
          scope,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 3600,
          jwt: { sign: { alg: 'ES384' } },
        };
      },
    },
  },
});

const server = provider.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
