/**
 * The Apple Wallet pass of a member card (docs/architecture.md "The members area"): a generic pass with the member's name,
 * member id and member-since date and a QR barcode carrying the member id, with its icons and
 * logo, the manifest of SHA-1 hashes and the detached PKCS#7 signature made by
 * passkit-generator.
 */
import { readFile } from 'node:fs/promises';
import { type PassProps, PKPass } from 'passkit-generator';
import { type MemberCard, ORGANIZATION_NAME } from './card.ts';
import type { PassCertificates } from './signer.ts';

/** Content-Type of a .pkpass file: Safari on iPhone hands it to Wallet. */
export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';

/** The download's file name. */
export const PKPASS_FILE_NAME = 'world-family-membership.pkpass';

/** Colours of the pass: white on the site's indigo (#3a2e7a). */
const COLORS = {
  backgroundColor: 'rgb(58, 46, 122)',
  foregroundColor: 'rgb(255, 255, 255)',
  labelColor: 'rgb(214, 208, 245)',
} as const;

/** Images of every pass, rendered from assets/emblem.svg by assets/render.ts. */
const IMAGE_NAMES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];

let images: Promise<Record<string, Buffer>> | undefined;

/** The pass images, read once. */
function passImages(): Promise<Record<string, Buffer>> {
  images ??= Promise.all(
    IMAGE_NAMES.map(
      async (name) => [name, await readFile(new URL(`assets/${name}`, import.meta.url))] as const,
    ),
  ).then(Object.fromEntries);
  return images;
}

/** Who issues the pass (the certificate's pass type and team). */
export interface PassIssuer {
  passTypeId: string;
  teamId: string;
}

/** The pass.json of a card. */
export function passJsonOf(card: MemberCard, issuer: PassIssuer): PassProps {
  return {
    formatVersion: 1,
    passTypeIdentifier: issuer.passTypeId,
    teamIdentifier: issuer.teamId,
    serialNumber: card.serial,
    organizationName: ORGANIZATION_NAME,
    description: `${ORGANIZATION_NAME} membership card`,
    logoText: ORGANIZATION_NAME,
    ...COLORS,
    generic: {
      headerFields: [],
      primaryFields: [{ key: 'member', label: 'MEMBER', value: card.name }],
      secondaryFields: [{ key: 'memberId', label: 'MEMBER ID', value: card.memberId }],
      auxiliaryFields: [
        {
          key: 'memberSince',
          label: 'MEMBER SINCE',
          value: card.memberSince.toISOString(),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleNone',
        },
      ],
      backFields: [
        { key: 'email', label: 'E-mail', value: card.email },
        { key: 'passPage', label: 'Your pass online', value: card.passUrl },
      ],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: card.memberId,
        messageEncoding: 'iso-8859-1',
        altText: card.memberId,
      },
    ],
  };
}

/** The signed .pkpass (a zip) of a card. */
export async function buildPkpass(
  card: MemberCard,
  issuer: PassIssuer,
  certificates: PassCertificates,
): Promise<Buffer> {
  const pass = new PKPass(
    { ...(await passImages()), 'pass.json': Buffer.from(JSON.stringify(passJsonOf(card, issuer))) },
    certificates,
  );
  return pass.getAsBuffer();
}
