/**
 * Who a provider's profile signs in as (docs/product/payments-and-providers.md "Third-party
 * sign-in", linking rules):
 *
 * - an identity (provider, provider's user id) already connected signs in its member;
 * - an address that has an account links automatically only when the provider vouches for the
 *   address and the member's own address is verified; otherwise the person is told to log in
 *   and connect the provider in their profile (a provider never takes over an account);
 * - otherwise a new member is made, on signup or on a login that allows signup, with the plans
 *   and custom fields the page asked for (free plans only, as every signup), once its address is
 *   proven: at once when the provider vouches for it, else after the code mailed to it is entered
 *   (routes/auth/provider-proof.ts), so nobody takes an address before its owner does;
 * - connect links the identity to the signed-in member of the flow, unless another member holds it.
 *
 * Runs inside one transaction; the unique keys (provider, provider user id) and (member,
 * provider) settle races between two flows.
 */
import { canonicalEmail, EMAIL_PATTERN, ERROR_CODES, PROVIDER_MESSAGES } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberProviders, members } from '../../db/schema.ts';
import type { AppRecord } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { createMember } from '../../members/create-member.ts';
import type { MemberRecord } from '../../members/present.ts';
import type { TakenProviderFlow } from './flows.ts';
import type { ProviderProfile } from './table.ts';

/** A refusal of the sign-in, with the provider's name for the sentence's translations. */
function refusal(
  status: 400 | 403 | 404 | 409,
  code: string,
  message: (provider: string) => string,
  provider: string,
): ApiError {
  return new ApiError(status, code, message(provider), { details: { params: { provider } } });
}

/**
 * What a flow came to: the member to sign in (and whether the identity was connected just now),
 * or a new account that waits for the proof of its address (the provider did not vouch for it).
 */
export type ProviderSignIn =
  | { kind: 'member'; member: MemberRecord; connected: boolean }
  | { kind: 'needs-proof'; email: string };

/**
 * Links a provider identity to a member. The link proves the member's address when the provider
 * vouched for that very address, or when `proven` says a code mailed to it was entered; links
 * without that proof end when the owner first proves the address (members/address-proof.ts).
 */
export async function linkProvider(
  tx: Tx,
  input: {
    app: AppRecord;
    member: MemberRecord;
    provider: string;
    profile: Pick<ProviderProfile, 'id' | 'email' | 'emailVerified'>;
    proven?: boolean;
    now: Date;
  },
): Promise<void> {
  const { app, member, provider, profile, now } = input;
  const vouched = profile.emailVerified && usableEmail(profile) === member.email;
  await tx.insert(memberProviders).values({
    appId: app.id,
    memberId: member.id,
    provider,
    providerUserId: profile.id,
    email: profile.email,
    provesEmail: input.proven === true || vouched,
    createdAt: now,
  });
}

/** The provider's address in our one form, or null when it has none or not a usable one. */
export function usableEmail(profile: Pick<ProviderProfile, 'email'>): string | null {
  const email = profile.email?.trim();
  return email && EMAIL_PATTERN.test(email) && email.length <= 254 ? canonicalEmail(email) : null;
}

export async function resolveProviderSignIn(
  tx: Tx,
  input: {
    app: AppRecord;
    flow: TakenProviderFlow;
    providerName: string;
    profile: ProviderProfile;
    now: Date;
  },
): Promise<ProviderSignIn> {
  const { app, flow, providerName: name, profile, now } = input;
  const [holder] = await tx
    .select({ member: members })
    .from(memberProviders)
    .innerJoin(members, eq(members.id, memberProviders.memberId))
    .where(
      and(
        eq(memberProviders.appId, app.id),
        eq(memberProviders.provider, flow.provider),
        eq(memberProviders.providerUserId, profile.id),
      ),
    );

  if (flow.mode === 'connect') {
    const memberId = flow.memberId ?? '';
    const [member] = await tx
      .select()
      .from(members)
      .where(and(eq(members.appId, app.id), eq(members.id, memberId)));
    if (!member)
      throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Please log in again, then connect your account.');
    if (holder && holder.member.id !== member.id) {
      throw refusal(409, ERROR_CODES.providerLinkedElsewhere, PROVIDER_MESSAGES.linkedElsewhere, name);
    }
    if (holder) return { kind: 'member', member, connected: false };
    const [other] = await tx
      .select()
      .from(memberProviders)
      .where(and(eq(memberProviders.memberId, member.id), eq(memberProviders.provider, flow.provider)));
    if (other)
      throw refusal(409, ERROR_CODES.providerAlreadyConnected, PROVIDER_MESSAGES.alreadyConnected, name);
    await linkProvider(tx, { app, member, provider: flow.provider, profile, now });
    return { kind: 'member', member, connected: true };
  }

  if (holder) return { kind: 'member', member: holder.member, connected: false };

  const email = usableEmail(profile);
  if (email) {
    const [existing] = await tx
      .select()
      .from(members)
      .where(and(eq(members.appId, app.id), eq(members.email, email)));
    if (existing) {
      const [other] = await tx
        .select()
        .from(memberProviders)
        .where(and(eq(memberProviders.memberId, existing.id), eq(memberProviders.provider, flow.provider)));
      if (!profile.emailVerified || !existing.verified || other) {
        throw refusal(409, ERROR_CODES.providerAccountExists, PROVIDER_MESSAGES.accountExists, name);
      }
      await linkProvider(tx, { app, member: existing, provider: flow.provider, profile, now });
      return { kind: 'member', member: existing, connected: true };
    }
  }

  if (flow.mode === 'login' && !flow.allowSignup) {
    throw refusal(404, ERROR_CODES.providerNoAccount, PROVIDER_MESSAGES.noAccount, name);
  }
  if (!email) throw refusal(400, ERROR_CODES.providerNoEmail, PROVIDER_MESSAGES.noEmail, name);
  // An address the provider does not vouch for makes no account until a code mailed to it is
  // entered: otherwise anyone could take an address for an account of theirs before its owner.
  if (!profile.emailVerified) return { kind: 'needs-proof', email };
  const member = await createProviderMember(tx, { app, flow, email, now });
  await linkProvider(tx, { app, member, provider: flow.provider, profile, now });
  return { kind: 'member', member, connected: true };
}

/**
 * The member a provider sign-up makes, with the plans and custom fields its page asked for (a
 * login that may sign up takes none), its address proven (by the provider, or by a code).
 */
export function createProviderMember(
  tx: Tx,
  { app, flow, email, now }: { app: AppRecord; flow: TakenProviderFlow; email: string; now: Date },
): Promise<MemberRecord> {
  return createMember(tx, {
    app,
    email,
    passwordHash: null,
    verified: true,
    customFields: flow.mode === 'signup' ? flow.customFields : {},
    plans: flow.mode === 'signup' ? flow.plans : [],
    now,
  });
}
