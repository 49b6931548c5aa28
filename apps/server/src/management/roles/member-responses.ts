import type { Application } from '@gatehouse/schemas/entities/application';
import type { User } from '@gatehouse/schemas/entities/user';
import type { ApplicationRow } from '../../queries/applications-roles.ts';
import type { UserRow } from '../../queries/users.ts';

/**
 * Role members as the API shows them (contract Shapes: UserResponse, ApplicationRow). Secrets and
 * password hashes never leave; the response guards strip anything else undeclared.
 */
export const toUserResponse = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  primaryEmail: row.primaryEmail,
  primaryPhone: row.primaryPhone,
  name: row.name,
  avatar: row.avatar,
  customData: row.customData,
  identities: row.identities as User['identities'],
  lastSignInAt: row.lastSignInAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  profile: row.profile as User['profile'],
  applicationId: row.applicationId,
  isSuspended: row.isSuspended,
  hasPassword: Boolean(row.passwordEncrypted),
});

export const toApplicationResponse = (row: ApplicationRow): Application => ({
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
  createdAt: row.createdAt.getTime(),
});
