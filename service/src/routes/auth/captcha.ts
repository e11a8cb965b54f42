/**
 * GET /auth/captcha/challenge: an ALTCHA challenge for the signup form when the app requires a
 * captcha. Answered bare (not in `{ data }`): the ALTCHA widget reads this format directly.
 */
import { Hono } from 'hono';
import { issueChallenge } from '../../auth/captcha.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { CAPTCHA_PER_IP } from '../../security/limits.ts';
import { rateLimit } from '../../security/rate-limit.ts';

const challengeLimit = rateLimit(CAPTCHA_PER_IP);

export function captchaRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock } = deps;
  const routes = new Hono<ApiEnv>();

  routes.get('/auth/captcha/challenge', challengeLimit.middleware(deps), async (c) => {
    const challenge = await issueChallenge(database.db, { appId: c.var.app.id, now: clock() });
    return c.json(challenge);
  });

  return routes;
}
