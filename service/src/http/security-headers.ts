/**
 * Security headers (docs/security.md "Headers"): on every response nosniff, a referrer policy
 * and a permissions policy (plus HSTS when the site is served over https); on HTML a
 * Content-Security-Policy that allows the site itself and the Vimeo player and nothing else,
 * with inline scripts allowed by the SHA-256 hashes the build recorded (static/csp-manifest.ts),
 * never by 'unsafe-inline'; on everything else a CSP that allows nothing.
 */
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeaders } from './answer-headers.ts';

/**
 * Browser features no page of the site uses, turned off for it and every frame in it (the video
 * player keeps fullscreen and autoplay, which are not listed).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * The CSP of every answer that is not a page (JSON, scripts, styles, images, text): nothing
 * may load or run if a browser is made to open it as a document, and nobody may frame it.
 */
export const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The embedded player's origin (docs/product/website.md: videos play in the Vimeo player). */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // Astro and React emit inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the preview of a profile image chosen for upload.
    // Video thumbnails are any https image an admin links to (docs/product/website.md §2 Thumbnail URL).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${VIMEO_PLAYER_ORIGIN}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers of an HTML page. */
export function htmlSecurityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Middleware: the base headers on every response, the not-a-page CSP on every response that
 * set no CSP of its own (pages set theirs), and HSTS when the public URL is https.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const missing: [string, string][] = [];
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!headers.has(name)) missing.push([name, value]);
    }
    if (!headers.has('Content-Security-Policy')) missing.push(['Content-Security-Policy', NOT_A_PAGE_CSP]);
    if (https) missing.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
    setAnswerHeaders(c, missing);
  };
}
