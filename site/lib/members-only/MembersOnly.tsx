import type { Member } from '@wf/sdk/contract';
import type { ReactNode } from 'react';
import { PageLoading } from './PageLoading.tsx';
import { type MembersOnlyOptions, useMembersOnly } from './useMembersOnly.ts';

export interface MembersOnlyProps<Client> extends MembersOnlyOptions {
  /** The page's calls; null until the page's widget exists. */
  client: Client | null;
  /** The page's h1, for screen readers only while loading. */
  heading: string;
  /** The visible loading text, e.g. 'Loading your dashboard...'. */
  loading: string;
  /** The page, once its member is admitted and its client exists. */
  children: (member: Member, client: Client) => ReactNode;
}

/**
 * A members-only page (dashboard, pass success, admin): the loading state while the member
 * loads, while a refused visitor is sent away and until the page's client exists; then the page.
 */
export function MembersOnly<Client>({
  client,
  heading,
  loading,
  children,
  ...guard
}: MembersOnlyProps<Client>) {
  const access = useMembersOnly(guard);
  if (access !== 'admitted' || guard.member === null || client === null) {
    return <PageLoading heading={heading} label={loading} />;
  }
  return children(guard.member, client);
}
