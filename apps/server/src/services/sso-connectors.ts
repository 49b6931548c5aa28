import { generateStandardId } from '@gatehouse/schemas';
import type {
  CreateSsoConnectorBody,
  UpdateSsoConnectorBody,
} from '@gatehouse/schemas/api/sso-connectors';
import type { SsoProvider } from '../connectors/sso/sso-kit.ts';
import { findSsoProvider } from '../connectors/sso/sso-providers.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deleteSsoConnector,
  findSsoConnectorById,
  findSsoConnectorByName,
  insertSsoConnector,
  type SsoConnectorPatch,
  type SsoConnectorRow,
  updateSsoConnector,
} from '../queries/sso-connectors.ts';
import { deleteSsoTokenSecretsOfConnector } from '../queries/sso-token-secrets.ts';
import { assertFound, DomainError } from './domain-error.ts';

/** Config keys stored sealed (decision 010); everything else of a config is not secret. */
const secretKeys = ['clientSecret'] as const;

export const sealSsoConfig = (box: SecretBox, config: Record<string, unknown>) => {
  const sealed = { ...config };
  for (const key of secretKeys) {
    if (typeof sealed[key] === 'string' && sealed[key] !== '') sealed[key] = box.seal(sealed[key]);
  }
  return sealed;
};

export const openSsoConfig = (box: SecretBox, config: Record<string, unknown>) => {
  const opened = { ...config };
  for (const key of secretKeys) {
    if (typeof opened[key] === 'string' && opened[key] !== '') opened[key] = box.open(opened[key]);
  }
  return opened;
};

/**
 * Public e-mail domains: a connector may not claim them, or every person with such an address
 * would be sent to one company's IdP (Logto refuses them the same way).
 */
const publicEmailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'yandex.ru',
  'mail.ru',
  'gmx.de',
  'web.de',
]);
const domainPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** Lower-cased, checked domains: no public e-mail domain (422), no duplicate (422). */
export const normalizeSsoDomains = (domains: readonly string[]) => {
  const normalized = domains.map((domain) => domain.trim().toLowerCase());
  for (const domain of normalized) {
    if (!domainPattern.test(domain)) throw new DomainError('single_sign_on.invalid_domain_format');
    if (publicEmailDomains.has(domain)) throw new DomainError('single_sign_on.forbidden_domains');
  }
  if (new Set(normalized).size !== normalized.length) {
    throw new DomainError('single_sign_on.duplicated_domains');
  }
  return normalized;
};

/**
 * A config as the management API may save it: possibly incomplete (the console creates a
 * connector first and configures it later), but every key it has must be of the right type.
 */
const checkPartialConfig = (provider: SsoProvider, config: Record<string, unknown>) => {
  const guard = provider.configGuard as unknown as {
    safeParse: (value: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; code: string }[] };
    };
  };
  const result = guard.safeParse(config);
  if (result.success) return;
  // Only issues about keys the config has (wrong type) count; missing keys are allowed.
  const wrong = result.error?.issues.filter(
    ({ path, code }) =>
      path.length > 0 &&
      code !== 'custom' &&
      (config as Record<PropertyKey, unknown>)[path[0] as PropertyKey] !== undefined,
  );
  if (wrong && wrong.length > 0) {
    throw new DomainError('connector.invalid_config_guard', { data: { issues: wrong } });
  }
};

const assertNameFree = async (tx: TenantTx, connectorName: string, exceptId?: string) => {
  const taken = await findSsoConnectorByName(tx, connectorName);
  if (taken && taken.id !== exceptId) {
    throw new DomainError('single_sign_on.duplicate_connector_name');
  }
};

export const requireSsoConnector = async (tx: TenantTx, id: string) => {
  const row = await findSsoConnectorById(tx, id);
  assertFound(row, 'sso_connector', id);
  return row;
};

/** The provider of a stored connector; a row of an unknown provider is a server fault. */
export const providerOfRow = (row: SsoConnectorRow): SsoProvider => {
  const provider = findSsoProvider(row.providerName);
  if (!provider)
    throw new DomainError('connector.not_found', { data: { providerName: row.providerName } });
  return provider;
};

/** Only an OIDC IdP hands tokens over; a SAML assertion has none to keep. */
const assertTokenStorageSupported = (provider: SsoProvider, enable: boolean | undefined) => {
  if (enable && provider.providerType !== 'oidc')
    throw new DomainError('connector.token_storage_not_supported');
};

export const createSsoConnector = async (
  tx: TenantTx,
  box: SecretBox,
  provider: SsoProvider,
  body: CreateSsoConnectorBody,
) => {
  await assertNameFree(tx, body.connectorName);
  const config = body.config ?? {};
  checkPartialConfig(provider, config);
  assertTokenStorageSupported(provider, body.enableTokenStorage);
  return insertSsoConnector(tx, {
    id: generateStandardId(),
    providerName: provider.providerName,
    connectorName: body.connectorName,
    config: sealSsoConfig(box, config),
    domains: normalizeSsoDomains(body.domains ?? []),
    branding: body.branding ?? {},
    syncProfile: body.syncProfile ?? false,
    enableTokenStorage: body.enableTokenStorage ?? false,
  });
};

export const patchSsoConnector = async (
  tx: TenantTx,
  box: SecretBox,
  id: string,
  body: UpdateSsoConnectorBody,
) => {
  const row = await requireSsoConnector(tx, id);
  const patch: SsoConnectorPatch = {};
  if (body.connectorName !== undefined && body.connectorName !== row.connectorName) {
    await assertNameFree(tx, body.connectorName, id);
    patch.connectorName = body.connectorName;
  }
  if (body.config !== undefined) {
    // A PATCH merges the config, as Logto does: the console sends only the fields it edits.
    const merged = { ...openSsoConfig(box, row.config), ...body.config };
    checkPartialConfig(providerOfRow(row), merged);
    patch.config = sealSsoConfig(box, merged);
  }
  if (body.domains !== undefined) patch.domains = normalizeSsoDomains(body.domains);
  if (body.branding !== undefined) patch.branding = body.branding;
  if (body.syncProfile !== undefined) patch.syncProfile = body.syncProfile;
  if (body.enableTokenStorage !== undefined) {
    assertTokenStorageSupported(providerOfRow(row), body.enableTokenStorage);
    patch.enableTokenStorage = body.enableTokenStorage;
    // Switched off: the tokens kept so far go now, not at the users' next sign-in.
    if (!body.enableTokenStorage) await deleteSsoTokenSecretsOfConnector(tx, id);
  }
  const updated = await updateSsoConnector(tx, id, patch);
  assertFound(updated, 'sso_connector', id);
  return updated;
};

export const removeSsoConnector = async (tx: TenantTx, id: string) => {
  await requireSsoConnector(tx, id);
  await deleteSsoConnector(tx, id);
};
