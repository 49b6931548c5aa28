import { generateSecret, generateStandardId } from '@gatehouse/schemas';
import {
  type ApplicationCreate,
  type ApplicationPatch,
  redirectUriIssues,
} from '@gatehouse/schemas/api/applications';
import {
  applicationTypesWithSecrets,
  customClientMetadataDefaults,
} from '@gatehouse/schemas/entities/application';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { applicationsRoles, roles } from '../db/schema/index.ts';
import { internalAdminRoleName } from '../db/seed-data.ts';
import { ApiError, assertFound } from '../http/api-error.ts';
import { insertApplicationSecret } from '../queries/application-secrets.ts';
import {
  type ApplicationRow,
  type ApplicationUpdate,
  findApplicationById,
  holdsRoleNamed,
  insertApplication,
  updateApplication,
} from '../queries/applications.ts';

/** A legacy secret replaced through `DELETE …/legacy-secret` keeps this prefix and is never shown. */
export const internalSecretPrefix = 'internal:';
export const defaultSecretName = 'Default secret';

const userFacingTypes = new Set<string>(['Native', 'SPA', 'Traditional']);
const thirdPartyTypes = new Set<string>(['Native', 'SPA', 'Traditional']);
// Protected apps need the remote proxy and SAML apps their own API; neither exists yet.
const unsupportedTypes = new Set<string>(['Protected', 'SAML']);

/** Row → `Application` of the API: epoch-ms timestamp, internal secrets left out. */
export const toApplicationResponse = ({ secret, createdAt, ...row }: ApplicationRow) => ({
  ...row,
  createdAt: createdAt.getTime(),
  ...(secret.startsWith(internalSecretPrefix) ? {} : { secret }),
});

const invalidRedirectUris = (type: string, uris: readonly string[]) => {
  const invalid = redirectUriIssues(type, uris);
  if (invalid.length === 0) return;
  throw new ApiError('guard.invalid_input', {
    status: 400,
    data: {
      issues: invalid.map((uri) => ({
        code: 'custom',
        path: ['oidcClientMetadata', 'redirectUris'],
        message: `${uri} is not a valid redirect URI for a ${type} application.`,
      })),
    },
  });
};

const assertCustomMetadataRules = (
  type: string,
  isThirdParty: boolean,
  custom: Record<string, unknown>,
) => {
  if (custom.isDeviceFlow === true && type !== 'Native')
    throw new ApiError('application.device_flow_native_only', { status: 422 });
  if (custom.allowTokenExchange === true && isThirdParty)
    throw new ApiError('application.third_party_application_cannot_enable_token_exchange', {
      status: 422,
    });
};

/**
 * Creates an application with a 21-char id and a 32-char legacy secret; types that authenticate
 * with secrets also get a first named secret, so `client_secret_basic` works with either.
 */
export const createApplication = async (
  tx: Queryable,
  tenantId: string,
  body: ApplicationCreate,
) => {
  const { oidcClientMetadata, customClientMetadata, protectedAppMetadata: _, ...rest } = body;
  if (unsupportedTypes.has(body.type))
    throw new ApiError('application.invalid_type', { status: 422 });
  if (body.isThirdParty && !thirdPartyTypes.has(body.type))
    throw new ApiError('application.invalid_third_party_application_type', { status: 400 });
  const custom = {
    ...(userFacingTypes.has(body.type) ? customClientMetadataDefaults : {}),
    ...customClientMetadata,
  };
  assertCustomMetadataRules(body.type, body.isThirdParty ?? false, custom);

  const row = await insertApplication(tx, tenantId, {
    ...rest,
    id: generateStandardId(),
    secret: generateSecret(),
    oidcClientMetadata: {
      redirectUris: [],
      postLogoutRedirectUris: [],
      ...oidcClientMetadata,
    },
    customClientMetadata: custom,
  });
  if ((applicationTypesWithSecrets as readonly string[]).includes(row.type)) {
    await insertApplicationSecret(tx, tenantId, {
      applicationId: row.id,
      name: defaultSecretName,
      value: generateSecret(),
      expiresAt: null,
    });
  }
  return row;
};

/** Grants or takes the internal admin role (the console's "admin access" switch of M2M apps). */
const setAdminAccess = async (tx: Queryable, tenantId: string, id: string, isAdmin: boolean) => {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, internalAdminRoleName)));
  if (!role)
    throw new ApiError('entity.not_exists', {
      status: 500,
      interpolation: { name: internalAdminRoleName },
    });
  if (isAdmin) {
    await tx
      .insert(applicationsRoles)
      .values({ tenantId, applicationId: id, roleId: role.id })
      .onConflictDoNothing();
  } else {
    await tx
      .delete(applicationsRoles)
      .where(
        and(
          eq(applicationsRoles.tenantId, tenantId),
          eq(applicationsRoles.applicationId, id),
          eq(applicationsRoles.roleId, role.id),
        ),
      );
  }
};

/**
 * Applies a PATCH: JSON columns merge key by key (as Logto's `jsonb ||`), URIs are checked
 * against the stored type, and the device-flow switch is fixed once the app exists.
 */
export const patchApplication = async (
  tx: Queryable,
  tenantId: string,
  id: string,
  body: ApplicationPatch,
) => {
  const current = await findApplicationById(tx, tenantId, id);
  assertFound(current, 'application', id);
  const { isAdmin, protectedAppMetadata, oidcClientMetadata, customClientMetadata, ...rest } = body;
  if (protectedAppMetadata !== undefined && current.type !== 'Protected')
    throw new ApiError('application.protected_application_only', { status: 400 });

  const update: ApplicationUpdate = { ...rest };
  if (oidcClientMetadata) {
    update.oidcClientMetadata = { ...current.oidcClientMetadata, ...oidcClientMetadata };
    invalidRedirectUris(current.type, oidcClientMetadata.redirectUris ?? []);
  }
  if (customClientMetadata) {
    const previous = current.customClientMetadata;
    if (
      customClientMetadata.isDeviceFlow !== undefined &&
      customClientMetadata.isDeviceFlow !== (previous.isDeviceFlow === true)
    )
      throw new ApiError('application.device_flow_not_changeable', { status: 422 });
    update.customClientMetadata = { ...previous, ...customClientMetadata };
    assertCustomMetadataRules(current.type, current.isThirdParty, update.customClientMetadata);
  }
  if (rest.customData) update.customData = { ...current.customData, ...rest.customData };
  if (isAdmin !== undefined) await setAdminAccess(tx, tenantId, id, isAdmin);

  if (Object.keys(update).length === 0) return current;
  const row = await updateApplication(tx, tenantId, id, update);
  assertFound(row, 'application', id);
  return row;
};

/** `ApplicationDetail`: the application plus whether it holds the internal admin role. */
export const findApplicationDetail = async (tx: Queryable, tenantId: string, id: string) => {
  const row = await findApplicationById(tx, tenantId, id);
  assertFound(row, 'application', id);
  const isAdmin = await holdsRoleNamed(tx, tenantId, id, internalAdminRoleName);
  return { ...toApplicationResponse(row), isAdmin };
};

/** Replaces the legacy secret by an internal one; 400 when it was replaced already. */
export const dropLegacySecret = async (tx: Queryable, tenantId: string, id: string) => {
  const current = await findApplicationById(tx, tenantId, id);
  assertFound(current, 'application', id);
  if (!current.secret || current.secret.startsWith(internalSecretPrefix))
    throw new ApiError('application.no_legacy_secret_found', { status: 400 });
  const row = await updateApplication(tx, tenantId, id, {
    secret: `${internalSecretPrefix}${generateSecret()}`,
  });
  assertFound(row, 'application', id);
  return row;
};
