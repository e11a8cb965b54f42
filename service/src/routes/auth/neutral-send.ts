/**
 * The shape shared by the endpoints that e-mail a code to an address (passwordless login and
 * signup sends, the password reset e-mail): limited per IP and per address, and answering the
 * same, in the same time, whether the address has an account or not (docs/security.md: no enumeration).
 */
import type { AcknowledgementResponse } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { hashCode, newCode } from '../../auth/codes.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { newId } from '../../ids.ts';
import type { MemberRecord } from '../../members/present.ts';
import { CODE_SEND_PER_EMAIL, CODE_SEND_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import { findMemberByEmail, ipOf, NEUTRAL_ANSWER_MS, normaliseEmail, waitUntil } from './common.ts';

export interface NeutralSend {
  /** The neutral sentence every caller gets. */
  message: string;
  /** Sends what a member of the app gets; omitted: nothing is sent to members. */
  toMember?: (member: MemberRecord, email: string, now: Date) => Promise<void>;
  /** Sends what an address without an account gets; omitted: nothing is sent to it. */
  toStranger?: (email: string, now: Date) => Promise<void>;
}

/** Handles one send request for `rawEmail` and answers the neutral acknowledgement. */
export async function sendNeutrally(
  c: Context<ApiEnv>,
  deps: Pick<Deps, 'database' | 'clock' | 'env'>,
  rawEmail: string,
  { message, toMember, toStranger }: NeutralSend,
): Promise<Response> {
  const startedAt = performance.now();
  const app = c.var.app;
  const now = deps.clock();
  const email = normaliseEmail(rawEmail);
  await hitRateLimits(deps.database.db, {
    appId: app.id,
    now,
    hits: [
      { rule: CODE_SEND_PER_IP, key: ipOf(c, deps) },
      { rule: CODE_SEND_PER_EMAIL, key: email },
    ],
  });
  const member = await findMemberByEmail(deps.database.db, app.id, email);
  if (member && toMember) await toMember(member, email, now);
  else if (!member && toStranger) await toStranger(email, now);
  // Nothing to send: still make a code's worth of work, and the wait below hides the rest.
  else hashCode(newId('otc'), newCode());
  await waitUntil(startedAt, NEUTRAL_ANSWER_MS);
  const body: AcknowledgementResponse = { data: { success: true }, message };
  return c.json(body);
}
