import { randomBytes } from 'node:crypto';
import { generateStandardId } from '@gatehouse/schemas';
import type {
  EnterpriseSsoUserInfo,
  SsoAuthorizationUriBody,
  SsoVerifyBody,
} from '@gatehouse/schemas/api/sso-connectors';
import { socialError } from '../../connectors/social/social-kit.ts';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  consumeIdpInitiatedSamlSsoSession,
  findUsableIdpInitiatedSamlSsoSession,
  takeSamlSsoSession,
} from '../../queries/saml-sso-sessions.ts';
import type { SsoConnectorRow } from '../../queries/sso-connectors.ts';
import {
  loadSsoConnector,
  registerWithSsoIdentity,
  signInWithSsoIdentity,
} from '../../services/enterprise-sso.ts';
import {
  type SsoTokenSet,
  sealSsoTokenSet,
  storeSsoTokenSet,
  tokenSetOf,
} from '../../services/sso-token-storage.ts';
import { clientIdOf } from '../experience-session.ts';
import type { IdentifyStep, RecordOf, StepContext } from './step-context.ts';

const randomToken = () => randomBytes(32).toString('base64url');
const endpointsOf = ({ tenant }: StepContext, connectorId: string) => ({
  tenantEndpoint: tenant.urls.endpoint,
  connectorId,
});

/**
 * `POST /api/experience/verification/sso/{connectorId}/authorization-uri`: a new EnterpriseSso
 * record with the client's state and redirect URI, a nonce and PKCE verifier (OIDC) or the
 * AuthnRequest id (SAML); answers the IdP's URL and the record's id.
 */
export const startEnterpriseSso = async (
  step: StepContext,
  connectorId: string,
  body: SsoAuthorizationUriBody,
  idpInitiatedSessionId?: string,
) => {
  const { app, tenant, state } = step;
  const connector = await tenant.transaction((tx) =>
    loadSsoConnector(tx, app.secretBox, connectorId),
  );
  const session = {
    state: body.state,
    redirectUri: body.redirectUri,
    nonce: randomToken(),
    codeVerifier: randomToken(),
  };
  const parked =
    connector.provider.providerType === 'saml' && idpInitiatedSessionId
      ? await tenant.transaction((tx) =>
          findUsableIdpInitiatedSamlSsoSession(tx, connectorId, idpInitiatedSessionId),
        )
      : undefined;
  if (parked) {
    // The browser brought an assertion its IdP posted unasked (IdP-initiated SSO): the IdP is
    // not asked again; the "IdP's URL" is the callback page, as the ACS would have sent it.
    const verificationId = generateStandardId();
    state.verificationRecords.push({
      id: verificationId,
      type: 'EnterpriseSso',
      connectorId,
      session: { ...session, idpInitiatedSessionId: parked.id },
    });
    const callback = new URL(body.redirectUri);
    callback.searchParams.set('state', body.state);
    callback.searchParams.set('samlSessionId', parked.id);
    return { authorizationUri: callback.href, verificationId };
  }
  // Outside the transaction: the IdP may be discovered over the network first.
  const { uri, requestId } = await connector.provider.authorizationUri(connector.config, session, {
    ...endpointsOf(step, connectorId),
    signingKey: connector.signingKey,
  });
  const verificationId = generateStandardId();
  state.verificationRecords.push({
    id: verificationId,
    type: 'EnterpriseSso',
    connectorId,
    session: { ...session, ...(requestId ? { requestId } : {}) },
  });
  return { authorizationUri: uri, verificationId };
};

const findRecord = ({ state }: StepContext, connectorId: string, verificationId: string) => {
  const record = state.verificationRecords.find(
    (candidate): candidate is RecordOf<'EnterpriseSso'> =>
      candidate.type === 'EnterpriseSso' && candidate.id === verificationId,
  );
  if (!record) throw new ApiError('session.verification_session_not_found', { status: 404 });
  if (record.connectorId !== connectorId) {
    throw new ApiError('session.connector_id_mismatch', { status: 400 });
  }
  return record;
};

/** The assertion the ACS verified and parked (`samlSessionId`), checked against the record. */
const takeParkedAssertion = async (
  step: StepContext,
  record: RecordOf<'EnterpriseSso'>,
  samlSessionId: string,
) => {
  const row = await step.tenant.transaction((tx) =>
    takeSamlSsoSession(tx, record.connectorId, samlSessionId),
  );
  const content = row?.assertionContent as
    | {
        relayState?: string;
        inResponseTo?: string;
        issuer: string;
        userInfo: EnterpriseSsoUserInfo;
      }
    | undefined;
  if (!content) throw new ApiError('session.verification_session_not_found', { status: 404 });
  if (content.relayState !== record.session.state) {
    throw socialError('authorization_failed', { error: 'state_mismatch' });
  }
  if (record.session.requestId && content.inResponseTo !== record.session.requestId) {
    throw socialError('authorization_failed', { error: 'InResponseTo mismatch' });
  }
  return { issuer: content.issuer, userInfo: content.userInfo };
};

/** The IdP-initiated assertion the record was started with, consumed once. */
const takeIdpInitiatedAssertion = async (
  step: StepContext,
  record: RecordOf<'EnterpriseSso'>,
  samlSessionId: unknown,
) => {
  const parkedId = record.session.idpInitiatedSessionId;
  if (!parkedId || samlSessionId !== parkedId) {
    throw socialError('authorization_failed', { error: 'samlSessionId mismatch' });
  }
  const row = await step.tenant.transaction((tx) =>
    consumeIdpInitiatedSamlSsoSession(tx, record.connectorId, parkedId),
  );
  const content = row?.assertionContent as
    | { issuer: string; userInfo: EnterpriseSsoUserInfo }
    | undefined;
  if (!content) throw new ApiError('session.verification_session_not_found', { status: 404 });
  return content;
};

/**
 * `POST /api/experience/verification/sso/{connectorId}/verify`: OIDC — the callback's `code` and
 * `state` (checked against the record before anything goes to the IdP); SAML — the
 * `samlSessionId` the assertion consumer service redirected with (or a `SAMLResponse` itself).
 */
export const verifyEnterpriseSso = async (
  step: StepContext,
  connectorId: string,
  { connectorData, verificationId }: SsoVerifyBody,
) => {
  const record = findRecord(step, connectorId, verificationId);
  const connector = await step.tenant.transaction((tx) =>
    loadSsoConnector(tx, step.app.secretBox, connectorId),
  );
  const { provider, config } = connector;
  const endpoints = endpointsOf(step, connectorId);
  if (record.session.idpInitiatedSessionId) {
    const parked = await takeIdpInitiatedAssertion(step, record, connectorData.samlSessionId);
    record.issuer = parked.issuer;
    record.enterpriseSsoUserInfo = parked.userInfo;
    return { verificationId: record.id };
  }
  if (provider.providerType === 'saml' && typeof connectorData.samlSessionId === 'string') {
    const parked = await takeParkedAssertion(step, record, connectorData.samlSessionId);
    record.issuer = parked.issuer;
    record.enterpriseSsoUserInfo = parked.userInfo;
    return { verificationId: record.id };
  }
  const sentState =
    provider.providerType === 'saml' ? connectorData.RelayState : connectorData.state;
  if (sentState !== record.session.state) {
    throw socialError('authorization_failed', { error: 'state_mismatch' });
  }
  let tokenSet: SsoTokenSet | undefined;
  record.enterpriseSsoUserInfo = await provider.userInfo(
    config,
    connectorData,
    record.session,
    endpoints,
    (tokens) => {
      tokenSet = tokenSetOf(tokens);
    },
  );
  record.issuer = await provider.issuer(config);
  if (connector.row.enableTokenStorage && tokenSet)
    record.sealedTokenSet = sealSsoTokenSet(step.app.secretBox, tokenSet);
  return { verificationId: record.id };
};

const verifiedIdentityOf = (record: RecordOf<'EnterpriseSso'>) => {
  if (!record.enterpriseSsoUserInfo || !record.issuer) {
    throw new ApiError('session.verification_failed', { status: 400 });
  }
  return { info: record.enterpriseSsoUserInfo, issuer: record.issuer };
};

/** The sign-in's token set goes with the identity, in the sign-in's transaction (issue 11). */
const keepTokenSet = (
  step: StepContext,
  tx: TenantTx,
  row: SsoConnectorRow,
  userId: string,
  record: RecordOf<'EnterpriseSso'>,
) => {
  const { info, issuer } = verifiedIdentityOf(record);
  return storeSsoTokenSet(
    tx,
    step.app.secretBox,
    row,
    { userId, issuer, identityId: info.id },
    record.sealedTokenSet,
  );
};

/** SignIn: the identity's user, or the account of the IdP's e-mail; else 404 (register instead). */
export const identifyByEnterpriseSso: IdentifyStep<'EnterpriseSso'> = async (step, record) => {
  const { info, issuer } = verifiedIdentityOf(record);
  const userId = await step.tenant.transaction(async (tx) => {
    const { row } = await loadSsoConnector(tx, step.app.secretBox, record.connectorId);
    const found = await signInWithSsoIdentity(tx, row, issuer, info);
    if (found) await keepTokenSet(step, tx, row, found, record);
    return found;
  });
  if (!userId) throw new ApiError('user.identity_not_exist', { status: 404 });
  step.state.userId = userId;
};

/** Register: a new user with this identity (and JIT memberships). */
export const createUserFromEnterpriseSso: IdentifyStep<'EnterpriseSso'> = async (step, record) => {
  const { info, issuer } = verifiedIdentityOf(record);
  const user = await step.tenant.transaction(async (tx) => {
    const { row } = await loadSsoConnector(tx, step.app.secretBox, record.connectorId);
    const created = await registerWithSsoIdentity(
      tx,
      step.app,
      row,
      issuer,
      info,
      clientIdOf(step.session),
    );
    await keepTokenSet(step, tx, row, created.id, record);
    return created;
  });
  step.state.userId = user.id;
};
