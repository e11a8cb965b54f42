/**
 * Mails a member the link that verifies their address (docs/security.md "Proof of the
 * address"): a new token for the address they have now (older unused ones are dropped), the
 * link to the service's page that proves it, and the mail in the app's name. The member's own
 * request (POST /auth/send-email-verification) and the console's resend both send it.
 */
import { API_ROUTES } from '@wf/sdk/contract';
import type { AppRecord, Deps } from '../http/context.ts';
import { serviceUrl } from '../http/service-url.ts';
import { verificationEmail } from '../mail/templates/index.ts';
import type { MemberRecord } from '../members/present.ts';
import { issueVerificationToken } from './email-verification.ts';

/** Issues a verification token for the member's current address and mails its link. */
export async function mailVerificationLink(
  deps: Pick<Deps, 'database' | 'mailer' | 'env'>,
  input: { app: Pick<AppRecord, 'id' | 'name'>; member: Pick<MemberRecord, 'id' | 'email'>; now: Date },
): Promise<void> {
  const { app, member, now } = input;
  const token = await deps.database.transaction((tx) =>
    issueVerificationToken(tx, { appId: app.id, memberId: member.id, email: member.email, now }),
  );
  const link = serviceUrl(deps.env, API_ROUTES.verifyEmail, { query: { token, app: app.id } });
  const mail = verificationEmail({ appName: app.name, link });
  await deps.mailer.send({ appId: app.id, to: member.email, ...mail });
}
