import type { publicConnectorInfoGuard } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';
import type { z } from 'zod';
import { describeFactory, findConnectorDefinition } from '../connectors/connector-factories.ts';
import type { ConnectorDefinition } from '../connectors/connector-kit.ts';
import type { SocialBehaviour } from '../connectors/social/social-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { type ConnectorRow, findConnectorById, listConnectors } from '../queries/connectors.ts';
import { openConnectorConfig } from './connectors.ts';
import { DomainError } from './domain-error.ts';

type PublicConnectorInfo = z.infer<typeof publicConnectorInfoGuard>;

/** A tenant's social connector ready to use: its row, its factory, its opened configuration. */
export type SocialConnector = {
  row: ConnectorRow;
  definition: ConnectorDefinition;
  social: SocialBehaviour<Record<string, unknown>>;
  config: Record<string, unknown>;
  /** What `users.identities` is keyed by: the connector's target (its metadata's, else the factory's). */
  target: string;
};

const targetOf = (row: ConnectorRow, definition: ConnectorDefinition) =>
  (definition.metadata.isStandard ? row.metadata.target : undefined) ?? definition.metadata.target;

/**
 * The social connector `id` of the tenant, its configuration opened and parsed (defaults filled).
 * A missing connector, or one that is not social, is 404 `entity.not_exists_with_id`; a stored
 * configuration this version no longer accepts is `connector.invalid_config`.
 */
export const loadSocialConnector = async (
  tx: TenantTx,
  box: SecretBox,
  id: string,
): Promise<SocialConnector> => {
  const row = await findConnectorById(tx, id);
  const definition = row ? findConnectorDefinition(row.connectorId) : undefined;
  if (!row || !definition?.social || definition.metadata.type !== 'Social') {
    throw new DomainError('entity.not_exists_with_id', {
      interpolation: { name: 'connector', id },
    });
  }
  const parsed = definition.configGuard.safeParse(openConnectorConfig(box, row.config));
  if (!parsed.success) {
    throw new DomainError('connector.invalid_config', { interpolation: { message: '' } });
  }
  return {
    row,
    definition,
    social: definition.social as SocialBehaviour<Record<string, unknown>>,
    config: parsed.data as Record<string, unknown>,
    target: targetOf(row, definition),
  };
};

/**
 * The social connectors the sign-in page offers (`socialConnectors` of the public sign-in
 * experience): those whose target the experience lists, in its order, without configuration.
 */
export const listPublicSocialConnectors = async (
  tx: TenantTx,
  targets: readonly string[],
): Promise<PublicConnectorInfo[]> => {
  if (targets.length === 0) return [];
  const offered: { order: number; info: PublicConnectorInfo }[] = [];
  for (const row of await listConnectors(tx)) {
    const definition = findConnectorDefinition(row.connectorId);
    if (!definition?.social) continue;
    const target = targetOf(row, definition);
    const order = targets.indexOf(target);
    if (order < 0) continue;
    const factory = await describeFactory(definition);
    const overrides = definition.metadata.isStandard ? row.metadata : {};
    offered.push({
      order,
      info: {
        id: row.id,
        target,
        name: overrides.name
          ? { ...overrides.name, en: overrides.name.en ?? factory.name.en }
          : factory.name,
        logo: overrides.logo ?? factory.logo,
        logoDark: overrides.logoDark !== undefined ? overrides.logoDark : factory.logoDark,
        platform: factory.platform,
        isStandard: factory.isStandard ?? false,
        isTokenStorageSupported: factory.isTokenStorageSupported ?? false,
      } as PublicConnectorInfo,
    });
  }
  return offered.sort((a, b) => a.order - b.order).map(({ info }) => info);
};
