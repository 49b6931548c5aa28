import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import {
  errors,
  type FindAccount,
  type KoaContextWithOIDC,
  type Provider,
  type ResourceServer,
} from 'oidc-provider';
import type { ClientStore } from './clients.ts';

/** RFC 8693 grant type (contract/oidc.md "Token exchange"). */
export const tokenExchangeGrant = 'urn:ietf:params:oauth:grant-type:token-exchange';
const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';
const parameters = [
  'subject_token',
  'subject_token_type',
  'actor_token',
  'actor_token_type',
  'organization_id',
  'scope',
  'resource',
];

export type TokenExchangeSources = {
  clients: ClientStore;
  findAccount: FindAccount;
  getResourceServerInfo: (ctx: KoaContextWithOIDC, indicator: string) => Promise<ResourceServer>;
  defaultResource: () => Promise<string | undefined>;
  /** The tenant's public signing keys and issuer, to verify JWT subject tokens. */
  publicKeys: JWK[];
  issuer: string;
};

type Subject = { accountId: string; clientId: string };

const invalidGrant = (description: string) => new errors.InvalidGrant(description);

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Token exchange as Logto answers it (contract/oidc.md), for subject tokens of type
 * `urn:ietf:params:oauth:token-type:access_token` that this tenant issued to a user through a
 * first-party application (opaque or JWT). The client must have `allowTokenExchange` (clients.ts
 * then lists the grant); the answer is a resource access token for the same user, scoped by the
 * user's roles: `{access_token, expires_in, scope, token_type}`, no refresh or ID token.
 *
 * Not supported yet (refused with invalid_request): impersonation tokens (`sub_…`, from
 * `POST /api/subject-tokens`), personal access tokens, `actor_token`, `organization_id`.
 */
export const installTokenExchange = (provider: Provider, sources: TokenExchangeSources): void => {
  const keys = createLocalJWKSet({ keys: sources.publicKeys });

  const subjectOfJwt = async (token: string): Promise<Subject | undefined> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: sources.issuer,
        typ: 'at+jwt',
      });
      const accountId = text(payload.sub);
      const clientId = text(payload.client_id);
      // A client-credentials token has the client itself as subject: no user to act for.
      if (!accountId || !clientId || accountId === clientId) return undefined;
      return { accountId, clientId };
    } catch {
      return undefined;
    }
  };

  const subjectOf = async (token: string): Promise<Subject | undefined> => {
    if (token.split('.').length === 3) return subjectOfJwt(token);
    const found = await provider.AccessToken.find(token);
    if (!found || found.isExpired || !found.accountId || !found.clientId) return undefined;
    return { accountId: found.accountId, clientId: found.clientId };
  };

  provider.registerGrantType(
    tokenExchangeGrant,
    async (ctx: KoaContextWithOIDC) => {
      const params = ctx.oidc.params as Record<string, unknown>;
      const subjectToken = text(params.subject_token);
      const subjectTokenType = text(params.subject_token_type);
      if (!subjectToken)
        throw new errors.InvalidRequest('missing required parameter: subject_token');
      if (!subjectTokenType) {
        throw new errors.InvalidRequest('missing required parameter: subject_token_type');
      }
      if (subjectTokenType !== accessTokenType || subjectToken.startsWith('sub_')) {
        throw new errors.InvalidRequest('unsupported subject token type');
      }
      if (text(params.actor_token))
        throw new errors.InvalidRequest('actor tokens are not supported');
      if (text(params.organization_id)) {
        throw new errors.InvalidRequest('organization tokens are not supported for token exchange');
      }

      const subject = await subjectOf(subjectToken);
      if (!subject) throw invalidGrant('invalid subject token');
      const issuedTo = await sources.clients.load(subject.clientId);
      if (!issuedTo || issuedTo.isThirdParty) {
        throw invalidGrant('the subject token was not issued to a first-party application');
      }
      const account = await sources.findAccount(ctx, subject.accountId);
      if (!account) throw invalidGrant('user not found');
      ctx.oidc.entity('Account', account);

      const resources = params.resource;
      if (Array.isArray(resources)) {
        throw new errors.InvalidTarget('only a single resource indicator value is supported');
      }
      const indicator = text(resources) ?? (await sources.defaultResource());
      if (!indicator) throw new errors.InvalidTarget('resource indicator is missing');
      const info = await sources.getResourceServerInfo(ctx, indicator);
      const resourceServer = new provider.ResourceServer(indicator, info);

      const available = resourceServer.scopes;
      const requested = text(params.scope)?.split(' ');
      const scope = (requested ?? [...available])
        .filter((item) => item && available.has(item))
        .join(' ');

      const token = new provider.AccessToken({
        accountId: subject.accountId,
        client: ctx.oidc.client!,
        gty: 'token_exchange',
        scope: scope || undefined,
      } as ConstructorParameters<Provider['AccessToken']>[0]);
      token.resourceServer = resourceServer;
      ctx.oidc.entity('AccessToken', token);
      const value = await token.save();
      ctx.body = {
        access_token: value,
        expires_in: token.expiration,
        scope: token.scope ?? '',
        token_type: token.tokenType,
      };
    },
    parameters,
  );
};
