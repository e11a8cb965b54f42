/** Reading and writing first-party cookies through document.cookie (browsers only). */

/** Options of {@link writeCookie}. */
export interface CookieOptions {
  /** Epoch milliseconds the cookie lasts until; a session cookie when absent. */
  expires?: number;
  /** Adds Secure (pages served over https). */
  secure?: boolean;
}

/** The value of a cookie, or null (also outside browsers). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function attributes(options: CookieOptions): string {
  const parts = ['Path=/', 'SameSite=Lax'];
  if (options.expires !== undefined) parts.push(`Expires=${new Date(options.expires).toUTCString()}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a cookie for the whole site, SameSite=Lax (Secure on https). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the session API is synchronous and the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(options)}`;
}

/** Removes a cookie written by {@link writeCookie}. */
export function removeCookie(name: string, options: Omit<CookieOptions, 'expires'> = {}): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the session API is synchronous and the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=; ${attributes({ ...options, expires: 0 })}`;
}
