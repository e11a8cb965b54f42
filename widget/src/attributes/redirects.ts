/**
 * Where a sign-up or log-in goes next (docs/product/data-attributes.md §9). Pure: the runtime
 * passes what the page holds and performs the answer.
 */

/** What the page holds after a sign-up or log-in. */
export interface RedirectInputs {
  /** The page's address, e.g. 'https://shop.example/pricing'. */
  currentUrl: string;
  /** The form's plain `redirect` attribute (or its submit button's `data-ms-redirect`, ours). */
  formRedirect?: string | null;
  /** The override a click on `data-ms-redirect` stored. */
  storedOverride?: string | null;
  /**
   * The server's redirect: the plan's (the one signed up with, or the member's), else the app's
   * default (`loginRedirect`, `signupRedirect` of GET /app). Followed only when it is elsewhere.
   */
  serverRedirect?: string | null;
}

/** Go to a path of this site, or reload the page (nothing says where to go, or it is here). */
export type RedirectDecision =
  | { kind: 'go'; path: string; from: 'form' | 'override' | 'server' }
  | { kind: 'reload' };

/**
 * A path of the page's own site (`/account`, or `account.html` resolved against the page), or
 * null. Anything that leads to another origin (`https://…`, `//host`, `/\host`, `javascript:`)
 * is refused: an attribute must never send a member to another site.
 */
export function sitePath(value: string | null | undefined, currentUrl: string): string | null {
  const raw = value?.trim();
  if (!raw || raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let target: URL;
  try {
    const base = new URL(currentUrl);
    target = new URL(raw, base);
    if (target.origin !== base.origin) return null;
  } catch {
    return null;
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The first match wins (§9): the form's redirect, then the stored override, then the server's
 * redirect when it leads elsewhere; else a reload (ours: the runtime re-binds the page instead).
 */
export function decideRedirect(inputs: RedirectInputs): RedirectDecision {
  const current = new URL(inputs.currentUrl);
  const here = `${current.pathname}${current.search}${current.hash}`;
  const candidates: [string | null | undefined, 'form' | 'override' | 'server'][] = [
    [inputs.formRedirect, 'form'],
    [inputs.storedOverride, 'override'],
    [inputs.serverRedirect, 'server'],
  ];
  for (const [value, from] of candidates) {
    const path = sitePath(value, inputs.currentUrl);
    if (path === null) continue;
    if (path === here) return { kind: 'reload' };
    return { kind: 'go', path, from };
  }
  return { kind: 'reload' };
}
