import type { Application, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import type { ApplicationSecretRow } from '../queries/application-secrets.ts';
import type { ApplicationRow } from '../queries/applications.ts';
import { internalSecretPrefix } from '../services/legacy-secret.ts';

/**
 * The one row → wire mapper of applications (contract Shapes: ApplicationRow): epoch-ms
 * timestamp, redirect URI lists always present, the legacy secret only while it is not retired.
 */
export const toApplicationResponse = ({
  secret,
  createdAt,
  ...row
}: ApplicationRow): Application => ({
  tenantId: row.tenantId,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  oidcClientMetadata: {
    redirectUris: [],
    postLogoutRedirectUris: [],
    ...row.oidcClientMetadata,
  } as Application['oidcClientMetadata'],
  customClientMetadata: row.customClientMetadata as Application['customClientMetadata'],
  protectedAppMetadata: row.protectedAppMetadata ?? null,
  customData: row.customData,
  isThirdParty: row.isThirdParty,
  appLevelAccessControlEnabled: row.appLevelAccessControlEnabled,
  createdAt: createdAt.getTime(),
  ...(secret.startsWith(internalSecretPrefix) ? {} : { secret }),
});

/** Named client secrets (contract Shapes: ApplicationSecret): epoch-ms timestamps. */
export const toApplicationSecretResponse = (row: ApplicationSecretRow): ApplicationSecret => ({
  tenantId: row.tenantId,
  applicationId: row.applicationId,
  name: row.name,
  value: row.value,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt?.getTime() ?? null,
});
