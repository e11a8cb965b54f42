import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { passResultSchema } from '@wf/config/site-api';
import forge from 'node-forge';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../log.ts';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createServiceApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { createSelfSignedSigner } from './self-signed.ts';
import { SELF_SIGNED_FILES, selfSignedFolder } from './signer.ts';
import { openPkpass, sha1Hex, verifyPkpassSignature } from './testing.ts';

let test: TestApp;
const JOINED = new Date('2023-11-20T08:30:00Z');

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** Enrols a new member on `app` and downloads their .pkpass. */
async function downloadPass(on: TestApp = test) {
  const { member, session } = await signedInMember(on, { createdAt: JOINED });
  const enrolled = await on.app.request('/api/functions/passkit-enroll', {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      externalId: member.id,
      email: member.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  });
  const { passUrl } = passResultSchema.parse(await enrolled.json());
  const pagePath = new URL(passUrl ?? '').pathname;
  const response = await on.app.request(`${pagePath}.pkpass`);
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  const files = await openPkpass(new Uint8Array(await response.arrayBuffer()));
  return { member, serial: pagePath.split('/').pop() ?? '', pagePath, files };
}

function fileOf(files: Map<string, Buffer>, name: string): Buffer {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the pass`);
  return file;
}

async function selfSignedCertificatePem(dataDir: string): Promise<string> {
  return readFile(path.join(selfSignedFolder(dataDir), SELF_SIGNED_FILES.certificate), 'utf8');
}

describe('the .pkpass of a pass', () => {
  it('given a download / it holds pass.json, manifest.json, signature, the icons and the logo', async () => {
    const { files } = await downloadPass();

    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'pass.json',
        'manifest.json',
        'signature',
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
      ]),
    );
    expect((await sharp(fileOf(files, 'icon.png')).metadata()).width).toBe(29);
    expect((await sharp(fileOf(files, 'icon@2x.png')).metadata()).width).toBe(58);
    const logo = await sharp(fileOf(files, 'logo.png')).metadata();
    expect(logo.width).toBeLessThanOrEqual(160);
    expect(logo.height).toBeLessThanOrEqual(50);
  });

  it('given a download / the manifest lists every other file with its SHA-1, and each one matches', async () => {
    const { files } = await downloadPass();

    const manifest = JSON.parse(fileOf(files, 'manifest.json').toString('utf8')) as Record<string, string>;

    const listed = Object.keys(manifest).sort();
    const contents = [...files.keys()]
      .filter((name) => name !== 'manifest.json' && name !== 'signature')
      .sort();
    expect(listed).toEqual(contents);
    for (const [name, digest] of Object.entries(manifest)) {
      expect(sha1Hex(fileOf(files, name)), name).toBe(digest);
    }
  });

  it("given a download / pass.json is a generic pass with the member's name, id and join date and a QR barcode of the member id", async () => {
    const { files, member, serial } = await downloadPass();

    const pass = JSON.parse(fileOf(files, 'pass.json').toString('utf8'));

    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: test.siteEnv.passTypeId,
      teamIdentifier: test.siteEnv.passTeamId,
      serialNumber: serial,
      organizationName: 'World Family',
      description: 'World Family membership card',
    });
    expect(pass.generic.primaryFields).toEqual([{ key: 'member', label: 'MEMBER', value: 'Ada Lovelace' }]);
    expect(pass.generic.secondaryFields).toEqual([{ key: 'memberId', label: 'MEMBER ID', value: member.id }]);
    expect(pass.generic.auxiliaryFields[0]).toMatchObject({
      key: 'memberSince',
      label: 'MEMBER SINCE',
      value: JOINED.toISOString(),
    });
    expect(pass.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: member.id, messageEncoding: 'iso-8859-1', altText: member.id },
    ]);
  });

  it('given a download / the signature is a detached PKCS#7 signature of manifest.json by the kept certificate', async () => {
    const { files } = await downloadPass();
    const certificatePem = await selfSignedCertificatePem(test.env.dataDir);

    const check = verifyPkpassSignature(
      fileOf(files, 'signature'),
      fileOf(files, 'manifest.json'),
      certificatePem,
    );

    expect(check).toMatchObject({ signerMatches: true, digestMatches: true, signatureVerifies: true });
    const fingerprints = check.certificates.map((certificate) =>
      forge.pki.certificateToPem(certificate).replace(/\s/g, ''),
    );
    expect(fingerprints).toContain(certificatePem.replace(/\s/g, ''));
    expect(check.signingTime).toBeInstanceOf(Date);
  });

  it('given a changed manifest or another certificate / the check fails', async () => {
    const { files } = await downloadPass();
    const signature = fileOf(files, 'signature');
    const manifest = fileOf(files, 'manifest.json');
    const other = await createSelfSignedSigner({
      passTypeId: 'pass.x.y',
      teamId: 'AAAAAAAAAA',
      now: new Date(),
    });

    expect(
      verifyPkpassSignature(
        signature,
        Buffer.concat([manifest, Buffer.from(' ')]),
        await selfSignedCertificatePem(test.env.dataDir),
      ).digestMatches,
    ).toBe(false);
    expect(verifyPkpassSignature(signature, manifest, other.certificate)).toMatchObject({
      signerMatches: false,
      signatureVerifies: false,
    });
  });

  it('given a second start on the same DATA_DIR / it signs with the same certificate', async () => {
    await downloadPass();
    const before = await selfSignedCertificatePem(test.env.dataDir);
    const restarted = {
      ...test,
      app: createServiceApp({
        db: test.database,
        env: test.env,
        siteEnv: test.siteEnv,
        logger: silentLogger(),
      }),
    };

    const { files } = await downloadPass(restarted);

    expect(await selfSignedCertificatePem(test.env.dataDir)).toBe(before);
    expect(
      verifyPkpassSignature(fileOf(files, 'signature'), fileOf(files, 'manifest.json'), before),
    ).toMatchObject({ signerMatches: true, digestMatches: true, signatureVerifies: true });
  });
});

describe('the .pkpass with Apple certificates configured', () => {
  let configured: TestApp;
  let signerPem: string;
  let wwdrPem: string;

  beforeAll(async () => {
    const dir = test.dir;
    const signer = await createSelfSignedSigner({
      passTypeId: 'pass.org.example.configured',
      teamId: 'A1B2C3D4E5',
      now: new Date(),
    });
    const wwdr = await createSelfSignedSigner({
      passTypeId: 'pass.apple.wwdr',
      teamId: 'APPLEWWDR0',
      now: new Date(),
    });
    signerPem = signer.certificate;
    wwdrPem = wwdr.certificate;
    // An encrypted key, as exported from Keychain with a passphrase.
    const encryptedKey = forge.pki.encryptRsaPrivateKey(
      forge.pki.privateKeyFromPem(signer.privateKey),
      'open sesame',
    );
    await writeFile(path.join(dir, 'signer-cert.pem'), signer.certificate);
    await writeFile(path.join(dir, 'signer-key.pem'), encryptedKey, { mode: 0o600 });
    await writeFile(path.join(dir, 'wwdr.pem'), wwdr.certificate);
    configured = await createTestApp({
      PASS_SIGNER_CERT: path.join(dir, 'signer-cert.pem'),
      PASS_SIGNER_KEY: path.join(dir, 'signer-key.pem'),
      PASS_SIGNER_KEY_PASSPHRASE: 'open sesame',
      PASS_WWDR_CERT: path.join(dir, 'wwdr.pem'),
      PASS_TYPE_ID: 'pass.org.example.configured',
      PASS_TEAM_ID: 'A1B2C3D4E5',
    });
  }, 60_000);
  afterAll(async () => {
    await configured.close();
  });

  it('given a download / it is signed with the configured certificate, carries the WWDR one and makes no self-signed one', async () => {
    const { files } = await downloadPass(configured);

    const check = verifyPkpassSignature(
      fileOf(files, 'signature'),
      fileOf(files, 'manifest.json'),
      signerPem,
    );

    expect(check).toMatchObject({ signerMatches: true, digestMatches: true, signatureVerifies: true });
    const pems = check.certificates.map((certificate) =>
      forge.pki.certificateToPem(certificate).replace(/\s/g, ''),
    );
    expect(pems).toContain(wwdrPem.replace(/\s/g, ''));
    const pass = JSON.parse(fileOf(files, 'pass.json').toString('utf8'));
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.org.example.configured',
      teamIdentifier: 'A1B2C3D4E5',
    });
    expect(existsSync(selfSignedFolder(configured.env.dataDir))).toBe(false);
  });
});
