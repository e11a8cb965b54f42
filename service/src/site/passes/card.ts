/**
 * What a membership card shows, on the pass page and in the Wallet pass alike (docs/architecture.md "The members area": name,
 * member since, member id, QR), built from a pass row and its member.
 */
import type { PassRecord } from './passes.ts';

/** Organisation named on the pass (docs/product/website.md §1). */
export const ORGANIZATION_NAME = 'World Family';

/** The card of one pass. */
export interface MemberCard {
  /** The secret of the pass URL, also the pass's serialNumber. */
  serial: string;
  /** The holder's member id (Member.id): shown on the card and carried by the Wallet barcode. */
  memberId: string;
  /** The name shown on the card. */
  name: string;
  email: string;
  /** When the member joined. */
  memberSince: Date;
  /** The public pass page (its QR code opens it). */
  passUrl: string;
}

/** The public pass page of a serial: `{PUBLIC_URL}/passes/{serial}`. */
export function passUrlOf(publicUrl: string, serial: string): string {
  return `${publicUrl}/passes/${serial}`;
}

/** The name on the card: first and last name, or the e-mail address when the member gave no name. */
export function displayName(pass: Pick<PassRecord, 'firstName' | 'lastName' | 'email'>): string {
  return [pass.firstName, pass.lastName].filter(Boolean).join(' ') || pass.email;
}

/** The card of a pass whose member joined at `memberSince`. */
export function memberCardOf(pass: PassRecord, memberSince: Date, publicUrl: string): MemberCard {
  return {
    serial: pass.serial,
    memberId: pass.memberId,
    name: displayName(pass),
    email: pass.email,
    memberSince,
    passUrl: passUrlOf(publicUrl, pass.serial),
  };
}
