/**
 * The first proof of a member's address by its owner (docs/security.md "Proof of the address").
 *
 * An account whose address nobody has proven may have been made by someone else: a stranger can
 * sign up with another person's address and a password of their own, or connect a provider
 * account of their own, and wait for the owner to start using the account (a pre-account
 * takeover). So when the address is first proven — a mailed code entered to sign in, a password
 * reset, the verification link — whatever was set up without that proof stops working: the
 * password chosen before, every provider link that did not vouch for the address, and every
 * session. The member is told by mail what was removed, and can set a password and connect
 * providers again.
 */
import { and, eq } from 'drizzle-orm';
import { revokeAllSessions } from '../auth/session.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { memberProviders, members } from '../db/schema.ts';
import type { AppRecord, Deps } from '../http/context.ts';
import { unprovenMethodsRemovedEmail } from '../mail/templates/index.ts';
import { providerName } from './credentials.ts';
import type { MemberRecord } from './present.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** The sign-in methods a first proof removes (or would remove). */
export interface UnprovenMethods {
  /** A password chosen before the address was proven. */
  password: boolean;
  /** Provider ids whose link did not vouch for the address, in the order they were linked. */
  providers: string[];
}

/** What proving the address did. */
export interface AddressProof {
  /** The member after the proof: verified. */
  member: MemberRecord;
  /** True when the address was not verified before (this proof is its first). */
  firstProof: boolean;
  /** What stopped working; nothing when the address was proven before. */
  removed: UnprovenMethods;
}

const NOTHING: UnprovenMethods = { password: false, providers: [] };

/** True when `methods` names anything. */
export function anyMethod(methods: UnprovenMethods): boolean {
  return methods.password || methods.providers.length > 0;
}

/**
 * What a first proof of the member's address would remove: nothing once the address is
 * verified, else the password and the provider links that did not vouch for the address.
 */
export async function unprovenMethods(
  q: Queryable,
  member: Pick<MemberRecord, 'id' | 'verified' | 'passwordHash'>,
): Promise<UnprovenMethods> {
  if (member.verified) return NOTHING;
  const links = await q
    .select({ provider: memberProviders.provider })
    .from(memberProviders)
    .where(and(eq(memberProviders.memberId, member.id), eq(memberProviders.provesEmail, false)))
    .orderBy(memberProviders.createdAt);
  return { password: member.passwordHash !== null, providers: links.map((link) => link.provider) };
}

/**
 * Marks the address proven by its owner, inside the caller's transaction. The member must still
 * have `email` (a code or link proves the address it was sent to, not a later one); undefined
 * otherwise. On a first proof the unproven methods are removed and every session ends, unless
 * `keep` says that whoever proved the address is the one who set them up (the verification link
 * opened in the browser that is signed in as the member). `passwordHash` is a password chosen
 * with the proof (a reset): it replaces any other.
 */
export async function proveAddress(
  tx: Tx,
  input: {
    appId: string;
    memberId: string;
    email: string;
    now: Date;
    keep?: boolean;
    passwordHash?: string;
  },
): Promise<AddressProof | undefined> {
  const [member] = await tx
    .select()
    .from(members)
    .where(
      and(eq(members.id, input.memberId), eq(members.appId, input.appId), eq(members.email, input.email)),
    )
    .for('update');
  if (!member) return undefined;
  const removed = input.keep ? NOTHING : await unprovenMethods(tx, member);
  if (removed.providers.length > 0) {
    await tx
      .delete(memberProviders)
      .where(and(eq(memberProviders.memberId, member.id), eq(memberProviders.provesEmail, false)));
  }
  const passwordHash = input.passwordHash ?? (removed.password ? null : member.passwordHash);
  const [proven] = await tx
    .update(members)
    .set({ verified: true, passwordHash })
    .where(eq(members.id, member.id))
    .returning();
  if (!proven) return undefined;
  if (anyMethod(removed)) await revokeAllSessions(tx, { memberId: member.id, now: input.now });
  // The owner's endpoints learn that the address is now verified (docs/admin-api.md "Webhooks").
  if (!member.verified) {
    await emitMemberEvent(tx, {
      appId: input.appId,
      memberId: member.id,
      event: 'member.updated',
      now: input.now,
    });
  }
  return {
    member: proven,
    firstProof: !member.verified,
    removed: { password: removed.password && input.passwordHash === undefined, providers: removed.providers },
  };
}

/** The removed methods in words, for mails and pages: 'your password', then the providers' names. */
export function describeMethods(app: Pick<AppRecord, 'settings'>, methods: UnprovenMethods): string[] {
  return [
    ...(methods.password ? ['your password'] : []),
    ...methods.providers.map((id) => providerName(app, id)),
  ];
}

/** Mails the member what their address's first proof removed; nothing when it removed nothing. */
export async function notifyUnprovenMethodsRemoved(
  deps: Pick<Deps, 'mailer'>,
  { app, proof }: { app: AppRecord; proof: AddressProof },
): Promise<void> {
  if (!anyMethod(proof.removed)) return;
  await deps.mailer.send({
    appId: app.id,
    to: proof.member.email,
    ...unprovenMethodsRemovedEmail({ appName: app.name, removed: describeMethods(app, proof.removed) }),
  });
}
