/**
 * Test helpers for .pkpass files (test code only): open one as a zip, and check its detached
 * PKCS#7 signature over manifest.json against a certificate, with node-forge, the way Wallet
 * does: the signer is that certificate, the signed attributes carry the manifest's digest, and
 * the signature over those attributes verifies with the certificate's public key.
 */
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import forge from 'node-forge';

/** Every file of a .pkpass, by name. */
export async function openPkpass(pkpass: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(pkpass);
  const files = new Map<string, Buffer>();
  for (const file of Object.values(zip.files)) {
    if (!file.dir) files.set(file.name, await file.async('nodebuffer'));
  }
  return files;
}

/** SHA-1 of bytes, hex (the digest manifest.json lists). */
export function sha1Hex(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

const { asn1, pki } = forge;

/** The children of a constructed ASN.1 value. */
function childrenOf(node: forge.asn1.Asn1 | undefined, what: string): forge.asn1.Asn1[] {
  if (!node || !Array.isArray(node.value)) throw new Error(`signature: ${what} is missing`);
  return node.value as forge.asn1.Asn1[];
}

/** The bytes of a primitive ASN.1 value. */
function bytesOf(node: forge.asn1.Asn1 | undefined, what: string): string {
  if (!node || typeof node.value !== 'string') throw new Error(`signature: ${what} is missing`);
  return node.value;
}

/** What {@link verifyPkpassSignature} found. */
export interface SignatureCheck {
  /** The certificates the signature carries (signer and WWDR). */
  certificates: forge.pki.Certificate[];
  /** Digest algorithm of the signed attributes: 'sha1' or 'sha256'. */
  digestAlgorithm: string;
  /** True when the signer's issuer and serial number are the expected certificate's. */
  signerMatches: boolean;
  /** True when the messageDigest attribute is the digest of the manifest. */
  digestMatches: boolean;
  /** True when the signature over the signed attributes verifies with the certificate's key. */
  signatureVerifies: boolean;
  /** The signingTime attribute, when present. */
  signingTime: Date | undefined;
}

/** Checks a detached PKCS#7 `signature` (DER) over `manifest` against `certificatePem`. */
export function verifyPkpassSignature(
  signature: Uint8Array,
  manifest: Uint8Array,
  certificatePem: string,
): SignatureCheck {
  const certificate = pki.certificateFromPem(certificatePem);
  const contentInfo = asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(contentInfo) as forge.pkcs7.PkcsSignedData;

  // ContentInfo { contentType, [0] SignedData { version, digestAlgorithms, contentInfo, [0] certificates, signerInfos } }
  const [, explicit] = childrenOf(contentInfo, 'ContentInfo');
  const signedData = childrenOf(childrenOf(explicit, 'SignedData')[0], 'SignedData');
  const signerInfos = childrenOf(signedData[signedData.length - 1], 'SignerInfos');
  if (signerInfos.length !== 1)
    throw new Error(`signature: expected one signer, found ${signerInfos.length}`);
  const [, issuerAndSerial, digestAlgorithmId, signedAttributes, , encryptedDigest] = childrenOf(
    signerInfos[0],
    'SignerInfo',
  );

  const [issuer, serial] = childrenOf(issuerAndSerial, 'issuerAndSerialNumber');
  const expectedIssuer = asn1.toDer(pki.distinguishedNameToAsn1(certificate.issuer)).getBytes();
  const signerMatches =
    issuer !== undefined &&
    asn1.toDer(issuer).getBytes() === expectedIssuer &&
    forge.util.bytesToHex(bytesOf(serial, 'serial number')).replace(/^00/, '') ===
      certificate.serialNumber.replace(/^00/, '');

  const digestOid = asn1.derToOid(bytesOf(childrenOf(digestAlgorithmId, 'digestAlgorithm')[0], 'digest OID'));
  const digestAlgorithm =
    digestOid === pki.oids.sha256 ? 'sha256' : digestOid === pki.oids.sha1 ? 'sha1' : digestOid;
  if (digestAlgorithm !== 'sha1' && digestAlgorithm !== 'sha256') {
    throw new Error(`signature: unexpected digest algorithm ${digestOid}`);
  }

  // [0] IMPLICIT SET OF Attribute: signed as a DER SET.
  const attributes = childrenOf(signedAttributes, 'authenticatedAttributes');
  let messageDigest: string | undefined;
  let signingTime: Date | undefined;
  for (const attribute of attributes) {
    const [type, values] = childrenOf(attribute, 'Attribute');
    const oid = asn1.derToOid(bytesOf(type, 'attribute type'));
    const [value] = childrenOf(values, 'attribute values');
    if (oid === pki.oids.messageDigest) messageDigest = bytesOf(value, 'messageDigest');
    if (oid === pki.oids.signingTime && value) {
      signingTime = asn1.utcTimeToDate(bytesOf(value, 'signingTime'));
    }
  }
  const manifestDigest = createHash(digestAlgorithm).update(manifest).digest('binary');
  const digestMatches = messageDigest === manifestDigest;

  const signedBytes = asn1
    .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes))
    .getBytes();
  const md = digestAlgorithm === 'sha256' ? forge.md.sha256.create() : forge.md.sha1.create();
  md.update(signedBytes);
  let signatureVerifies = false;
  try {
    signatureVerifies = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(
      md.digest().getBytes(),
      bytesOf(encryptedDigest, 'encryptedDigest'),
    );
  } catch {
    signatureVerifies = false;
  }

  return {
    certificates: message.certificates,
    digestAlgorithm,
    signerMatches,
    digestMatches,
    signatureVerifies,
    signingTime,
  };
}
