import { webcrypto, X509Certificate } from 'node:crypto';
// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

const signingAlgorithm = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;

const pem = (label: string, der: ArrayBuffer) => {
  const base64 = Buffer.from(der).toString('base64');
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
};

export type GeneratedCertificate = {
  privateKey: string;
  certificate: string;
  notAfter: Date;
};

/**
 * A self-signed RSA-2048/SHA-256 signing certificate valid for `lifeSpanInYears` years (the IdP
 * signing key of a SAML application, as Logto's). PEM texts; the private key is PKCS#8.
 */
export const generateSamlSigningCertificate = async (
  commonName: string,
  lifeSpanInYears: number,
): Promise<GeneratedCertificate> => {
  const keys = await webcrypto.subtle.generateKey(signingAlgorithm, true, ['sign', 'verify']);
  // Certificates count whole seconds: the stored expiry is the certificate's own.
  const notBefore = new Date(Math.floor(Date.now() / 1000) * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setFullYear(notAfter.getFullYear() + lifeSpanInYears);
  const name = `CN=${commonName.replace(/[,=+<>#;"\\]/g, ' ')}`;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
        .toString('hex')
        .replace(/^[89a-f]/, '1'),
      name,
      notBefore,
      notAfter,
      signingAlgorithm,
      keys: keys as unknown as CryptoKeyPair,
      extensions: [new x509.BasicConstraintsExtension(false, undefined, true)],
    },
    webcrypto as unknown as Crypto,
  );
  const privateKey = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    privateKey: pem('PRIVATE KEY', privateKey),
    certificate: certificate.toString('pem'),
    notAfter,
  };
};

/** SHA-256 fingerprint of a PEM certificate, `AB:CD:…` and `ABCD…`. */
export const certificateFingerprints = (certificatePem: string) => {
  const formatted = new X509Certificate(certificatePem).fingerprint256;
  return { sha256: { formatted, unformatted: formatted.replaceAll(':', '') } };
};

/** The base64 body of a PEM certificate (what SAML metadata's `X509Certificate` holds). */
export const certificateBody = (certificatePem: string) =>
  certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/** Whether `text` is a parseable PEM (or bare base64) X.509 certificate. */
export const isValidCertificate = (text: string) => {
  try {
    const body = text.includes('-----BEGIN')
      ? text
      : `-----BEGIN CERTIFICATE-----\n${text}\n-----END CERTIFICATE-----`;
    new X509Certificate(body);
    return true;
  } catch {
    return false;
  }
};
