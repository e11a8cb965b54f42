/**
 * Security headers (docs/security.md): on every response nosniff and a referrer policy (plus HSTS when
 * the site is served over https); on HTML a Content-Security-Policy that allows the site
 * itself and the Vimeo player and nothing else. Inline scripts are allowed by their SHA-256
 * hashes, computed from each page as it is served, never by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The embedded player's origin (docs/product/website.md: videos play in the Vimeo player). */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP source expressions ('sha256-...') for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

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

/** Middleware: the base headers on every response, and HSTS when the public URL is https. */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
