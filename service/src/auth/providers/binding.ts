/**
 * Binds a provider sign-in flow to the browser that started it (docs/security.md "Provider
 * sign-in"). Without it, anyone could start a flow, approve their own provider account and send
 * the unopened callback URL to someone else, whose browser would then be signed in to the
 * sender's account (login CSRF). The browser that opens the popup gets a secret in an HttpOnly
 * cookie; the flow stores the secret's SHA-256; the callback (and the code form after it) finish
 * only the flows of the secret the browser carries.
 *
 * SameSite=Lax, not Strict: the provider sends the browser back with a top-level navigation from
 * its own site, which carries Lax cookies and not Strict ones. The path keeps the cookie to the
 * popup's routes.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../../env.ts';
import { newToken, sha256 } from '../../ids.ts';
import { secureCookies } from '../cookies.ts';

/** The cookie that holds this browser's flow secret. */
export const PROVIDER_FLOW_COOKIE = 'wf-provider-flow';

/** Where the cookie is sent: the popup's routes only. */
const COOKIE_PATH = '/api/auth-provider';

/** How long a browser keeps its secret after it last opened a popup: a flow, then its code. */
const COOKIE_MAX_AGE_SECONDS = 30 * 60;

/** A secret is 256 random bits, base64url: 43 characters. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of the flow secret this browser carries, or null when it carries none. */
export function browserBinding(c: Context): string | null {
  const secret = getCookie(c, PROVIDER_FLOW_COOKIE);
  return secret && SECRET_PATTERN.test(secret) ? sha256(secret) : null;
}

/**
 * Gives this browser a flow secret (keeping the one it has, so two popups of one browser both
 * finish) and answers its SHA-256, to be stored with the flow.
 */
export function bindBrowser(c: Context, env: Pick<Env, 'publicUrl'>): string {
  const held = getCookie(c, PROVIDER_FLOW_COOKIE);
  const secret = held && SECRET_PATTERN.test(held) ? held : newToken(32);
  setCookie(c, PROVIDER_FLOW_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    secure: secureCookies(env),
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  return sha256(secret);
}
