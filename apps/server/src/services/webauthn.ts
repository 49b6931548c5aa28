import type {
  WebAuthnAuthenticationOptions,
  WebAuthnAuthenticationPayload,
  WebAuthnRegistrationOptions,
  WebAuthnRegistrationPayload,
} from '@gatehouse/schemas/api/experience-mfa';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { DomainError } from './domain-error.ts';

/**
 * WebAuthn ceremonies through `@simplewebauthn/server`. The relying party is the tenant's public
 * endpoint: its host is the RP ID and its origin the only origin a response may come from, so a
 * credential registered for one tenant host cannot be replayed on another.
 */
export type RelyingParty = { id: string; origin: string; name: string };

export const relyingPartyOf = (endpoint: string): RelyingParty => {
  const url = new URL(endpoint);
  return { id: url.hostname, origin: url.origin, name: url.hostname };
};

/** A credential as the ceremonies need it: public key opened (base64url COSE key). */
export type WebAuthnCredentialInfo = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports?: WebAuthnRegistrationPayload['response']['transports'];
};

const failed = () => new DomainError('session.mfa.webauthn_verification_failed');

export const createRegistrationOptions = async (
  rp: RelyingParty,
  user: { id: string; name: string },
  existing: WebAuthnCredentialInfo[],
): Promise<WebAuthnRegistrationOptions> => {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: user.name,
    attestationType: 'none',
    // A key already bound cannot be bound twice.
    excludeCredentials: existing.map(({ credentialId, transports }) => ({
      id: credentialId,
      ...(transports ? { transports } : {}),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return options as WebAuthnRegistrationOptions;
};

/** The new credential, or 400 `session.mfa.webauthn_verification_failed`. */
export const verifyRegistration = async (
  rp: RelyingParty,
  challenge: string,
  payload: WebAuthnRegistrationPayload,
): Promise<WebAuthnCredentialInfo> => {
  const result = await verifyRegistrationResponse({
    response: { ...payload, type: 'public-key' },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) throw failed();
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(payload.response.transports ? { transports: payload.response.transports } : {}),
  };
};

export const createAuthenticationOptions = async (
  rp: RelyingParty,
  credentials: WebAuthnCredentialInfo[],
): Promise<WebAuthnAuthenticationOptions> => {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    // Empty for a discoverable passkey (the browser offers the ones it has for this RP).
    allowCredentials: credentials.map(({ credentialId, transports }) => ({
      id: credentialId,
      ...(transports ? { transports } : {}),
    })),
  });
  return options as WebAuthnAuthenticationOptions;
};

/**
 * Checks an assertion against the stored credential (signature, challenge, origin, RP ID, and a
 * signature counter that moved forward) and answers the new counter, or 400
 * `session.mfa.webauthn_verification_failed`.
 */
export const verifyAuthentication = async (
  rp: RelyingParty,
  challenge: string,
  payload: WebAuthnAuthenticationPayload,
  credential: WebAuthnCredentialInfo,
): Promise<number> => {
  if (payload.id !== credential.credentialId) throw failed();
  const result = await verifyAuthenticationResponse({
    response: { ...payload, type: 'public-key' },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: credential.credentialId,
      publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
      counter: credential.counter,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) throw failed();
  return result.authenticationInfo.newCounter;
};
