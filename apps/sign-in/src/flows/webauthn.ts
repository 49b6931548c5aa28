import type {
  WebAuthnAuthenticationOptions,
  WebAuthnAuthenticationPayload,
  WebAuthnRegistrationOptions,
  WebAuthnRegistrationPayload,
} from '@gatehouse/schemas/api/experience-mfa';

// The server speaks WebAuthn's JSON form (binary fields as base64url); the browser's
// `navigator.credentials` API takes and gives ArrayBuffers. These few helpers convert both ways
// (a library for it would add several KB for the same ~40 lines).

/** base64url (with or without padding) → bytes. Example: `fromBase64url('AQI')` is [1, 2]. */
export const fromBase64url = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** Bytes → base64url without padding. Example: `toBase64url(new Uint8Array([1, 2]))` is `AQI`. */
export const toBase64url = (buffer: ArrayBuffer | ArrayBufferView): string => {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Why a WebAuthn ceremony did not give a credential, in the words the pages show. */
export class WebAuthnError extends Error {
  constructor(readonly reason: 'unsupported' | 'cancelled') {
    super(`WebAuthn ${reason}`);
    this.name = 'WebAuthnError';
  }
}

export const isWebAuthnSupported = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

// The DOM's transport list lags the spec's (no `cable`, `smart-card`); browsers ignore unknown ones.
const descriptors = (
  list: WebAuthnAuthenticationOptions['allowCredentials'],
): PublicKeyCredentialDescriptor[] | undefined =>
  list?.map(({ id, type, transports }) => ({
    id: fromBase64url(id),
    type,
    transports: transports as AuthenticatorTransport[] | undefined,
  }));

// A refusal, a closed prompt and a timeout all answer NotAllowedError (the spec hides which).
const ceremony = async (run: () => Promise<Credential | null>) => {
  if (!isWebAuthnSupported()) throw new WebAuthnError('unsupported');
  try {
    const credential = await run();
    if (!credential) throw new WebAuthnError('cancelled');
    return credential as PublicKeyCredential;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      throw new WebAuthnError('cancelled');
    }
    throw error;
  }
};

const attachment = (credential: PublicKeyCredential) =>
  credential.authenticatorAttachment === 'platform' ||
  credential.authenticatorAttachment === 'cross-platform'
    ? credential.authenticatorAttachment
    : undefined;

/** `navigator.credentials.create` with the server's options; answers the payload to verify. */
export const createCredential = async (
  options: WebAuthnRegistrationOptions,
): Promise<WebAuthnRegistrationPayload> => {
  const credential = await ceremony(() =>
    navigator.credentials.create({
      publicKey: {
        ...options,
        challenge: fromBase64url(options.challenge),
        user: { ...options.user, id: fromBase64url(options.user.id) },
        excludeCredentials: descriptors(options.excludeCredentials),
      },
    }),
  );
  const response = credential.response as AuthenticatorAttestationResponse;
  const publicKey = response.getPublicKey?.();
  return {
    type: 'WebAuthn',
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      authenticatorData: response.getAuthenticatorData
        ? toBase64url(response.getAuthenticatorData())
        : undefined,
      transports:
        response.getTransports?.() as WebAuthnRegistrationPayload['response']['transports'],
      publicKeyAlgorithm: response.getPublicKeyAlgorithm?.(),
      publicKey: publicKey ? toBase64url(publicKey) : undefined,
    },
    authenticatorAttachment: attachment(credential),
    clientExtensionResults: {},
  };
};

/** `navigator.credentials.get` with the server's options; answers the assertion to verify. */
export const getAssertion = async (
  options: WebAuthnAuthenticationOptions,
): Promise<WebAuthnAuthenticationPayload> => {
  const credential = await ceremony(() =>
    navigator.credentials.get({
      publicKey: {
        ...options,
        challenge: fromBase64url(options.challenge),
        allowCredentials: descriptors(options.allowCredentials),
      },
    }),
  );
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    type: 'WebAuthn',
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      userHandle: response.userHandle ? toBase64url(response.userHandle) : undefined,
    },
    authenticatorAttachment: attachment(credential),
    clientExtensionResults: {},
  };
};
