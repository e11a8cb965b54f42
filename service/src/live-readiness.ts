/**
 * Live mode refuses to start half-configured (docs/architecture.md "Live mode"). A service in
 * production (NODE_ENV=production) and live mode that would keep every sign-in code in its
 * database, write links to localhost in its mails, or answer any Host header on a public
 * interface stops before it listens, with one message naming each variable and an example value.
 * Live mode on a developer's machine (WF_TEST_MODE=false without NODE_ENV=production, a live
 * rehearsal) is told the same things as warnings.
 */
import type { Env } from './env.ts';
import { isLoopbackIp } from './http/ip-address.ts';
import { isLoopbackInterface } from './http/loopback.ts';

/** What the configuration lacks for live mode: empty when it is ready (or in test mode). */
export function liveModeProblems(env: Env): string[] {
  if (env.testMode) return [];
  const problems: string[] = [];
  if (env.smtpUrl === undefined && !env.mailOutboxOnly) {
    problems.push(
      'SMTP_URL must name the mail server in live mode, such as smtp://user:pass@mail.example:587: without it sign-in codes, receipts and notices stay in the database outbox and nobody can sign in by code (set MAIL_OUTBOX_ONLY=true to keep mail there on purpose)',
    );
  }
  const publicUrl = new URL(env.publicUrl);
  if (publicUrl.protocol !== 'https:' || isLoopbackHost(publicUrl.hostname)) {
    problems.push(
      `PUBLIC_URL must be the site's public https address in live mode, such as https://worldfamily.example: mails, redirects and wallet passes link to it (got "${env.publicUrl}")`,
    );
  }
  if (!isLoopbackInterface(env.host) && env.allowedHosts.length === 0) {
    problems.push(
      `ALLOWED_HOSTS must list the host names this service answers when HOST=${env.host} listens beyond this machine, such as members.example.org: other Host headers are refused`,
    );
  }
  return problems;
}

/** True for localhost, *.localhost and loopback addresses (with or without brackets). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackIp(host);
}
