import { generateStandardId } from '@gatehouse/schemas';
import type { CreateConnectorBody, UpdateConnectorBody } from '@gatehouse/schemas/api/connectors';
import type { ConnectorMetadata, ConnectorType } from '@gatehouse/schemas/entities/connector';
import { factoryIdsOfType, findConnectorDefinition } from '../connectors/connector-factories.ts';
import type { ConnectorDefinition } from '../connectors/connector-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  type ConnectorPatch,
  type ConnectorRow,
  deleteConnectors,
  findConnectorById,
  insertConnector,
  listConnectors,
  listConnectorsByFactories,
  updateConnector,
} from '../queries/connectors.ts';
import { assertFound, DomainError } from './domain-error.ts';

/** A connector's configuration is sealed at rest as JSON (decision 010). */
export const sealConnectorConfig = (box: SecretBox, config: Record<string, unknown>) =>
  box.seal(JSON.stringify(config));

export const openConnectorConfig = (box: SecretBox, stored: string) =>
  JSON.parse(box.open(stored)) as Record<string, unknown>;

/** Checks a configuration against its factory's schema: 400 `connector.invalid_config_guard`. */
export const parseConnectorConfig = (definition: ConnectorDefinition, config: unknown) => {
  const result = definition.configGuard.safeParse(config);
  if (!result.success)
    throw new DomainError('connector.invalid_config_guard', {
      data: {
        issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })),
      },
    });
  return result.data as Record<string, unknown>;
};

export const requireConnector = async (tx: TenantTx, id: string) => {
  const row = await findConnectorById(tx, id);
  assertFound(row, 'connector', id);
  return row;
};

/** The factory of a stored connector; a row of a factory this version lacks is a server fault. */
export const definitionOf = (row: ConnectorRow) => {
  const definition = findConnectorDefinition(row.connectorId);
  if (!definition)
    throw new DomainError('connector.not_found_with_connector_id', {
      interpolation: { connectorId: row.connectorId },
    });
  return definition;
};

/** Rows whose factory this version implements (others are skipped in lists). */
export const listKnownConnectors = async (tx: TenantTx) =>
  (await listConnectors(tx)).filter((row) => findConnectorDefinition(row.connectorId));

const assertMetadataAllowed = (
  definition: ConnectorDefinition,
  metadata: ConnectorMetadata | undefined,
) => {
  if (!definition.metadata.isStandard && metadata && Object.keys(metadata).length > 0)
    throw new DomainError('connector.cannot_overwrite_metadata_for_non_standard_connector');
};

const assertSocialOnlySettings = (
  definition: ConnectorDefinition,
  settings: { syncProfile?: boolean | undefined; enableTokenStorage?: boolean | undefined },
) => {
  if (settings.syncProfile && definition.metadata.type !== 'Social')
    throw new DomainError('connector.invalid_type_for_syncing_profile');
  if (settings.enableTokenStorage && !definition.metadata.isTokenStorageSupported)
    throw new DomainError('connector.token_storage_not_supported');
};

/** Two social connectors may not sign in to one target on one platform. */
const assertTargetFree = async (
  tx: TenantTx,
  definition: ConnectorDefinition,
  target: string,
  exceptId?: string,
) => {
  const others = (await listConnectors(tx)).filter((row) => row.id !== exceptId);
  const clash = others.some((row) => {
    const other = findConnectorDefinition(row.connectorId);
    if (other?.metadata.type !== 'Social') return false;
    const otherTarget = row.metadata.target ?? other.metadata.target;
    return otherTarget === target && other.metadata.platform === definition.metadata.platform;
  });
  if (clash) throw new DomainError('connector.multiple_target_with_same_platform');
};

/**
 * Adds a connector (contract `POST /api/connectors`). A tenant has one e-mail and one SMS
 * connector: adding another of that type replaces it, as Logto does.
 */
export const createConnector = async (tx: TenantTx, box: SecretBox, body: CreateConnectorBody) => {
  const definition = findConnectorDefinition(body.connectorId);
  if (!definition)
    throw new DomainError('connector.not_found_with_connector_id', {
      interpolation: { connectorId: body.connectorId },
    });
  const { metadata: factory } = definition;
  assertMetadataAllowed(definition, body.metadata);
  assertSocialOnlySettings(definition, body);
  const config = parseConnectorConfig(definition, body.config ?? {});

  if (body.id && (await findConnectorById(tx, body.id)))
    throw new DomainError('entity.unique_integrity_violation');
  if (factory.type === 'Social') {
    if (factory.isStandard) {
      if (!body.metadata?.target) throw new DomainError('connector.should_specify_target');
      await assertTargetFree(tx, definition, body.metadata.target);
    } else {
      if ((await listConnectorsByFactories(tx, [factory.id])).length > 0)
        throw new DomainError('connector.multiple_instances_not_supported');
      await assertTargetFree(tx, definition, factory.target);
    }
  }

  const replaced =
    factory.type === 'Social'
      ? []
      : await listConnectorsByFactories(tx, factoryIdsOfType(factory.type));
  const row = await insertConnector(tx, {
    id: body.id ?? generateStandardId(),
    connectorId: factory.id,
    config: sealConnectorConfig(box, config),
    metadata: body.metadata ?? {},
    syncProfile: body.syncProfile ?? false,
    enableTokenStorage: body.enableTokenStorage ?? false,
  });
  await deleteConnectors(
    tx,
    replaced.map(({ id }) => id),
  );
  return row;
};

/** Changes a connector's configuration, metadata or profile settings (contract `PATCH`). */
export const patchConnector = async (
  tx: TenantTx,
  box: SecretBox,
  id: string,
  body: UpdateConnectorBody,
) => {
  const row = await requireConnector(tx, id);
  const definition = definitionOf(row);
  assertMetadataAllowed(definition, body.metadata);
  assertSocialOnlySettings(definition, body);
  const patch: ConnectorPatch = {};
  if (body.config !== undefined)
    patch.config = sealConnectorConfig(box, parseConnectorConfig(definition, body.config));
  if (body.metadata !== undefined) {
    const metadata = { ...row.metadata, ...body.metadata };
    if (metadata.target && metadata.target !== row.metadata.target)
      await assertTargetFree(tx, definition, metadata.target, row.id);
    patch.metadata = metadata;
  }
  if (body.syncProfile !== undefined) patch.syncProfile = body.syncProfile;
  if (body.enableTokenStorage !== undefined) patch.enableTokenStorage = body.enableTokenStorage;
  const updated = await updateConnector(tx, row.id, patch);
  assertFound(updated, 'connector', id);
  return updated;
};

export const removeConnector = async (tx: TenantTx, id: string) => {
  await requireConnector(tx, id);
  await deleteConnectors(tx, [id]);
};

/** The tenant's connector that sends messages of this type, with its factory, if any. */
export const findMessageConnector = async (tx: TenantTx, type: 'Email' | 'Sms') => {
  const [row] = await listConnectorsByFactories(tx, factoryIdsOfType(type));
  if (!row) return undefined;
  const definition = findConnectorDefinition(row.connectorId);
  return definition ? { row, definition } : undefined;
};

/**
 * Whether the tenant has an e-mail (`'Email'`) or SMS (`'Sms'`) connector: what sign-in methods
 * by code and forgot-password by code need. Example: `await hasMessageConnector(tx, 'Email')`.
 */
export const hasMessageConnector = async (
  tx: TenantTx,
  type: Extract<ConnectorType, 'Email' | 'Sms'>,
) => (await findMessageConnector(tx, type)) !== undefined;

/**
 * What the tenant's connectors allow, in one read: whether an e-mail and an SMS connector exist
 * and the social targets. For the sign-in experience rules. Example:
 * `const { email, sms, socialTargets } = await summarizeConnectors(tx)`.
 */
export const summarizeConnectors = async (tx: TenantTx) => {
  const summary = { email: false, sms: false, socialTargets: [] as string[] };
  for (const row of await listConnectors(tx)) {
    const definition = findConnectorDefinition(row.connectorId);
    if (!definition) continue;
    const { type, target } = definition.metadata;
    if (type === 'Email') summary.email = true;
    else if (type === 'Sms') summary.sms = true;
    else summary.socialTargets.push(row.metadata.target ?? target);
  }
  return summary;
};
