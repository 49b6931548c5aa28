import { generateSecret, generateStandardId } from '@gatehouse/schemas';
import type {
  SamlApplicationCreate,
  SamlApplicationPatch,
} from '@gatehouse/schemas/api/saml-applications';
import {
  type SamlAcsUrl,
  type SamlApplicationDetail,
  type SamlApplicationSecret,
  type SamlEncryption,
  samlBindings,
} from '@gatehouse/schemas/entities/saml-application';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findApplicationById,
  insertApplication,
  updateApplication,
} from '../queries/applications.ts';
import {
  deactivateSamlApplicationSecrets,
  deleteSamlApplicationSecret,
  findSamlApplication,
  findSamlApplicationSecret,
  insertSamlApplicationConfig,
  insertSamlApplicationSecret,
  type SamlApplicationConfigRow,
  type SamlApplicationConfigUpdate,
  type SamlApplicationSecretRow,
  setSamlApplicationSecretActive,
  updateSamlApplicationConfig,
} from '../queries/saml-applications.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { internalSecretPrefix } from './legacy-secret.ts';
import {
  certificateFingerprints,
  generateSamlSigningCertificate,
  isValidCertificate,
} from './saml-application-certificates.ts';

/** Life span of the certificate every new SAML application gets (as Logto). */
export const defaultCertificateLifeSpanInYears = 3;

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findSamlApplication>>>['application'];

/** The OIDC redirect URI of a SAML application: its callback, where the SAML response is built. */
export const samlCallbackUri = (endpoint: string, applicationId: string) =>
  `${endpoint}/api/saml-applications/${applicationId}/callback`;

/**
 * The SAML application with its config, or 404 `entity.not_exists_with_id`; with
 * `refuseOtherTypes` an application of another type is 422 `application.saml.saml_application_only`
 * (the contract's answer of GET/PATCH/DELETE `/saml-applications/{id}`).
 */
export const requireSamlApplication = async (
  tx: TenantTx,
  id: string,
  options: { refuseOtherTypes?: boolean } = {},
) => {
  const found = await findSamlApplication(tx, id);
  if (!found && options.refuseOtherTypes && (await findApplicationById(tx, id)))
    throw new DomainError('application.saml.saml_application_only');
  assertFound(found, 'application', id);
  return found;
};

/** Only HTTP-POST ACS endpoints over http(s) are answered (Logto's rule). */
const assertAcsUrl = (acsUrl: SamlAcsUrl | null | undefined) => {
  if (!acsUrl) return;
  if (acsUrl.binding !== samlBindings.post)
    throw new DomainError('application.saml.acs_url_binding_not_supported');
  const protocol = URL.parse(acsUrl.url)?.protocol;
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new DomainError('application.saml.acs_url_scheme_not_supported');
};

const assertEncryption = (encryption: SamlEncryption | null | undefined) => {
  if (!encryption?.encryptAssertion) return;
  if (!encryption.certificate) throw new DomainError('application.saml.certificate_required');
  if (!isValidCertificate(encryption.certificate))
    throw new DomainError('application.saml.invalid_certificate_pem_format');
};

export const toSamlApplicationDetail = (
  application: ApplicationRow,
  config: SamlApplicationConfigRow,
): SamlApplicationDetail => ({
  tenantId: application.tenantId,
  id: application.id,
  name: application.name,
  description: application.description,
  type: application.type,
  customData: application.customData,
  isThirdParty: application.isThirdParty,
  appLevelAccessControlEnabled: application.appLevelAccessControlEnabled,
  createdAt: application.createdAt.getTime(),
  attributeMapping: config.attributeMapping,
  entityId: config.entityId,
  acsUrl: config.acsUrl,
  encryption: config.encryption,
  nameIdFormat: config.nameIdFormat,
});

export const toSamlApplicationSecret = (row: SamlApplicationSecretRow): SamlApplicationSecret => ({
  id: row.id,
  certificate: row.certificate,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  active: row.active,
  fingerprints: certificateFingerprints(row.certificate),
});

/** Adds a signing certificate (private key sealed at rest, decision 010). */
export const addSamlApplicationSecret = async (
  tx: TenantTx,
  secrets: SecretBox,
  application: { id: string; name: string },
  lifeSpanInYears: number,
  active: boolean,
) => {
  const generated = await generateSamlSigningCertificate(application.name, lifeSpanInYears);
  if (active) await deactivateSamlApplicationSecrets(tx, application.id);
  return insertSamlApplicationSecret(tx, {
    id: generateStandardId(),
    applicationId: application.id,
    privateKey: secrets.seal(generated.privateKey),
    certificate: generated.certificate,
    expiresAt: generated.notAfter,
    active,
  });
};

/**
 * Creates an application of type SAML (an OIDC client too: its sign-ins go through `/oidc/auth`
 * with the callback as redirect URI), its config and a first, active signing certificate.
 */
export const createSamlApplication = async (
  tx: TenantTx,
  body: SamlApplicationCreate,
  secrets: SecretBox,
  endpoint: string,
) => {
  const { attributeMapping, entityId, acsUrl, encryption, nameIdFormat, ...rest } = body;
  assertAcsUrl(acsUrl);
  assertEncryption(encryption);
  const id = generateStandardId();
  const application = await insertApplication(tx, {
    ...rest,
    id,
    type: 'SAML',
    secret: secrets.seal(`${internalSecretPrefix}${generateSecret()}`),
    oidcClientMetadata: {
      redirectUris: [samlCallbackUri(endpoint, id)],
      postLogoutRedirectUris: [],
    },
    customClientMetadata: {},
  });
  const config = await insertSamlApplicationConfig(tx, {
    applicationId: id,
    attributeMapping: attributeMapping ?? {},
    entityId: entityId ?? null,
    acsUrl: acsUrl ?? null,
    encryption: encryption ?? null,
    nameIdFormat,
  });
  await addSamlApplicationSecret(tx, secrets, application, defaultCertificateLifeSpanInYears, true);
  return toSamlApplicationDetail(application, config);
};

/** Applies a PATCH; JSON fields sent replace the stored ones (as Logto). */
export const patchSamlApplication = async (
  tx: TenantTx,
  id: string,
  body: SamlApplicationPatch,
) => {
  const current = await requireSamlApplication(tx, id, { refuseOtherTypes: true });
  const { attributeMapping, entityId, acsUrl, encryption, nameIdFormat, ...rest } = body;
  assertAcsUrl(acsUrl);
  assertEncryption(encryption);
  let { application, config } = current;
  if (Object.keys(rest).length > 0)
    application = (await updateApplication(tx, id, rest)) ?? application;
  const update: SamlApplicationConfigUpdate = {};
  if (attributeMapping !== undefined) update.attributeMapping = attributeMapping;
  if (entityId !== undefined) update.entityId = entityId;
  if (acsUrl !== undefined) update.acsUrl = acsUrl;
  if (encryption !== undefined) update.encryption = encryption;
  if (nameIdFormat !== undefined) update.nameIdFormat = nameIdFormat;
  if (Object.keys(update).length > 0)
    config = (await updateSamlApplicationConfig(tx, id, update)) ?? config;
  return toSamlApplicationDetail(application, config);
};

const secretNotFound = (id: string) =>
  new DomainError('entity.not_exists_with_id', {
    interpolation: { name: 'SAML application secret', id },
  });

/** Activates (deactivating the active one) or deactivates a certificate. */
export const setSamlApplicationSecretStatus = async (
  tx: TenantTx,
  applicationId: string,
  secretId: string,
  active: boolean,
) => {
  await requireSamlApplication(tx, applicationId);
  const current = await findSamlApplicationSecret(tx, applicationId, secretId);
  if (!current) throw secretNotFound(secretId);
  if (current.active === active) return current;
  if (active) await deactivateSamlApplicationSecrets(tx, applicationId);
  const row = await setSamlApplicationSecretActive(tx, applicationId, secretId, active);
  if (!row) throw secretNotFound(secretId);
  return row;
};

/** Deletes an inactive certificate; the active one cannot go (400). */
export const removeSamlApplicationSecret = async (
  tx: TenantTx,
  applicationId: string,
  secretId: string,
) => {
  await requireSamlApplication(tx, applicationId);
  const current = await findSamlApplicationSecret(tx, applicationId, secretId);
  if (!current) throw secretNotFound(secretId);
  if (current.active) throw new DomainError('application.saml.can_not_delete_active_secret');
  await deleteSamlApplicationSecret(tx, applicationId, secretId);
};
