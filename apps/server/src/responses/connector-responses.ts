import type { Connector, ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';
import { describeFactory, findConnectorDefinition } from '../connectors/connector-factories.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { ConnectorRow } from '../queries/connectors.ts';
import type { EmailTemplateRow } from '../queries/email-templates.ts';

/**
 * A stored connector on the wire (contract `ConnectorResponse`): its factory's description, the
 * standard connector's own target, name and logo over it, and its configuration opened. The
 * management API answers the configuration, as Logto does; it is never logged.
 */
export const toConnectorResponse = async (
  row: ConnectorRow,
  box: SecretBox,
): Promise<Connector> => {
  const definition = findConnectorDefinition(row.connectorId);
  if (!definition) throw new Error(`connector ${row.id} has an unknown factory`);
  const factory: ConnectorFactory = await describeFactory(definition);
  const overrides = definition.metadata.isStandard ? row.metadata : {};
  return {
    ...factory,
    ...(overrides.target ? { target: overrides.target } : {}),
    ...(overrides.name
      ? { name: { ...overrides.name, en: overrides.name.en ?? factory.name.en } }
      : {}),
    ...(overrides.logo ? { logo: overrides.logo } : {}),
    ...(overrides.logoDark !== undefined ? { logoDark: overrides.logoDark } : {}),
    id: row.id,
    connectorId: row.connectorId,
    syncProfile: row.syncProfile,
    enableTokenStorage: row.enableTokenStorage,
    config: JSON.parse(box.open(row.config)) as Record<string, unknown>,
    metadata: row.metadata as Connector['metadata'],
  };
};

export const toEmailTemplateResponse = (row: EmailTemplateRow): EmailTemplate => ({
  tenantId: row.tenantId,
  id: row.id,
  languageTag: row.languageTag,
  templateType: row.templateType,
  details: row.details,
  createdAt: row.createdAt.getTime(),
});
