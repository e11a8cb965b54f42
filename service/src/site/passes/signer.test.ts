import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnvError } from '@wf/config/env';
import forge from 'node-forge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { parseEnv } from '../../env.ts';
import { parseSiteEnv } from '../env.ts';
import { createSelfSignedSigner } from './self-signed.ts';
import { loadPassCertificates, passCertificatesOnce, SELF_SIGNED_FILES, selfSignedFolder } from './signer.ts';

let dir: string;

/** What signing reads of the environment: World Family's pass variables and the platform's DATA_DIR. */
function signingEnv(source: Record<string, string>) {
  return { ...parseSiteEnv(source), dataDir: parseEnv(source).dataDir };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-passes-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function problemsOf(source: Record<string, string>): string[] {
  try {
    signingEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('the pass variables of the environment', () => {
  it('given none / passes get the default pass type and team and a self-signed certificate', () => {
    expect(signingEnv({})).toMatchObject({
      passTypeId: 'pass.org.worldfamily.member',
      passTeamId: 'WFAMILY001',
      passCertificates: undefined,
    });
  });

  it('given the three certificate files and a passphrase / it keeps their paths', async () => {
    for (const name of ['cert.pem', 'key.pem', 'wwdr.pem']) await writeFile(path.join(dir, name), 'x');
    const env = signingEnv({
      PASS_SIGNER_CERT: path.join(dir, 'cert.pem'),
      PASS_SIGNER_KEY: path.join(dir, 'key.pem'),
      PASS_SIGNER_KEY_PASSPHRASE: 'secret',
      PASS_WWDR_CERT: path.join(dir, 'wwdr.pem'),
      PASS_TYPE_ID: 'pass.org.example.member',
      PASS_TEAM_ID: 'A1B2C3D4E5',
    });
    expect(env).toMatchObject({
      passTypeId: 'pass.org.example.member',
      passTeamId: 'A1B2C3D4E5',
      passCertificates: {
        signerCert: path.join(dir, 'cert.pem'),
        signerKey: path.join(dir, 'key.pem'),
        signerKeyPassphrase: 'secret',
        wwdrCert: path.join(dir, 'wwdr.pem'),
      },
    });
  });

  it('given only some certificate files / it stops naming the missing ones', async () => {
    await writeFile(path.join(dir, 'cert.pem'), 'x');
    expect(problemsOf({ PASS_SIGNER_CERT: path.join(dir, 'cert.pem') })).toEqual([
      'PASS_SIGNER_CERT, PASS_SIGNER_KEY and PASS_WWDR_CERT must be set together (missing: PASS_SIGNER_KEY, PASS_WWDR_CERT)',
    ]);
  });

  it('given a file that does not exist or a bad identifier / it stops naming the variable', () => {
    const problems = problemsOf({
      PASS_SIGNER_KEY: path.join(dir, 'nope.pem'),
      PASS_TEAM_ID: 'team',
      PASS_TYPE_ID: 'org.example',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PASS_SIGNER_KEY must be the path of a PEM file'),
        expect.stringContaining('PASS_TEAM_ID must be a 10-character Apple team identifier'),
        expect.stringContaining('PASS_TYPE_ID must be a pass type identifier'),
      ]),
    );
  });
});

describe('loadPassCertificates', () => {
  it('given no configured certificate / it makes a self-signed one under DATA_DIR/passes, the key readable by its owner only', async () => {
    const env = signingEnv({ DATA_DIR: dir });

    const certificates = await loadPassCertificates(env, systemClock);

    const folder = selfSignedFolder(dir);
    expect(folder).toBe(path.join(dir, 'passes', 'self-signed'));
    expect(await readFile(path.join(folder, SELF_SIGNED_FILES.certificate), 'utf8')).toBe(
      certificates.signerCert,
    );
    expect(await readFile(path.join(folder, SELF_SIGNED_FILES.privateKey), 'utf8')).toBe(
      certificates.signerKey,
    );
    expect((await stat(path.join(folder, SELF_SIGNED_FILES.privateKey))).mode & 0o777).toBe(0o600);
    // The WWDR slot holds the same certificate.
    expect(certificates.wwdr).toBe(certificates.signerCert);
    const certificate = forge.pki.certificateFromPem(certificates.signerCert);
    expect(certificate.getExtension('basicConstraints')).toMatchObject({ cA: true });
    expect(certificate.verify(certificate)).toBe(true);
    expect(certificate.subject.getField('OU')?.value).toBe('WFAMILY001');
  });

  it('given a kept self-signed certificate / later loads reuse it', async () => {
    const env = signingEnv({ DATA_DIR: dir });
    const first = await loadPassCertificates(env, systemClock);

    const second = await loadPassCertificates(env, systemClock);

    expect(second).toEqual(first);
  });

  it('given instances starting together on one DATA_DIR / they all end up with the same certificate', async () => {
    const env = signingEnv({ DATA_DIR: dir });

    const loaded = await Promise.all([1, 2, 3, 4].map(() => loadPassCertificates(env, systemClock)));

    expect(new Set(loaded.map((certificates) => certificates.signerCert)).size).toBe(1);
    expect(await loadPassCertificates(env, systemClock)).toEqual(loaded[0]);
  });

  it('given configured files / it reads them and does not make a self-signed certificate', async () => {
    const signer = await createSelfSignedSigner({
      passTypeId: 'pass.a.b',
      teamId: 'A1B2C3D4E5',
      now: new Date(),
    });
    await writeFile(path.join(dir, 'cert.pem'), signer.certificate);
    await writeFile(path.join(dir, 'key.pem'), signer.privateKey);
    await writeFile(path.join(dir, 'wwdr.pem'), signer.certificate);
    const env = signingEnv({
      DATA_DIR: path.join(dir, 'data'),
      PASS_SIGNER_CERT: path.join(dir, 'cert.pem'),
      PASS_SIGNER_KEY: path.join(dir, 'key.pem'),
      PASS_WWDR_CERT: path.join(dir, 'wwdr.pem'),
    });

    expect(await loadPassCertificates(env, systemClock)).toEqual({
      signerCert: signer.certificate,
      signerKey: signer.privateKey,
      wwdr: signer.certificate,
    });
    await expect(stat(selfSignedFolder(env.dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('given a configured file that holds no certificate / it fails naming the variable, and the next use tries again', async () => {
    const signer = await createSelfSignedSigner({
      passTypeId: 'pass.a.b',
      teamId: 'A1B2C3D4E5',
      now: new Date(),
    });
    await writeFile(path.join(dir, 'cert.pem'), 'not a certificate');
    await writeFile(path.join(dir, 'key.pem'), signer.privateKey);
    await writeFile(path.join(dir, 'wwdr.pem'), signer.certificate);
    const env = signingEnv({
      PASS_SIGNER_CERT: path.join(dir, 'cert.pem'),
      PASS_SIGNER_KEY: path.join(dir, 'key.pem'),
      PASS_WWDR_CERT: path.join(dir, 'wwdr.pem'),
    });
    const certificates = passCertificatesOnce(env, systemClock);

    await expect(certificates()).rejects.toThrow('PASS_SIGNER_CERT does not hold a usable PEM certificate.');

    await writeFile(path.join(dir, 'cert.pem'), signer.certificate);
    await expect(certificates()).resolves.toMatchObject({ signerCert: signer.certificate });
  });

  it('given a key with a wrong passphrase / it fails naming PASS_SIGNER_KEY', async () => {
    const signer = await createSelfSignedSigner({
      passTypeId: 'pass.a.b',
      teamId: 'A1B2C3D4E5',
      now: new Date(),
    });
    const encrypted = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(signer.privateKey), 'right');
    await writeFile(path.join(dir, 'cert.pem'), signer.certificate);
    await writeFile(path.join(dir, 'key.pem'), encrypted);
    const env = signingEnv({
      PASS_SIGNER_CERT: path.join(dir, 'cert.pem'),
      PASS_SIGNER_KEY: path.join(dir, 'key.pem'),
      PASS_SIGNER_KEY_PASSPHRASE: 'wrong',
      PASS_WWDR_CERT: path.join(dir, 'cert.pem'),
    });

    await expect(loadPassCertificates(env, systemClock)).rejects.toThrow(
      'PASS_SIGNER_KEY does not hold a usable PEM key.',
    );
  });
});
