import * as oidcClient from 'openid-client';
import { expect } from 'vitest';
import { startExperience } from './experience-driver.ts';

/**
 * Signs a user in with their password through `/oidc/auth` and the Experience API, as a real
 * client would, and answers the access token the token endpoint issues (opaque: no `resource`).
 */
export const passwordSignInAccessToken = async (
  config: oidcClient.Configuration,
  options: { redirectUri: string; scope: string; username: string; password: string },
) => {
  const codeVerifier = oidcClient.randomPKCECodeVerifier();
  const url = oidcClient.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: options.scope,
    code_challenge: await oidcClient.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const flow = await startExperience(url.href);
  expect((await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
    204,
  );
  const verified = await flow.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: options.username },
    password: options.password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  const submitted = await flow.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const callback = await flow.finish(submitted.body.redirectTo as string, options.redirectUri);
  const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: codeVerifier,
  });
  return tokens.access_token;
};
