/** POST /contact: the site's contact form (docs/product/website.md §2 "Contact"). */
import { CONTACT_SENT_MESSAGE, type ContactResponse } from '@wf/config/site-api';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { clientIp } from '../../http/origin.ts';
import { CONTACT_PER_IP } from '../../security/limits.ts';
import { rateLimit } from '../../security/rate-limit.ts';
import type { SiteHandlers } from '../handlers.ts';
import { receiveContactMessage } from './messages.ts';

const contactRateLimit = rateLimit(CONTACT_PER_IP);

/** The 429 of the contact form, in the form's own words (the form adds the contact address). */
export function tooManyMessages(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(
    retryAfterSeconds,
    `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`,
  );
}

/** Counts every request per client IP (before validation, so malformed floods count too). */
export function contactRateLimitPerIp(
  deps: Pick<Deps, 'database' | 'clock' | 'env'>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    try {
      await contactRateLimit.hit(
        deps.database.db,
        c.var.app.id,
        [clientIp(c, deps.env.trustProxy)],
        deps.clock(),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        throw tooManyMessages(Number(error.headers['Retry-After'] ?? CONTACT_PER_IP.windowSeconds));
      }
      throw error;
    }
    await next();
  };
}

export function contactHandlers(
  deps: Pick<Deps, 'database' | 'mailer' | 'clock' | 'env'>,
): Pick<SiteHandlers, 'contact'> {
  return {
    contact: async (c, { body }): Promise<ContactResponse> => {
      await receiveContactMessage(deps, c.var.logger, c.var.app, body);
      return { data: { success: true }, message: CONTACT_SENT_MESSAGE };
    },
  };
}
