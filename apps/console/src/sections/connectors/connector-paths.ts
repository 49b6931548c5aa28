import type { ConnectorType } from '@gatehouse/schemas/entities/connector';
import { useSections } from '../../app/sections-context.tsx';

/** The two tabs of the section (spec §2: `connectors/{tab}`). */
export const connectorTabs = ['passwordless', 'social'] as const;
export type ConnectorTab = (typeof connectorTabs)[number];

export const isConnectorTab = (value: unknown): value is ConnectorTab =>
  connectorTabs.includes(value as ConnectorTab);

/** `{tab}/create/{createType}`: the connector type in the address, lower case. */
export const createTypes = { email: 'Email', sms: 'Sms', social: 'Social' } as const;
export type CreateType = keyof typeof createTypes;

export const isCreateType = (value: unknown): value is CreateType =>
  typeof value === 'string' && Object.hasOwn(createTypes, value);

export const createTypeOf = (type: ConnectorType): CreateType =>
  type === 'Email' ? 'email' : type === 'Sms' ? 'sms' : 'social';

export const tabOf = (type: ConnectorType): ConnectorTab =>
  type === 'Social' ? 'social' : 'passwordless';

/** Builds absolute paths below `connectors`, with the tenant prefix of the edition. */
export const useConnectorsPath = () => {
  const { tenantPrefix } = useSections();
  return (suffix = '') => `${tenantPrefix}/connectors${suffix}`;
};
