import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { updateSignInExperience } from '@gatehouse/server/src/queries/sign-in-experiences.ts';
import { hashPassword } from '@gatehouse/server/src/services/passwords.ts';
import { CookieJar, followUntil } from './browserless-flow.ts';
import { uniqueSuffix } from './management-fixtures.ts';
import type { RunningServer } from './server.ts';

/**
 * The upstream identity provider of social sign-in tests: the `admin` tenant of the same
 * Gatehouse, a real OpenID Connect provider on its own port with its own keys and users. The
 * `default` tenant signs people in "with" it through a social connector.
 */
export const upstreamTenant = 'admin';

/** A confidential web client of the upstream tenant whose redirect URIs are the callbacks. */
export const registerUpstreamClient = async (server: RunningServer, redirectUris: string[]) => {
  const client = { clientId: `rp-${uniqueSuffix()}`, clientSecret: `secret-${uniqueSuffix()}` };
  await withTenant(server.gatehouse.context.database.db, upstreamTenant, async (tx) => {
    // A fresh admin tenant only registers its first account; the upstream must sign people in,
    // as it does once that account exists.
    await updateSignInExperience(tx, { signInMode: 'SignIn' });
    await tx.insert(applications).values({
      tenantId: upstreamTenant,
      id: client.clientId,
      name: 'Downstream Gatehouse',
      secret: server.gatehouse.context.secretBox.seal(client.clientSecret),
      type: 'Traditional',
      oidcClientMetadata: { redirectUris, postLogoutRedirectUris: [] },
    });
  });
  return { ...client, issuer: `${server.adminUrl}/oidc` };
};

/** A person of the upstream tenant, with a password and a (verified) e-mail address. */
export const createUpstreamUser = async (server: RunningServer, email: string) => {
  const person = { username: `up_${uniqueSuffix()}`, password: `Pw-${uniqueSuffix()}-x9!` };
  const digest = await hashPassword(person.password);
  const id = uniqueSuffix().slice(0, 12);
  await withTenant(server.gatehouse.context.database.db, upstreamTenant, (tx) =>
    tx.insert(users).values({
      tenantId: upstreamTenant,
      id,
      username: person.username,
      primaryEmail: email,
      passwordEncrypted: digest.encrypted,
      passwordEncryptionMethod: digest.method,
    }),
  );
  return { ...person, id, email };
};

export type ExperienceAnswer = {
  status: number;
  body: Record<string, unknown> & { code?: string };
};

/**
 * One browser's sign-in at a tenant, without a browser: follows the authorization request to
 * the sign-in page keeping cookies, then calls the Experience API as the page would, answering
 * every status (the tests look at the errors too).
 */
export const openSignInPage = async (authorizationUrl: string) => {
  const jar = new CookieJar();
  const page = await followUntil(jar, authorizationUrl, (url) =>
    ['/sign-in', '/register'].includes(url.pathname),
  );
  const call = async (method: string, path: string, body?: unknown): Promise<ExperienceAnswer> => {
    const response = await fetch(new URL(path, page), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, body: isJson && text ? JSON.parse(text) : {} };
  };
  /** Follows the submission's `redirectTo` back to the client; the URL carries the code. */
  const finish = (redirectTo: string, clientRedirectUri: string) =>
    followUntil(jar, redirectTo, (url) => url.href.startsWith(clientRedirectUri));
  return { page, call, finish };
};
