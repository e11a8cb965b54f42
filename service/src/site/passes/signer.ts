/**
 * The certificates passes are signed with: Apple's, from the PEM files named by
 * PASS_SIGNER_CERT, PASS_SIGNER_KEY and PASS_WWDR_CERT when they are set; otherwise a
 * self-signed certificate made once and kept under DATA_DIR/passes/self-signed/ (the key
 * readable by the service's user only), so every later start signs with the same one. The
 * self-signed certificate also fills the WWDR slot.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { Clock } from '../../clock.ts';
import type { Env } from '../../env.ts';
import type { SiteEnv } from '../env.ts';
import { createSelfSignedSigner, type SignerPem } from './self-signed.ts';

/** What signing needs: World Family's pass variables and the platform's data folder. */
export type PassSigningEnv = SiteEnv & Pick<Env, 'dataDir'>;

/** What passkit-generator signs with: PEM text. */
export interface PassCertificates {
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

/** File names inside the self-signed folder. */
export const SELF_SIGNED_FILES = { certificate: 'signer-cert.pem', privateKey: 'signer-key.pem' } as const;

/** Where the self-signed certificate is kept. */
export function selfSignedFolder(dataDir: string): string {
  return path.join(dataDir, 'passes', 'self-signed');
}

/** Fails with a message naming the file (or its variable) when `read` cannot use its PEM text. */
function assertPem(what: string, kind: 'certificate' | 'key', read: () => unknown): void {
  try {
    if (!read()) throw new Error(`no ${kind}`);
  } catch (error) {
    throw new Error(`${what} does not hold a usable PEM ${kind}.`, { cause: error });
  }
}

/** Apple's certificates from the configured files. */
async function readConfiguredCertificates(
  files: NonNullable<SiteEnv['passCertificates']>,
): Promise<PassCertificates> {
  const [signerCert, signerKey, wwdr] = await Promise.all([
    readFile(files.signerCert, 'utf8'),
    readFile(files.signerKey, 'utf8'),
    readFile(files.wwdrCert, 'utf8'),
  ]);
  assertPem('PASS_SIGNER_CERT', 'certificate', () => forge.pki.certificateFromPem(signerCert));
  assertPem('PASS_SIGNER_KEY', 'key', () =>
    forge.pki.decryptRsaPrivateKey(signerKey, files.signerKeyPassphrase),
  );
  assertPem('PASS_WWDR_CERT', 'certificate', () => forge.pki.certificateFromPem(wwdr));
  return {
    signerCert,
    signerKey,
    wwdr,
    ...(files.signerKeyPassphrase === undefined ? {} : { signerKeyPassphrase: files.signerKeyPassphrase }),
  };
}

/** The kept self-signed certificate, or null when there is none yet. */
async function readSelfSigned(folder: string): Promise<SignerPem | null> {
  try {
    const [certificate, privateKey] = await Promise.all([
      readFile(path.join(folder, SELF_SIGNED_FILES.certificate), 'utf8'),
      readFile(path.join(folder, SELF_SIGNED_FILES.privateKey), 'utf8'),
    ]);
    return { certificate, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The kept self-signed certificate, made on first use. A new one is written into a folder of
 * its own and renamed into place in one step, so instances starting together on one DATA_DIR
 * agree on a single certificate: whoever renames first wins, the others read the winner's.
 */
async function selfSignedCertificates(env: PassSigningEnv, clock: Clock): Promise<PassCertificates> {
  const folder = selfSignedFolder(env.dataDir);
  let signer = await readSelfSigned(folder);
  if (!signer) {
    const made = await createSelfSignedSigner({
      passTypeId: env.passTypeId,
      teamId: env.passTeamId,
      now: clock(),
    });
    const staging = `${folder}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(staging, { recursive: true, mode: 0o700 });
    try {
      await writeFile(path.join(staging, SELF_SIGNED_FILES.privateKey), made.privateKey, { mode: 0o600 });
      await writeFile(path.join(staging, SELF_SIGNED_FILES.certificate), made.certificate, { mode: 0o644 });
      await rename(staging, folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    signer = await readSelfSigned(folder);
    if (!signer) throw new Error(`The self-signed pass certificate could not be kept in ${folder}.`);
  }
  assertPem(path.join(folder, SELF_SIGNED_FILES.certificate), 'certificate', () =>
    forge.pki.certificateFromPem(signer.certificate),
  );
  return { signerCert: signer.certificate, signerKey: signer.privateKey, wwdr: signer.certificate };
}

/** The certificates to sign passes with: Apple's when configured, else the kept self-signed one. */
export function loadPassCertificates(env: PassSigningEnv, clock: Clock): Promise<PassCertificates> {
  return env.passCertificates
    ? readConfiguredCertificates(env.passCertificates)
    : selfSignedCertificates(env, clock);
}

/**
 * Loads the certificates on first use and keeps them for the process; a failed load is tried
 * again on the next use (the error, which names the bad variable, reaches the log).
 */
export function passCertificatesOnce(env: PassSigningEnv, clock: Clock): () => Promise<PassCertificates> {
  let loading: Promise<PassCertificates> | undefined;
  return () => {
    loading ??= loadPassCertificates(env, clock).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
