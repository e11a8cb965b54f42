/**
 * The session cookie and the CSRF double-submit cookie (docs/architecture.md "Security"):
 * `_ms-mid` is HttpOnly, SameSite=Lax, Path=/, Secure when the site runs on https;
 * `XSRF-TOKEN` is readable by the page, which echoes it in the X-XSRF-TOKEN header on
 * cookie-authenticated writes (see csrf.ts).
 */
import { emailSchema, MEMBER_COOKIE, XSRF_COOKIE } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { Env } from '../env.ts';
import { newToken } from '../ids.ts';
import { CODE_TTL_MS } from './codes.ts';
import { sessionPolicy } from './session.ts';

/** Random bytes of a CSRF token (256 bits). */
const XSRF_TOKEN_BYTES = 32;

/** True when cookies must carry Secure: the site's public URL is https. */
export function secureCookies(env: Pick<Env, 'publicUrl'>): boolean {
  return env.publicUrl.startsWith('https:');
}

function maxAgeSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** Sets `_ms-mid` to a session token, and a fresh XSRF-TOKEN (login and signup). */
export function setSessionCookies(
  c: Context,
  env: Pick<Env, 'publicUrl'>,
  { token, expiresAt, now }: { token: string; expiresAt: Date; now: Date },
): void {
  const secure = secureCookies(env);
  const maxAge = maxAgeSeconds(expiresAt, now);
  setCookie(c, MEMBER_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge });
  setCookie(c, XSRF_COOKIE, newToken(XSRF_TOKEN_BYTES), { sameSite: 'Lax', path: '/', secure, maxAge });
}

/** Sets a readable XSRF-TOKEN unless the request already carries one (GET /member). */
export function ensureXsrfCookie(
  c: Context,
  env: Pick<Env, 'publicUrl' | 'sessionMaxDays' | 'sessionIdleDays'>,
): void {
  if (getCookie(c, XSRF_COOKIE)) return;
  setCookie(c, XSRF_COOKIE, newToken(XSRF_TOKEN_BYTES), {
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(env),
    maxAge: sessionPolicy(env).maxMs / 1000,
  });
}

/** The Set-Cookie value that removes `_ms-mid` (usable as an error's header too). */
export function clearedSessionCookie(env: Pick<Env, 'publicUrl'>): string {
  return serialize(MEMBER_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(env),
    maxAge: 0,
    expires: new Date(0),
  });
}

/** Removes `_ms-mid` and XSRF-TOKEN (logout, password reset). */
export function clearSessionCookies(c: Context, env: Pick<Env, 'publicUrl'>): void {
  c.header('Set-Cookie', clearedSessionCookie(env), { append: true });
  c.header(
    'Set-Cookie',
    serialize(XSRF_COOKIE, '', {
      sameSite: 'Lax',
      path: '/',
      secure: secureCookies(env),
      maxAge: 0,
      expires: new Date(0),
    }),
    { append: true },
  );
}

/**
 * The address a browser asked a reset code for (docs/security.md "Password reset"), for a reset
 * call that names none. HttpOnly, only sent to /api/auth, gone when the code would be.
 */
export const RESET_ADDRESS_COOKIE = 'wf-reset-address';

/** Where the reset cookie is sent: the auth routes only. */
const RESET_COOKIE_PATH = '/api/auth';

function resetCookieOptions(env: Pick<Env, 'publicUrl'>) {
  const secure = secureCookies(env);
  // Cross-site embeds (a builder's page calling this API) send it only as SameSite=None, which
  // browsers accept on https alone.
  return {
    httpOnly: true,
    path: RESET_COOKIE_PATH,
    secure,
    sameSite: secure ? ('None' as const) : ('Lax' as const),
  };
}

/** Binds this browser to the address it asked a reset code for. */
export function setResetAddressCookie(c: Context, env: Pick<Env, 'publicUrl'>, email: string): void {
  setCookie(c, RESET_ADDRESS_COOKIE, encodeURIComponent(email), {
    ...resetCookieOptions(env),
    maxAge: CODE_TTL_MS / 1000,
  });
}

/** The address the browser asked a reset code for, if it still holds one that is an address. */
export function readResetAddressCookie(c: Context): string | undefined {
  const raw = getCookie(c, RESET_ADDRESS_COOKIE);
  if (!raw) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const parsed = emailSchema.safeParse(decoded);
  return parsed.success ? parsed.data : undefined;
}

/** Forgets the reset address (after a reset). */
export function clearResetAddressCookie(c: Context, env: Pick<Env, 'publicUrl'>): void {
  c.header(
    'Set-Cookie',
    serialize(RESET_ADDRESS_COOKIE, '', { ...resetCookieOptions(env), maxAge: 0, expires: new Date(0) }),
    {
      append: true,
    },
  );
}
