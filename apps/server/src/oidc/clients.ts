import type { ClientMetadata } from 'oidc-provider';
import type { TenantInfo } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { SecretBox } from '../db/secret-box.ts';
import { withTenant } from '../db/tenant-scope.ts';
import {
  type ClientApplicationRow,
  type ClientSecretRow,
  findClientApplication,
  findClientSecrets,
} from '../queries/oidc-clients.ts';
import { type CustomClientMetadata, readCustomClientMetadata } from './custom-client-metadata.ts';
import { tokenExchangeGrant } from './token-exchange.ts';

/** An application as the OIDC layer sees it: provider metadata plus what only we interpret. */
export type ClientEntry = {
  metadata: ClientMetadata;
  type: ClientApplicationRow['type'];
  isThirdParty: boolean;
  custom: CustomClientMetadata;
  /** Secrets of `application_secrets`, accepted besides the legacy `client_secret`. */
  secrets: ClientSecretRow[];
  /** Origins allowed to call the token endpoints from a browser (clientBasedCORS). */
  corsOrigins: Set<string>;
};

export type ClientStore = {
  /** Loads (or returns the cached) entry; undefined for unknown client ids. */
  load: (clientId: string) => Promise<ClientEntry | undefined>;
  /** The cached entry of a client oidc-provider already found in this request (no I/O). */
  peek: (clientId: string) => ClientEntry | undefined;
  /** Drops one client (or, without an id, every client): the next request reads it again. */
  forget: (clientId?: string) => void;
};

const codeGrants = ['authorization_code', 'refresh_token'];
const deviceGrants = ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'];
const maxCachedClients = 2000;
/**
 * Entries are read again after this long even without a change on the bus: the last resort when
 * both the bus message and the cache-version bump of a change were lost (decision 003).
 */
const clientMaxAgeMs = 60_000;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const originOf = (uri: string) => URL.parse(uri)?.origin;

/** contract/oidc.md "Clients": application type → oidc-provider client metadata. */
const protocolMetadata = (
  row: ClientApplicationRow,
  custom: CustomClientMetadata,
): Partial<ClientMetadata> => {
  const metadata = typeMetadata(row, custom);
  // Every type may exchange tokens once `allowTokenExchange` is on (third-party apps cannot
  // have it: the management API refuses it for them).
  return custom.allowTokenExchange && !row.isThirdParty
    ? { ...metadata, grant_types: [...(metadata.grant_types ?? []), tokenExchangeGrant] }
    : metadata;
};

const typeMetadata = (
  row: ClientApplicationRow,
  custom: CustomClientMetadata,
): Partial<ClientMetadata> => {
  switch (row.type) {
    case 'Native':
      return custom.isDeviceFlow
        ? {
            application_type: 'native',
            token_endpoint_auth_method: 'none',
            grant_types: deviceGrants,
            response_types: [],
          }
        : {
            application_type: 'native',
            token_endpoint_auth_method: 'none',
            grant_types: codeGrants,
          };
    case 'SPA':
      return {
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: codeGrants,
      };
    case 'MachineToMachine':
      return {
        application_type: 'web',
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
      };
    default:
      return {
        application_type: 'web',
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: codeGrants,
      };
  }
};

export const toClientEntry = (
  row: ClientApplicationRow,
  secrets: ClientSecretRow[],
  extraUris: { redirectUris: string[]; postLogoutRedirectUris: string[] } = {
    redirectUris: [],
    postLogoutRedirectUris: [],
  },
): ClientEntry => {
  const oidc = row.oidcClientMetadata ?? {};
  const custom = readCustomClientMetadata(row.customClientMetadata);
  const redirectUris = [...new Set([...stringList(oidc.redirectUris), ...extraUris.redirectUris])];
  const postLogoutRedirectUris = [
    ...new Set([...stringList(oidc.postLogoutRedirectUris), ...extraUris.postLogoutRedirectUris]),
  ];
  const metadata: ClientMetadata = {
    client_id: row.id,
    // oidc-provider refuses an empty secret ("client_secret must be a non-empty string if
    // provided"): the built-in public clients (demo-app, account-center) have none.
    ...(row.secret ? { client_secret: row.secret } : {}),
    client_name: row.name,
    redirect_uris: redirectUris,
    post_logout_redirect_uris: postLogoutRedirectUris,
    ...(typeof oidc.backchannelLogoutUri === 'string'
      ? { backchannel_logout_uri: oidc.backchannelLogoutUri }
      : {}),
    ...(typeof oidc.backchannelLogoutSessionRequired === 'boolean'
      ? { backchannel_logout_session_required: oidc.backchannelLogoutSessionRequired }
      : {}),
    ...(typeof oidc.logoUri === 'string' ? { logo_uri: oidc.logoUri } : {}),
    ...protocolMetadata(row, custom),
  };
  const corsOrigins = new Set(
    [...custom.corsAllowedOrigins, ...redirectUris.map(originOf)].filter(
      (origin): origin is string => Boolean(origin),
    ),
  );
  return { metadata, type: row.type, isThirdParty: row.isThirdParty, custom, secrets, corsOrigins };
};

/** Built-in clients that exist in every user tenant without a row (contract/oidc.md). */
const builtInClient = (tenant: TenantInfo, clientId: string): ClientEntry | undefined => {
  if (tenant.isAdmin) return undefined;
  const { endpoint } = tenant.urls;
  const spa = (name: string, path: string, customClientMetadata: Record<string, unknown> = {}) =>
    toClientEntry(
      {
        id: clientId,
        name,
        secret: '',
        type: 'SPA',
        oidcClientMetadata: {
          redirectUris: [`${endpoint}${path}`],
          postLogoutRedirectUris: [`${endpoint}${path}`],
        },
        customClientMetadata,
        isThirdParty: false,
      },
      [],
    );
  if (clientId === 'demo-app') return spa('Live Preview', '/demo-app');
  if (clientId === 'account-center')
    return spa('Account Center', '/account', { alwaysIssueRefreshToken: true });
  return undefined;
};

export type ClientStoreOptions = {
  db: Database;
  tenant: TenantInfo;
  /** Origins of the admin port: the console's callback lives there (admin tenant only). */
  adminOrigins: () => string[];
  /** Opens the client secrets, sealed at rest; the cache holds them open for comparison. */
  secrets: SecretBox;
  /** The clock of the entries' maximum age (tests). */
  now?: () => number;
};

/**
 * Per-tenant, in-memory client cache in front of `applications`, so token requests never touch the
 * database for a known client. A `client` change on the bus drops that one client (provider-cache.ts
 * calls `forget`); oidc-provider asks the adapter for the client on every request, so the next
 * request sees the change without a new provider. Entries also expire after a minute.
 */
export const createClientStore = ({
  db,
  tenant,
  adminOrigins,
  secrets,
  now = Date.now,
}: ClientStoreOptions): ClientStore => {
  const cache = new Map<string, { at: number; value: Promise<ClientEntry | undefined> }>();
  const settled = new Map<string, ClientEntry>();

  const extraUrisFor = (clientId: string) => {
    if (!tenant.isAdmin || clientId !== 'admin-console') return undefined;
    const origins = [...new Set([...adminOrigins(), new URL(tenant.urls.endpoint).origin])];
    const base = (origin: string) =>
      origin === new URL(tenant.urls.endpoint).origin ? tenant.urls.endpoint : origin;
    return {
      redirectUris: origins.map((origin) => `${base(origin)}/console/callback`),
      postLogoutRedirectUris: origins.map((origin) => `${base(origin)}/console`),
    };
  };

  const fetchEntry = async (clientId: string) => {
    const found = await withTenant(db, tenant.id, async (tx) => {
      const row = await findClientApplication(tx, clientId);
      return row ? { row, secrets: await findClientSecrets(tx, clientId) } : undefined;
    });
    if (!found) return builtInClient(tenant, clientId);
    return toClientEntry(
      { ...found.row, secret: secrets.open(found.row.secret) },
      found.secrets.map((secret) => ({ ...secret, value: secrets.open(secret.value) })),
      extraUrisFor(clientId),
    );
  };

  return {
    load: (clientId) => {
      const cached = cache.get(clientId);
      if (cached && now() - cached.at < clientMaxAgeMs) return cached.value;
      // Unknown ids are cached too; a flood of random ids only costs a reset of the cache.
      if (cache.size >= maxCachedClients) {
        cache.clear();
        settled.clear();
      }
      // A read that was under way when the client was forgotten may have seen the old row: it
      // answers its own callers but is no longer the cached one, so it must not settle `peek`.
      const current = { at: now(), value: fetchEntry(clientId) };
      current.value.then(
        (entry) => {
          if (cache.get(clientId) !== current) return;
          if (entry) settled.set(clientId, entry);
          else settled.delete(clientId);
        },
        () => {
          if (cache.get(clientId) === current) cache.delete(clientId);
        },
      );
      cache.set(clientId, current);
      return current.value;
    },
    peek: (clientId) => settled.get(clientId),
    forget: (clientId) => {
      if (clientId === undefined) {
        cache.clear();
        settled.clear();
        return;
      }
      cache.delete(clientId);
      settled.delete(clientId);
    },
  };
};
