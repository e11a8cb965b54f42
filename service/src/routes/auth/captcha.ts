/**
 * GET /auth/captcha/challenge: an ALTCHA challenge for the signup form when the app requires a
 * captcha. Answered bare (not in `{ data }`): the ALTCHA widget reads this format directly.
 * Limited per client by the route table (CAPTCHA_PER_IP).
 */
import { issueChallenge } from '../../auth/captcha.ts';
import type { Deps } from '../../http/context.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function captchaHandlers(deps: Deps): Pick<ApiHandlers, 'captchaChallenge'> {
  const { database, clock } = deps;
  return {
    captchaChallenge: (c) => issueChallenge(database.db, { appId: c.var.app.id, now: clock() }),
  };
}
