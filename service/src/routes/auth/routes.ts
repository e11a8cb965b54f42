/** The /auth routes and POST /member/logout (widget-spec §7). */
import { Hono } from 'hono';
import type { ApiEnv, BaseEnv, Deps } from '../../http/context.ts';
import { captchaRoutes } from './captcha.ts';
import { loginRoutes } from './login.ts';
import { logoutRoutes } from './logout.ts';
import { passwordlessRoutes } from './passwordless.ts';
import { resetRoutes } from './reset.ts';
import { signupRoutes } from './signup.ts';
import { verificationLinkRoutes, verificationRoutes } from './verification.ts';

/** Routes behind app resolution (X-APP-ID and X-API-Key). */
export function authRoutes(deps: Deps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.route('/', loginRoutes(deps));
  routes.route('/', signupRoutes(deps));
  routes.route('/', passwordlessRoutes(deps));
  routes.route('/', resetRoutes(deps));
  routes.route('/', verificationRoutes(deps));
  routes.route('/', logoutRoutes(deps));
  routes.route('/', captchaRoutes(deps));
  return routes;
}

/** Links opened from e-mails, which carry no app headers (mounted before app resolution). */
export function authLinkRoutes(deps: Deps): Hono<BaseEnv> {
  return verificationLinkRoutes(deps);
}
