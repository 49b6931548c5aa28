import { createPrivateKey } from 'node:crypto';
import { configs } from '@gatehouse/server/src/db/schema/index.ts';
import type { RunningServer } from '@gatehouse/server/src/server.ts';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';

/**
 * Signs a JWT with a tenant's real signing key, for cases a real client cannot produce
 * (expired tokens, foreign audiences). Tokens of the happy path come from /oidc/token.
 */
export const forgeToken = async (
  server: RunningServer,
  tenantId: string,
  claims: { sub: string; aud: string; scope: string; client_id?: string; expiresIn?: number },
) => {
  const { db } = server.gatehouse.context.database;
  const [row] = await db
    .select({ value: configs.value })
    .from(configs)
    .where(and(eq(configs.tenantId, tenantId), eq(configs.key, 'oidc.privateKeys')));
  const [key] = row!.value as { id: string; value: string }[];
  // Stored sealed (encryption at rest): opened with the server's own keys.
  const privateKey = createPrivateKey(server.gatehouse.context.secretBox.open(key!.value));
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = claims.expiresIn ?? 3600;
  return new SignJWT({ scope: claims.scope, client_id: claims.client_id ?? 'test-client' })
    .setProtectedHeader({ alg: 'ES384', kid: key!.id, typ: 'at+jwt' })
    .setIssuer(server.gatehouse.context.tenantUrls(tenantId).issuer)
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuedAt(expiresIn < 0 ? now + expiresIn - 60 : now)
    .setExpirationTime(now + expiresIn)
    .setJti(crypto.randomUUID())
    .sign(privateKey);
};

/** The raw answer of a client-credentials request to a tenant's real token endpoint. */
export const requestClientCredentials = async (
  issuerBase: string,
  credentials: { clientId: string; clientSecret: string },
  resource: string,
  scope = 'all',
) => {
  const response = await fetch(`${issuerBase}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope }),
  });
  const body = (await response.json()) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
  };
  return { status: response.status, body };
};

/** Client-credentials token from a tenant's real token endpoint. */
export const clientCredentialsToken = async (
  issuerBase: string,
  credentials: { clientId: string; clientSecret: string },
  resource: string,
  scope = 'all',
) => {
  const { status, body } = await requestClientCredentials(issuerBase, credentials, resource, scope);
  if (!body.access_token)
    throw new Error(`token request failed: ${status} ${JSON.stringify(body)}`);
  return body.access_token;
};
