import type { Member } from '@wf/sdk/contract';
import { type ToastOptions, toast } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import { useEffect, useRef } from 'react';
import { flashToast } from '../flash-toast.ts';
import { type Navigate, redirectTo } from '../navigate.ts';
import { SITE_PATHS } from '../routes.ts';
import { ACCESS_DENIED_TOAST } from './accessDenied.ts';
import { type Audience, type PageAccess, pageAccess } from './pageAccess.ts';

export interface MembersOnlyOptions {
  status: AuthStatus;
  member: Member | null;
  /** Whom the page admits. */
  audience: Audience;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate | undefined;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: ((options: ToastOptions) => void) | undefined;
}

/**
 * The guard of a members-only page (docs/product/website.md §2, §4, §8): once it is known that nobody is
 * signed in, on to /login; a member without the admin plan on an admin page gets the 'Access
 * Denied' toast once, kept for the next page, and goes to /. Returns the page's access.
 */
export function useMembersOnly({
  status,
  member,
  audience,
  navigate = redirectTo,
  keepToast = flashToast,
}: MembersOnlyOptions): PageAccess {
  const access = pageAccess(status, member, audience);
  const refused = useRef(false);

  useEffect(() => {
    if (access === 'signed-out') navigate(SITE_PATHS.login);
  }, [access, navigate]);

  useEffect(() => {
    if (access !== 'denied' || refused.current) return;
    refused.current = true;
    toast(ACCESS_DENIED_TOAST);
    // The site changes page: the next page shows the toast again (see site/lib/flash-toast.ts).
    keepToast(ACCESS_DENIED_TOAST);
    navigate(SITE_PATHS.home);
  }, [access, navigate, keepToast]);

  return access;
}
