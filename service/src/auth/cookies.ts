/**
 * The session cookie and the CSRF double-submit cookie (docs/architecture.md "Security"):
 * `_ms-mid` is HttpOnly, SameSite=Lax, Path=/, Secure when the site runs on https;
 * `XSRF-TOKEN` is readable by the page, which echoes it in the X-XSRF-TOKEN header on
 * cookie-authenticated writes (see csrf.ts).
 */
import { MEMBER_COOKIE, XSRF_COOKIE } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { Env } from '../env.ts';
import { newToken } from '../ids.ts';
import { SESSION_TTL_MS } from './session.ts';

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
export function ensureXsrfCookie(c: Context, env: Pick<Env, 'publicUrl'>): void {
  if (getCookie(c, XSRF_COOKIE)) return;
  setCookie(c, XSRF_COOKIE, newToken(XSRF_TOKEN_BYTES), {
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(env),
    maxAge: SESSION_TTL_MS / 1000,
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
