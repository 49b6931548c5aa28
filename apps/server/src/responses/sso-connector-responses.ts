import type {
  SsoConnector,
  SsoConnectorWithProvider,
  UserSsoIdentity,
} from '@gatehouse/schemas/entities/sso-connector';
import type { SsoProvider } from '../connectors/sso/sso-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { SsoConnectorRow } from '../queries/sso-connectors.ts';
import type { UserSsoIdentityRow } from '../queries/user-sso-identities.ts';
import { openSsoConfig } from '../services/sso-connectors.ts';

/** Row → wire `SsoConnector`; the config's secret opened (the management API shows it). */
export const toSsoConnectorResponse = (row: SsoConnectorRow, box: SecretBox): SsoConnector => ({
  tenantId: row.tenantId,
  id: row.id,
  providerName: row.providerName,
  connectorName: row.connectorName,
  config: openSsoConfig(box, row.config),
  domains: row.domains,
  branding: row.branding,
  syncProfile: row.syncProfile,
  enableTokenStorage: row.enableTokenStorage,
  createdAt: row.createdAt.getTime(),
});

/**
 * Row → wire `SsoConnectorWithProvider`. `providerConfig` (resolved endpoints, SP URLs) only when
 * asked for and resolvable: the IdP may be unreachable, which must not fail the read.
 */
export const toSsoConnectorWithProvider = async (
  row: SsoConnectorRow,
  box: SecretBox,
  provider: SsoProvider,
  options: { tenantEndpoint?: string } = {},
): Promise<SsoConnectorWithProvider> => {
  const base = toSsoConnectorResponse(row, box);
  const providerConfig = options.tenantEndpoint
    ? await provider
        .providerConfig(base.config, {
          tenantEndpoint: options.tenantEndpoint,
          connectorId: row.id,
        })
        .catch(() => undefined)
    : undefined;
  return {
    ...base,
    providerName: provider.providerName,
    name: provider.name,
    providerType: provider.providerType,
    providerLogo: provider.logo,
    providerLogoDark: provider.logoDark,
    ...(providerConfig ? { providerConfig } : {}),
  };
};

export const toUserSsoIdentityResponse = (row: UserSsoIdentityRow): UserSsoIdentity => ({
  tenantId: row.tenantId,
  id: row.id,
  userId: row.userId,
  issuer: row.issuer,
  identityId: row.identityId,
  detail: row.detail,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  ssoConnectorId: row.ssoConnectorId,
});
