/** Where Sign In goes afterwards: '/' or a same-origin path from `?redirect=` (never another site). */

/** The path (with query and hash) of `?redirect=` when it stays on `origin`, else `fallback`. */
export function redirectTarget(search: string, origin: string, fallback = '/'): string {
  const value = new URLSearchParams(search).get('redirect');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
