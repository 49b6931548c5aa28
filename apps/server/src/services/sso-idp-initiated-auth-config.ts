import type { PutIdpInitiatedAuthConfigBody } from '@gatehouse/schemas/api/sso-connectors';
import type { SsoConnectorIdpInitiatedAuthConfig } from '@gatehouse/schemas/entities/sso-connector';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findApplicationById } from '../queries/applications.ts';
import {
  deleteIdpInitiatedAuthConfig,
  findIdpInitiatedAuthConfig,
  type IdpInitiatedAuthConfigRow,
  upsertIdpInitiatedAuthConfig,
} from '../queries/sso-idp-initiated-auth-configs.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { providerOfRow, requireSsoConnector } from './sso-connectors.ts';

/**
 * Only these first-party application kinds can receive an IdP-initiated sign-in: the sign-in
 * ends in an OIDC authorization code at one of the app's redirect URIs (Logto's rule).
 */
export const idpInitiatedApplicationTypes = ['Traditional', 'SPA'] as const;

/** The connector `id`; only a SAML IdP can start a sign-in (an OIDC one is 400). */
export const requireSamlSsoConnector = async (tx: TenantTx, id: string) => {
  const row = await requireSsoConnector(tx, id);
  if (providerOfRow(row).providerType !== 'saml') {
    throw new DomainError('single_sign_on.idp_initiated_authentication_not_supported');
  }
  return row;
};

export const toIdpInitiatedAuthConfigResponse = (
  row: IdpInitiatedAuthConfigRow,
): SsoConnectorIdpInitiatedAuthConfig => ({
  tenantId: row.tenantId,
  connectorId: row.connectorId,
  defaultApplicationId: row.defaultApplicationId,
  redirectUri: row.redirectUri,
  authParameters: row.authParameters as SsoConnectorIdpInitiatedAuthConfig['authParameters'],
  autoSendAuthorizationRequest: row.autoSendAuthorizationRequest,
  clientIdpInitiatedAuthCallbackUri: row.clientIdpInitiatedAuthCallbackUri,
  createdAt: row.createdAt.getTime(),
});

export const requireIdpInitiatedAuthConfig = async (tx: TenantTx, connectorId: string) => {
  await requireSamlSsoConnector(tx, connectorId);
  const row = await findIdpInitiatedAuthConfig(tx, connectorId);
  assertFound(row, 'sso_connector_idp_initiated_auth_config', connectorId);
  return row;
};

/** The redirect URIs registered for an OIDC application. */
export const redirectUrisOf = (oidcClientMetadata: Record<string, unknown>) => {
  const uris = oidcClientMetadata.redirectUris;
  return Array.isArray(uris) ? uris.filter((uri): uri is string => typeof uri === 'string') : [];
};

/**
 * PUT: the default application must be a first-party Traditional or SPA app, and the redirect
 * URI (when given) one of its registered ones; auto-sending needs one to send to.
 */
export const putIdpInitiatedAuthConfig = async (
  tx: TenantTx,
  connectorId: string,
  body: PutIdpInitiatedAuthConfigBody,
) => {
  await requireSamlSsoConnector(tx, connectorId);
  const application = await findApplicationById(tx, body.defaultApplicationId);
  assertFound(application, 'application', body.defaultApplicationId);
  if (
    application.isThirdParty ||
    !(idpInitiatedApplicationTypes as readonly string[]).includes(application.type)
  ) {
    throw new DomainError('single_sign_on.idp_initiated_authentication_invalid_application_type', {
      interpolation: { type: idpInitiatedApplicationTypes.join(', ') },
    });
  }
  const registered = redirectUrisOf(application.oidcClientMetadata);
  const redirectUri = body.redirectUri ?? null;
  const autoSend = body.autoSendAuthorizationRequest ?? false;
  if (redirectUri ? !registered.includes(redirectUri) : autoSend && registered.length === 0) {
    throw new DomainError(
      'single_sign_on.idp_initiated_authentication_redirect_uri_not_registered',
    );
  }
  const row = await upsertIdpInitiatedAuthConfig(tx, {
    connectorId,
    defaultApplicationId: application.id,
    redirectUri,
    authParameters: body.authParameters ?? {},
    autoSendAuthorizationRequest: autoSend,
    clientIdpInitiatedAuthCallbackUri: body.clientIdpInitiatedAuthCallbackUri ?? null,
  });
  return row;
};

export const removeIdpInitiatedAuthConfig = async (tx: TenantTx, connectorId: string) => {
  await requireSamlSsoConnector(tx, connectorId);
  const removed = await deleteIdpInitiatedAuthConfig(tx, connectorId);
  if (!removed) assertFound(undefined, 'sso_connector_idp_initiated_auth_config', connectorId);
};
