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
import type { SecretBox } from '../db/secret-box.ts';
import { internalAdminRoleName } from '../db/seed-data.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { insertApplicationSecret } from '../queries/application-secrets.ts';
import {
  type ApplicationUpdate,
  findApplicationById,
  holdsRoleNamed,
  insertApplication,
  updateApplication,
} from '../queries/applications.ts';
import { applicationRoleRelation } from '../queries/applications-roles.ts';
import { findRoleByName } from '../queries/roles.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { internalSecretPrefix } from './legacy-secret.ts';

export const defaultSecretName = 'Default secret';

/** The application, or 404 `entity.not_exists_with_id`. */
export const requireApplication = async (tx: TenantTx, id: string) => {
  const application = await findApplicationById(tx, id);
  assertFound(application, 'application', id);
  return application;
};

const requireUpdated = async (tx: TenantTx, id: string, update: ApplicationUpdate) => {
  const row = await updateApplication(tx, id, update);
  assertFound(row, 'application', id);
  return row;
};

const userFacingTypes = new Set<string>(['Native', 'SPA', 'Traditional']);
const thirdPartyTypes = new Set<string>(['Native', 'SPA', 'Traditional']);
// Protected apps need the remote proxy and SAML apps their own API; neither exists yet.
const unsupportedTypes = new Set<string>(['Protected']);

const invalidRedirectUris = (type: string, uris: readonly string[]) => {
  const invalid = redirectUriIssues(type, uris);
  if (invalid.length === 0) return;
  throw new DomainError('guard.invalid_input', {
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
    throw new DomainError('application.device_flow_native_only');
  if (custom.allowTokenExchange === true && isThirdParty)
    throw new DomainError('application.third_party_application_cannot_enable_token_exchange', {});
};

/**
 * Creates an application with a 21-char id and an internal (never answered) legacy secret; types
 * that authenticate with secrets get a first named secret, read under `/applications/{id}/secrets`.
 */
export const createApplication = async (
  tx: TenantTx,
  body: ApplicationCreate,
  secrets: SecretBox,
) => {
  const { oidcClientMetadata, customClientMetadata, protectedAppMetadata: _, ...rest } = body;
  // SAML apps have their own API (`/api/saml-applications`), as in Logto.
  if (body.type === 'SAML') throw new DomainError('application.saml.use_saml_app_api');
  if (unsupportedTypes.has(body.type)) throw new DomainError('application.invalid_type');
  if (body.isThirdParty && !thirdPartyTypes.has(body.type))
    throw new DomainError('application.invalid_third_party_application_type');
  const custom = {
    ...(userFacingTypes.has(body.type) ? customClientMetadataDefaults : {}),
    ...customClientMetadata,
  };
  assertCustomMetadataRules(body.type, body.isThirdParty ?? false, custom);

  const row = await insertApplication(tx, {
    ...rest,
    id: generateStandardId(),
    secret: secrets.seal(`${internalSecretPrefix}${generateSecret()}`),
    oidcClientMetadata: {
      redirectUris: [],
      postLogoutRedirectUris: [],
      ...oidcClientMetadata,
    },
    customClientMetadata: custom,
  });
  if ((applicationTypesWithSecrets as readonly string[]).includes(row.type)) {
    await insertApplicationSecret(tx, {
      applicationId: row.id,
      name: defaultSecretName,
      value: secrets.seal(generateSecret()),
      expiresAt: null,
    });
  }
  return row;
};

/** Grants or takes the internal admin role (the console's "admin access" switch of M2M apps). */
const setAdminAccess = async (tx: TenantTx, id: string, isAdmin: boolean) => {
  const role = await findRoleByName(tx, internalAdminRoleName);
  if (!role)
    throw new DomainError('entity.not_exists', { interpolation: { name: internalAdminRoleName } });
  if (!isAdmin) {
    await applicationRoleRelation.removeFromOwners(tx, id, [role.id]);
    return;
  }
  // Granting twice is a no-op: the console sends the switch on every save.
  if ((await applicationRoleRelation.membersAmong(tx, role.id, [id])).length > 0) return;
  await applicationRoleRelation.insert(tx, [{ owner: role.id, member: id }]);
};

/**
 * Applies a PATCH. JSON columns sent are REPLACED, not merged (as Logto): an omitted key of
 * `customClientMetadata` or `customData` is gone afterwards. The device-flow switch is fixed at
 * creation, so a `customClientMetadata` whose `isDeviceFlow` differs from the stored one (an
 * omitted flag counts as `false`) is refused. URIs are checked against the stored type.
 */
export const patchApplication = async (tx: TenantTx, id: string, body: ApplicationPatch) => {
  const current = await requireApplication(tx, id);
  const { isAdmin, protectedAppMetadata, oidcClientMetadata, customClientMetadata, ...rest } = body;
  if (protectedAppMetadata !== undefined && current.type !== 'Protected')
    throw new DomainError('application.protected_application_only');

  const update: ApplicationUpdate = { ...rest };
  if (oidcClientMetadata) {
    update.oidcClientMetadata = { ...current.oidcClientMetadata, ...oidcClientMetadata };
    invalidRedirectUris(current.type, oidcClientMetadata.redirectUris ?? []);
  }
  if (customClientMetadata) {
    if (
      (customClientMetadata.isDeviceFlow === true) !==
      (current.customClientMetadata.isDeviceFlow === true)
    )
      throw new DomainError('application.device_flow_not_changeable');
    update.customClientMetadata = customClientMetadata;
    assertCustomMetadataRules(current.type, current.isThirdParty, customClientMetadata);
  }
  if (isAdmin !== undefined) await setAdminAccess(tx, id, isAdmin);

  if (Object.keys(update).length === 0) return current;
  return requireUpdated(tx, id, update);
};

/** The application and whether it holds the internal admin role (the route maps both to `ApplicationDetail`). */
export const findApplicationDetail = async (tx: TenantTx, id: string) => {
  const row = await requireApplication(tx, id);
  const isAdmin = await holdsRoleNamed(tx, id, internalAdminRoleName);
  return { row, isAdmin };
};

/** Replaces the legacy secret by an internal one; 400 when it was replaced already. */
export const dropLegacySecret = async (tx: TenantTx, id: string, secrets: SecretBox) => {
  const current = await requireApplication(tx, id);
  const secret = secrets.open(current.secret);
  if (!secret || secret.startsWith(internalSecretPrefix))
    throw new DomainError('application.no_legacy_secret_found');
  return requireUpdated(tx, id, {
    secret: secrets.seal(`${internalSecretPrefix}${generateSecret()}`),
  });
};

/** Replaces the application's custom data (`PATCH /applications/{id}/custom-data`, as Logto). */
export const replaceCustomData = async (tx: TenantTx, id: string, data: Record<string, unknown>) =>
  requireUpdated(tx, id, { customData: data });
