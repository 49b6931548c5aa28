import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@gatehouse/phrases';
import { generateStandardId } from '@gatehouse/schemas';
import type {
  EnterpriseSsoUserInfo,
  SsoConnectorTestResult,
} from '@gatehouse/schemas/api/sso-connectors';
import type { SsoSession } from '../connectors/sso/sso-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { takeSamlSsoSession } from '../queries/saml-sso-sessions.ts';
import {
  findOwnSsoConnectorTest,
  findSsoConnectorTestByState,
  insertSsoConnectorTest,
  recordSsoConnectorTestResult,
} from '../queries/sso-connector-tests.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { loadSsoConnector } from './enterprise-sso.ts';

/**
 * "Test connection" of an enterprise SSO connector (issue 11; decision 017, addition): a real
 * round trip to the IdP that signs nobody in and creates nobody. The administrator's console
 * starts it (`POST /api/sso-connectors/{id}/test`), the IdP sends the browser back to the
 * connector's usual callback (`/callback/sso/{id}`, directly for OIDC, through the SAML ACS for
 * SAML), which recognises the test's state (`testStatePrefix`), finishes the protocol exchange
 * and records the mapped claims (or the error); only the administrator who started the test
 * reads them (`GET …/test/{testId}`).
 */

/** Marks a test's state: the callback tells a test from a sign-in by it, before any lookup. */
export const testStatePrefix = 'ssotest_';
const testLifetimeMs = 10 * 60_000;
const randomToken = () => randomBytes(32).toString('base64url');

/** The connector's callback the IdP returns to (the sign-in app's SSO callback page). */
export const ssoTestCallbackUri = (tenantEndpoint: string, connectorId: string) =>
  `${tenantEndpoint}/callback/sso/${encodeURIComponent(connectorId)}`;

type Endpoints = { tenantEndpoint: string };
type TenantTransaction = <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;

/** Starts a test bound to `ownerId`: a fresh state, nonce and PKCE verifier, as a sign-in. */
export const startSsoConnectionTest = async (
  transaction: TenantTransaction,
  box: SecretBox,
  connectorId: string,
  ownerId: string,
  { tenantEndpoint }: Endpoints,
) => {
  const connector = await transaction((tx) => loadSsoConnector(tx, box, connectorId));
  const session: SsoSession = {
    state: `${testStatePrefix}${randomToken()}`,
    redirectUri: ssoTestCallbackUri(tenantEndpoint, connectorId),
    nonce: randomToken(),
    codeVerifier: randomToken(),
  };
  // Outside a transaction: an OIDC IdP is discovered over the network first.
  const { uri, requestId } = await connector.provider.authorizationUri(connector.config, session, {
    tenantEndpoint,
    connectorId,
    signingKey: connector.signingKey,
  });
  const expiresAt = new Date(Date.now() + testLifetimeMs);
  const row = await transaction((tx) =>
    insertSsoConnectorTest(tx, {
      id: generateStandardId(),
      connectorId,
      state: session.state,
      ownerId,
      session: { ...session, ...(requestId ? { requestId } : {}) },
      expiresAt,
    }),
  );
  return { testId: row.id, authorizationUri: uri, expiresAt: expiresAt.getTime() };
};

type Outcome = { issuer: string; userInfo: EnterpriseSsoUserInfo };

/** What a finished test keeps: the outcome, or the error's code to translate when read. */
export type StoredResult =
  | ({ status: 'succeeded' } & Outcome)
  | { status: 'failed'; error: { code: ErrorCode; interpolation?: Record<string, unknown> } };

/** SAML: the assertion the ACS verified and parked, checked against the test's request. */
const takeSamlOutcome = async (
  transaction: TenantTransaction,
  connectorId: string,
  session: SsoSession,
  samlSessionId: string,
): Promise<Outcome> => {
  const parked = await transaction((tx) => takeSamlSsoSession(tx, connectorId, samlSessionId));
  const content = parked?.assertionContent as
    | {
        relayState?: string;
        inResponseTo?: string;
        issuer: string;
        userInfo: EnterpriseSsoUserInfo;
      }
    | undefined;
  if (!content) throw new DomainError('session.verification_session_not_found');
  if (content.relayState !== session.state || content.inResponseTo !== session.requestId) {
    throw new DomainError('connector.authorization_failed', {
      interpolation: { message: 'the response answers another request' },
    });
  }
  return { issuer: content.issuer, userInfo: content.userInfo };
};

/**
 * The callback of a test (the IdP's answer in `query`): finishes the exchange and records the
 * result on the test, success or failure. Answers false when no live test has this state.
 */
export const finishSsoConnectionTest = async (
  transaction: TenantTransaction,
  box: SecretBox,
  connectorId: string,
  query: Record<string, string>,
  { tenantEndpoint }: Endpoints,
) => {
  const state = query.state ?? '';
  const test = await transaction((tx) => findSsoConnectorTestByState(tx, connectorId, state));
  if (!test || test.result) return false;
  const session = test.session as SsoSession;
  let result: StoredResult;
  try {
    const connector = await transaction((tx) => loadSsoConnector(tx, box, connectorId));
    let outcome: Outcome;
    if (query.error) {
      throw new DomainError('connector.authorization_failed', {
        interpolation: { message: (query.error_description ?? query.error).slice(0, 200) },
      });
    }
    if (connector.provider.providerType === 'saml') {
      outcome = await takeSamlOutcome(transaction, connectorId, session, query.samlSessionId ?? '');
    } else {
      const userInfo = await connector.provider.userInfo(connector.config, query, session, {
        tenantEndpoint,
        connectorId,
      });
      outcome = { issuer: await connector.provider.issuer(connector.config), userInfo };
    }
    result = { status: 'succeeded', ...outcome };
  } catch (error) {
    // Kept as code and interpolation: translated when read, in the administrator's language.
    result =
      error instanceof DomainError
        ? {
            status: 'failed',
            error: {
              code: error.code,
              ...(error.interpolation ? { interpolation: error.interpolation } : {}),
            },
          }
        : {
            status: 'failed',
            error: {
              code: 'connector.general',
              interpolation: {
                message: error instanceof Error ? error.message.slice(0, 200) : 'unknown error',
              },
            },
          };
  }
  await transaction((tx) => recordSsoConnectorTestResult(tx, test.id, result));
  return true;
};

/** The test's result for the administrator who started it; anyone else: 404. */
export const readSsoConnectionTest = async (
  tx: TenantTx,
  connectorId: string,
  testId: string,
  ownerId: string,
  translate: (code: ErrorCode, interpolation?: Record<string, unknown>) => string,
): Promise<SsoConnectorTestResult> => {
  const test = await findOwnSsoConnectorTest(tx, connectorId, testId, ownerId);
  assertFound(test, 'sso_connector_test', testId);
  const stored = test.result as StoredResult | null;
  if (!stored) return { status: 'pending' };
  if (stored.status === 'succeeded') return stored;
  return {
    status: 'failed',
    error: {
      code: stored.error.code,
      message: translate(stored.error.code, stored.error.interpolation),
    },
  };
};
