import { generateStandardId } from '@gatehouse/schemas';
import type { SsoSigningKey } from '@gatehouse/schemas/entities/sso-connector';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deactivateSsoSigningKeys,
  deleteSsoSigningKey,
  findSsoSigningKey,
  insertSsoSigningKey,
  listSsoSigningKeys,
  type SsoSigningKeyRow,
  setSsoSigningKeyActive,
} from '../queries/sso-connector-signing-keys.ts';
import { assertFound, DomainError } from './domain-error.ts';
import {
  certificateFingerprints,
  generateSamlSigningCertificate,
} from './saml-application-certificates.ts';
import { requireSsoConnector } from './sso-connectors.ts';

const lifeSpanInYears = 3;

export const toSsoSigningKeyResponse = (row: SsoSigningKeyRow): SsoSigningKey => ({
  id: row.id,
  certificate: row.certificate,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  active: row.active,
  fingerprints: certificateFingerprints(row.certificate),
});

export const listConnectorSigningKeys = async (tx: TenantTx, connectorId: string) => {
  await requireSsoConnector(tx, connectorId);
  return (await listSsoSigningKeys(tx, connectorId)).map(toSsoSigningKeyResponse);
};

/** A new request-signing key (private key sealed); `active` makes it the one in use. */
export const addConnectorSigningKey = async (
  tx: TenantTx,
  box: SecretBox,
  connectorId: string,
  active: boolean,
  generated: Awaited<ReturnType<typeof generateSamlSigningCertificate>>,
) => {
  await requireSsoConnector(tx, connectorId);
  if (active) await deactivateSsoSigningKeys(tx, connectorId);
  const row = await insertSsoSigningKey(tx, {
    id: generateStandardId(),
    ssoConnectorId: connectorId,
    privateKey: box.seal(generated.privateKey),
    certificate: generated.certificate,
    expiresAt: generated.notAfter,
    active,
  });
  return toSsoSigningKeyResponse(row);
};

/** Generated outside the transaction: RSA key generation takes a while. */
export const generateConnectorSigningKey = (connectorName: string) =>
  generateSamlSigningCertificate(connectorName, lifeSpanInYears);

export const setConnectorSigningKeyActive = async (
  tx: TenantTx,
  connectorId: string,
  keyId: string,
  active: boolean,
) => {
  await requireSsoConnector(tx, connectorId);
  const key = await findSsoSigningKey(tx, connectorId, keyId);
  assertFound(key, 'saml_sso_connector_signing_key', keyId);
  if (key.active === active) return toSsoSigningKeyResponse(key);
  // The key in use stays until another one is activated: requests must stay signable.
  if (!active) throw new DomainError('single_sign_on.can_not_deactivate_signing_key_in_use');
  await deactivateSsoSigningKeys(tx, connectorId);
  const row = await setSsoSigningKeyActive(tx, connectorId, keyId, true);
  assertFound(row, 'saml_sso_connector_signing_key', keyId);
  return toSsoSigningKeyResponse(row);
};

export const removeConnectorSigningKey = async (
  tx: TenantTx,
  connectorId: string,
  keyId: string,
) => {
  await requireSsoConnector(tx, connectorId);
  const key = await findSsoSigningKey(tx, connectorId, keyId);
  assertFound(key, 'saml_sso_connector_signing_key', keyId);
  if (key.active) throw new DomainError('single_sign_on.can_not_delete_active_signing_key');
  await deleteSsoSigningKey(tx, connectorId, keyId);
};
