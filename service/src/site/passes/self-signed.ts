/**
 * A self-signed pass signer for development (docs/architecture.md "Wallet passes": a self-signed
 * certificate generated for development; real certificates from config). Wallet on a device
 * rejects passes signed with it, but every file, hash and signature of the .pkpass is real and
 * can be verified against it.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/** A certificate and its unencrypted private key, both PEM. */
export interface SignerPem {
  certificate: string;
  privateKey: string;
}

/** How long the self-signed certificate is valid. */
const VALIDITY_YEARS = 10;

/** Subject and issuer of the self-signed certificate. */
export interface SelfSignedOptions {
  /** The pass type identifier, shown in the certificate's common name. */
  passTypeId: string;
  /** The Apple team identifier, as the organisational unit (as in Apple's pass certificates). */
  teamId: string;
  /** Start of validity. */
  now: Date;
}

/** Creates a 2048-bit RSA key and a CA-like self-signed certificate for signing passes. */
export async function createSelfSignedSigner({
  passTypeId,
  teamId,
  now,
}: SelfSignedOptions): Promise<SignerPem> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the high bit of the first byte cleared.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = [
    { name: 'commonName', value: `Pass Type ID: ${passTypeId} (self-signed)` },
    { shortName: 'OU', value: teamId },
    { name: 'organizationName', value: 'World Family' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyCertSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(cert), privateKey };
}
