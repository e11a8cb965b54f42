/**
 * GET /auth/captcha/challenge: an ALTCHA challenge for the signup form when the app requires a
 * captcha. Answered bare (not in `{ data }`): the ALTCHA widget reads this format directly.
 */
import { issueChallenge } from '../../auth/captcha.ts';
import type { Deps } from '../../http/context.ts';
import { CAPTCHA_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { ipOf } from './common.ts';

export function captchaHandlers(deps: Deps): Pick<ApiHandlers, 'captchaChallenge'> {
  const { database, clock } = deps;
  return {
    captchaChallenge: async (c) => {
      const now = clock();
      await hitRateLimits(database.db, {
        appId: c.var.app.id,
        now,
        hits: [{ rule: CAPTCHA_PER_IP, key: ipOf(c, deps) }],
      });
      return issueChallenge(database.db, { appId: c.var.app.id, now });
    },
  };
}
