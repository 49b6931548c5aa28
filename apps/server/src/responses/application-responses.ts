import type { Application, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import type { SecretBox } from '../db/secret-box.ts';
import type { ApplicationSecretRow } from '../queries/application-secrets.ts';
import type { ApplicationRow } from '../queries/applications.ts';
import { internalSecretPrefix } from '../services/legacy-secret.ts';

/**
 * An application row on the wire without its legacy secret (contract Shapes: ApplicationRow):
 * epoch-ms timestamp, redirect URI lists always present. Lists that must not show credentials
 * (a role's members) use it as it is; it never opens the sealed secret.
 */
export const toApplicationWithoutSecret = ({
  secret: _,
  createdAt,
  ...row
}: ApplicationRow): Omit<Application, 'secret'> => ({
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
});

/**
 * The one row → wire mapper of applications: the legacy secret, opened (it is sealed at rest),
 * only while it is not retired.
 */
export const toApplicationResponse = (row: ApplicationRow, secrets: SecretBox): Application => {
  const secret = secrets.open(row.secret);
  return {
    ...toApplicationWithoutSecret(row),
    ...(secret.startsWith(internalSecretPrefix) ? {} : { secret }),
  };
};

/** Named client secrets (contract Shapes: ApplicationSecret): opened, epoch-ms timestamps. */
export const toApplicationSecretResponse = (
  row: ApplicationSecretRow,
  secrets: SecretBox,
): ApplicationSecret => ({
  tenantId: row.tenantId,
  applicationId: row.applicationId,
  name: row.name,
  value: secrets.open(row.value),
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt?.getTime() ?? null,
});
