/**
 * World Family's own configuration, read once at start-up beside the platform's (env.ts;
 * docs/style.md "Config validated once at start-up"): the Apple Wallet pass variables PASS_*. A
 * bad value stops the process with a message naming the variable.
 */
import { existsSync } from 'node:fs';
import { EnvError, parseVariables } from '@wf/config/env';
import { z } from 'zod';

/** A PEM file variable: the path of a file that exists. */
function pemFileVar(name: string) {
  return z.string().transform((raw, ctx) => {
    if (existsSync(raw)) return raw;
    ctx.addIssue({ code: 'custom', message: `${name} must be the path of a PEM file (no file at "${raw}")` });
    return z.NEVER;
  });
}

/** The Apple pass certificate variables: all three or none. */
const PASS_CERTIFICATE_VARS = ['PASS_SIGNER_CERT', 'PASS_SIGNER_KEY', 'PASS_WWDR_CERT'] as const;

/** Default pass type identifier (pass.json passTypeIdentifier) when PASS_TYPE_ID is unset. */
const DEFAULT_PASS_TYPE_ID = 'pass.org.worldfamily.member';

/** Default Apple team identifier (pass.json teamIdentifier) when PASS_TEAM_ID is unset. */
const DEFAULT_PASS_TEAM_ID = 'WFAMILY001';

const rawSchema = z.object({
  PASS_TYPE_ID: z
    .string()
    .trim()
    .regex(/^pass(\.[A-Za-z0-9-]+)+$/, {
      error: 'PASS_TYPE_ID must be a pass type identifier such as pass.org.example.member',
    })
    .default(DEFAULT_PASS_TYPE_ID),
  PASS_TEAM_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, {
      error: 'PASS_TEAM_ID must be a 10-character Apple team identifier such as A1B2C3D4E5',
    })
    .default(DEFAULT_PASS_TEAM_ID),
  PASS_SIGNER_CERT: pemFileVar('PASS_SIGNER_CERT').optional(),
  PASS_SIGNER_KEY: pemFileVar('PASS_SIGNER_KEY').optional(),
  PASS_SIGNER_KEY_PASSPHRASE: z.string().optional(),
  PASS_WWDR_CERT: pemFileVar('PASS_WWDR_CERT').optional(),
});

/** The PEM files of an Apple pass certificate (Wallet passes signed for real devices). */
export interface PassCertificateFiles {
  /** The pass type certificate. */
  signerCert: string;
  /** Its private key. */
  signerKey: string;
  /** The key's passphrase, when it is encrypted. */
  signerKeyPassphrase: string | undefined;
  /** Apple's WWDR intermediate certificate. */
  wwdrCert: string;
}

/** World Family's validated configuration. */
export interface SiteEnv {
  /** Apple Wallet pass type identifier (pass.json passTypeIdentifier). */
  passTypeId: string;
  /** Apple developer team identifier (pass.json teamIdentifier). */
  passTeamId: string;
  /** Apple pass certificate files; undefined: a self-signed certificate kept under DATA_DIR/passes/. */
  passCertificates: PassCertificateFiles | undefined;
}

/** Reads and validates World Family's variables. Throws {@link EnvError} naming each bad variable. */
export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const raw = parseVariables(rawSchema, source);
  const missingPassFiles = PASS_CERTIFICATE_VARS.filter((name) => raw[name] === undefined);
  if (missingPassFiles.length > 0 && missingPassFiles.length < PASS_CERTIFICATE_VARS.length) {
    throw new EnvError([
      `PASS_SIGNER_CERT, PASS_SIGNER_KEY and PASS_WWDR_CERT must be set together (missing: ${missingPassFiles.join(', ')})`,
    ]);
  }
  return {
    passTypeId: raw.PASS_TYPE_ID,
    passTeamId: raw.PASS_TEAM_ID,
    passCertificates:
      raw.PASS_SIGNER_CERT && raw.PASS_SIGNER_KEY && raw.PASS_WWDR_CERT
        ? {
            signerCert: raw.PASS_SIGNER_CERT,
            signerKey: raw.PASS_SIGNER_KEY,
            signerKeyPassphrase: raw.PASS_SIGNER_KEY_PASSPHRASE,
            wwdrCert: raw.PASS_WWDR_CERT,
          }
        : undefined,
  };
}
