import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for API tests: an ES256 (P-256) key pair made with
 * node:crypto, a 'none' attestation and real signatures over authenticator data and the client
 * data hash, as a browser and a security key would produce them (WebAuthn Level 2 §6). The server
 * under test verifies them with its own library; nothing of the server is mocked.
 */

/** Minimal CBOR (RFC 8949) encoder for the shapes WebAuthn needs: maps, ints, bytes, text. */
const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
};
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

type RegistrationOptions = { challenge: string; rp: { id?: string } };
type AuthenticationOptions = { challenge: string; rpId?: string };

export const createSoftwareAuthenticator = (origin: string) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  const rpIdOf = (rpId: string | undefined) => rpId ?? new URL(origin).hostname;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  // flags: UP (0x01) | UV (0x04), and AT (0x40) when credential data follows.
  const authenticatorData = (rpId: string, attested: boolean) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([attested ? 0x45 : 0x05]), count];
    if (attested) {
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), idLength, credentialId, coseKey); // AAGUID zero: software
    }
    return Buffer.concat(parts);
  };

  return {
    credentialId: b64url(credentialId),
    get counter() {
      return counter;
    },

    /** `navigator.credentials.create()` answered, as the Experience API takes it. */
    register(options: RegistrationOptions) {
      const clientDataJSON = clientData('webauthn.create', options.challenge);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(rpIdOf(options.rp.id), true)],
        ]),
      );
      return {
        type: 'WebAuthn' as const,
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /** `navigator.credentials.get()` answered: an ES256 signature over authData ‖ hash(clientData). */
    authenticate(options: AuthenticationOptions, challenge = options.challenge) {
      const clientDataJSON = clientData('webauthn.get', challenge);
      const authData = authenticatorData(rpIdOf(options.rpId), false);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        type: 'WebAuthn' as const,
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
};
