/**
 * The signature of a webhook delivery (docs/admin-api.md "Webhooks"), the Standard Webhooks
 * (Svix) scheme that @memberstack/admin, svix and standardwebhooks verify: HMAC-SHA256 over
 * "<svix-id>.<svix-timestamp>.<body>", keyed with the base64-decoded secret after 'whsec_'.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Random bytes in a new signing secret. */
const SECRET_BYTES = 24;

/** A new signing secret: 'whsec_' and the base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The headers of one attempt: one `v1,` signature (@memberstack/admin reads only the first). */
export function webhookHeaders(input: {
  secret: string;
  messageId: string;
  at: Date;
  body: string;
}): Record<string, string> {
  const timestamp = String(Math.floor(input.at.getTime() / 1000));
  const key = Buffer.from(input.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${input.messageId}.${timestamp}.${input.body}`)
    .digest('base64');
  return {
    'content-type': 'application/json',
    'svix-id': input.messageId,
    'svix-timestamp': timestamp,
    'svix-signature': `v1,${signature}`,
  };
}
