import { randomBytes } from 'node:crypto';
import { generateStandardId } from '@gatehouse/schemas';
import type {
  SocialAuthorizationUriBody,
  SocialAuthorizationUriResponse,
} from '@gatehouse/schemas/api/experience';
import { loadSocialConnector } from '../../services/social-connectors.ts';
import type { StepContext } from './step-context.ts';

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * `POST /api/experience/verification/social/{connectorId}/authorization-uri`: a new social record
 * that remembers the client's `state`, the redirect URI, and a fresh nonce and PKCE verifier
 * (never shown to the client); answers the provider's authorization URL and the record's id.
 */
export const startSocialVerification = async (
  { app, tenant, state }: StepContext,
  connectorId: string,
  body: SocialAuthorizationUriBody,
): Promise<SocialAuthorizationUriResponse> => {
  const connector = await tenant.transaction((tx) =>
    loadSocialConnector(tx, app.secretBox, connectorId),
  );
  const session = {
    state: body.state,
    redirectUri: body.redirectUri,
    nonce: randomToken(),
    codeVerifier: randomToken(),
  };
  // Outside the transaction: a provider may be discovered over the network first.
  const authorizationUri = await connector.social.authorizationUri(connector.config, session);
  const verificationId = generateStandardId();
  state.verificationRecords.push({ id: verificationId, type: 'Social', connectorId, session });
  return { authorizationUri, verificationId };
};
