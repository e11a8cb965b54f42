/**
 * The shape shared by the endpoints that e-mail a code to an address (passwordless login and
 * signup sends, the password reset e-mail): limited per client (by the route table) and per
 * address (here, once the body named it), and answering the
 * same, in the same time, whether the address has an account or not (docs/security.md
 * "Codes"). Every send leaves one live code of its purpose for the address, mailed to whoever
 * should get it and otherwise kept unmailed, so that wrong guesses afterwards are counted, and
 * end in 'too many attempts', the same way for every address.
 */
import type { AcknowledgementResponse } from '@wf/sdk/contract';
import { CODE_SEND_PER_EMAIL } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { type CodePurpose, issueCode } from '../../auth/codes.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import type { MailContent } from '../../mail/templates/index.ts';
import type { MemberRecord } from '../../members/present.ts';
import { findMemberByEmail } from '../../members/rows.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import { NEUTRAL_ANSWER_MS, waitUntil } from './common.ts';

export interface NeutralSend {
  /** The neutral sentence every caller gets. */
  message: string;
  /** What the code is for. */
  purpose: CodePurpose;
  /** Who gets the code by mail: the member of the address, or an address without an account. */
  codeTo: 'member' | 'stranger';
  /** The mail that carries the code (to `member` when the code is the member's). */
  codeMail(code: string, member: MemberRecord | undefined): MailContent | Promise<MailContent>;
  /** What the other side gets instead, if anything (a signup code asked for a member's address). */
  otherMail?(member: MemberRecord | undefined): MailContent;
}

/** Handles one send request for `email` (canonical, from the contract) and answers the neutral acknowledgement. */
export async function sendNeutrally(
  c: Context<ApiEnv>,
  deps: Pick<Deps, 'database' | 'clock' | 'env' | 'mailer'>,
  email: string,
  { message, purpose, codeTo, codeMail, otherMail }: NeutralSend,
): Promise<Response> {
  const startedAt = performance.now();
  const app = c.var.app;
  const now = deps.clock();
  await hitRateLimits(deps.database.db, {
    appId: app.id,
    now,
    hits: [{ rule: CODE_SEND_PER_EMAIL, key: email }],
  });
  const member = await findMemberByEmail(deps.database.db, app.id, email);
  const recipient = codeTo === 'member' ? member !== undefined : member === undefined;
  const { code } = await deps.database.transaction((tx) =>
    issueCode(tx, {
      appId: app.id,
      purpose,
      email,
      // A code only the member could be mailed names the member; any other names nobody.
      memberId: codeTo === 'member' && member ? member.id : null,
      now,
    }),
  );
  const mail = recipient ? await codeMail(code, member) : otherMail?.(member);
  if (mail) await deps.mailer.send({ appId: app.id, to: email, ...mail });
  await waitUntil(startedAt, NEUTRAL_ANSWER_MS);
  const body: AcknowledgementResponse = { data: { success: true }, message };
  return c.json(body);
}
