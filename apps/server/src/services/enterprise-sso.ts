import { generateStandardId } from '@gatehouse/schemas';
import type { EnterpriseSsoUserInfo } from '@gatehouse/schemas/api/sso-connectors';
import type { SsoProvider } from '../connectors/sso/sso-kit.ts';
import { findSsoProvider } from '../connectors/sso/sso-providers.ts';
import type { AppContext } from '../context.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { listJitRoles } from '../queries/organization-jit.ts';
import { organizationJitSsoConnectorRelation } from '../queries/organization-jit-sso-connectors.ts';
import { insertMemberRoles, insertMembers } from '../queries/organization-members.ts';
import { findActiveSsoSigningKey } from '../queries/sso-connector-signing-keys.ts';
import {
  findSsoConnectorById,
  findSsoConnectorsByDomain,
  listSsoConnectors,
  type SsoConnectorRow,
} from '../queries/sso-connectors.ts';
import {
  findUserSsoIdentity,
  insertUserSsoIdentity,
  updateUserSsoIdentityDetail,
} from '../queries/user-sso-identities.ts';
import { findUserByEmail, isIdentifierTaken, updateUser } from '../queries/users.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { provisionJitOrganizations } from './organization-jit.ts';
import { openSsoConfig, providerOfRow } from './sso-connectors.ts';
import { registerUser } from './user-registration.ts';

/** A tenant's SSO connector ready for a sign-in: its row, provider and full, opened config. */
export type LoadedSsoConnector = {
  row: SsoConnectorRow;
  provider: SsoProvider;
  config: Record<string, unknown>;
  /** SAML: the active request-signing key, opened. */
  signingKey?: { privateKey: string; certificate: string } | undefined;
};

/**
 * The connector `id`, its configuration opened and complete. Missing: 404; a configuration the
 * console has not finished (or this version no longer accepts): `connector.invalid_config`.
 */
export const loadSsoConnector = async (
  tx: TenantTx,
  box: SecretBox,
  id: string,
): Promise<LoadedSsoConnector> => {
  const row = await findSsoConnectorById(tx, id);
  assertFound(row, 'sso_connector', id);
  const provider = providerOfRow(row);
  const parsed = provider.configGuard.safeParse(openSsoConfig(box, row.config));
  if (!parsed.success) {
    throw new DomainError('connector.invalid_config', { interpolation: { message: '' } });
  }
  const key =
    provider.providerType === 'saml' ? await findActiveSsoSigningKey(tx, row.id) : undefined;
  return {
    row,
    provider,
    config: parsed.data as Record<string, unknown>,
    ...(key
      ? { signingKey: { privateKey: box.open(key.privateKey), certificate: key.certificate } }
      : {}),
  };
};

/** The connectors an e-mail address is routed to: those claiming its domain. */
export const ssoConnectorIdsForEmail = async (tx: TenantTx, email: string) => {
  const domain = email.split('@').pop()?.trim().toLowerCase();
  if (!domain) return [];
  return (await findSsoConnectorsByDomain(tx, domain)).map(({ id }) => id);
};

/** Profile fields an IdP fills, within the columns' limits (a longer value is dropped). */
const profileFieldsOf = (info: EnterpriseSsoUserInfo) => ({
  ...(info.name && info.name.length <= 128 ? { name: info.name } : {}),
  ...(info.avatar && info.avatar.length <= 2048 ? { avatar: info.avatar } : {}),
});

/** What `user_sso_identities.detail` keeps: the person as the IdP described it. */
const detailOf = (info: EnterpriseSsoUserInfo): Record<string, unknown> => ({ ...info });

/**
 * Just-in-time membership by connector: a user who comes in through `connectorId` joins every
 * organization whose JIT list names it, with that organization's JIT roles (User type only).
 */
export const provisionJitBySsoConnector = async (
  tx: TenantTx,
  userId: string,
  connectorId: string,
) => {
  const organizationIds = await organizationJitSsoConnectorRelation.ownerIds(tx, connectorId);
  for (const organizationId of organizationIds) {
    await insertMembers(tx, organizationId, [userId]);
    const roles = await listJitRoles(tx, organizationId);
    await insertMemberRoles(
      tx,
      organizationId,
      roles
        .filter(({ type }) => type === 'User')
        .map(({ id }) => ({ userId, organizationRoleId: id })),
    );
  }
  return organizationIds;
};

/**
 * Sign-in with a verified enterprise identity. The user with this identity is found (its detail
 * refreshed, and name and picture too when the connector syncs profiles); else the account with
 * the e-mail the IdP vouched for gets the identity (an enterprise IdP is trusted for its
 * domains, as in Logto) and joins the connector's JIT organizations; else `undefined`.
 */
export const signInWithSsoIdentity = async (
  tx: TenantTx,
  connector: SsoConnectorRow,
  issuer: string,
  info: EnterpriseSsoUserInfo,
): Promise<string | undefined> => {
  const identity = await findUserSsoIdentity(tx, issuer, info.id);
  if (identity) {
    await updateUserSsoIdentityDetail(tx, identity.id, detailOf(info));
    if (connector.syncProfile) {
      const fields = profileFieldsOf(info);
      if (Object.keys(fields).length > 0) await updateUser(tx, identity.userId, fields);
    }
    return identity.userId;
  }
  const related = info.email ? await findUserByEmail(tx, info.email) : undefined;
  if (!related) return undefined;
  if (related.isSuspended) throw new DomainError('user.suspended');
  await insertUserSsoIdentity(tx, {
    id: generateStandardId(),
    userId: related.id,
    issuer,
    identityId: info.id,
    detail: detailOf(info),
    ssoConnectorId: connector.id,
  });
  if (connector.syncProfile) {
    const fields = profileFieldsOf(info);
    if (Object.keys(fields).length > 0) await updateUser(tx, related.id, fields);
  }
  await provisionJitBySsoConnector(tx, related.id, connector.id);
  return related.id;
};

/**
 * Registration with a verified enterprise identity: a new user with the IdP's e-mail (unless
 * another account has it), name and picture, the identity, and JIT membership by the e-mail's
 * domain and by the connector. An identity some user has already is 422.
 */
export const registerWithSsoIdentity = async (
  tx: TenantTx,
  app: Pick<AppContext, 'env'>,
  connector: SsoConnectorRow,
  issuer: string,
  info: EnterpriseSsoUserInfo,
  applicationId: string | undefined,
) => {
  if (await findUserSsoIdentity(tx, issuer, info.id)) {
    throw new DomainError('user.identity_already_in_use');
  }
  const emailFree =
    info.email !== undefined &&
    info.email.length <= 128 &&
    !(await isIdentifierTaken(tx, { type: 'primaryEmail', value: info.email }));
  const { user } = await registerUser(tx, app, {
    ...(emailFree ? { primaryEmail: info.email } : {}),
    ...profileFieldsOf(info),
    applicationId,
  });
  await insertUserSsoIdentity(tx, {
    id: generateStandardId(),
    userId: user.id,
    issuer,
    identityId: info.id,
    detail: detailOf(info),
    ssoConnectorId: connector.id,
  });
  if (emailFree) await provisionJitOrganizations(tx, user.id, info.email);
  await provisionJitBySsoConnector(tx, user.id, connector.id);
  return user;
};

/**
 * The connectors the sign-in page may show (`ssoConnectors` of the public sign-in experience):
 * name and logo from the connector's branding, else its provider's; no configuration.
 */
export const listPublicSsoConnectors = async (tx: TenantTx) => {
  return (await listSsoConnectors(tx)).flatMap((row) => {
    const provider = findSsoProvider(row.providerName);
    if (!provider) return [];
    const darkLogo = row.branding.darkLogo ?? provider.logoDark;
    return [
      {
        id: row.id,
        connectorName: row.branding.displayName || row.connectorName,
        logo: row.branding.logo || provider.logo,
        ...(darkLogo ? { darkLogo } : {}),
      },
    ];
  });
};
