import type { Member } from '@wf/sdk/contract';
import type { AuthStatus } from '@wf/widget';
import { MembersOnly } from '../../lib/members-only/MembersOnly.tsx';
import type { MembershipBilling } from '../../lib/membership/billing.ts';
import { membershipSummary } from '../../lib/membership/summary.ts';
import { useMembershipAction } from '../../lib/membership/useMembershipAction.ts';
import type { Navigate } from '../../lib/navigate.ts';
import type { EnrollmentStorage } from '../../lib/wallet-pass/enrollmentStorage.ts';
import type { PassClient } from '../../lib/wallet-pass/passClient.ts';
import { usePassEnrollment } from '../../lib/wallet-pass/usePassEnrollment.ts';
import { WalletPass } from '../../lib/wallet-pass/WalletPass.tsx';
import type { OpenWindow } from '../../lib/wallet-pass/WalletPassCard.tsx';
import type { DashboardCopy } from './copy.ts';
import { DashboardView } from './DashboardView.tsx';
import { MembershipCard } from './MembershipCard.tsx';

export interface DashboardProps {
  copy: DashboardCopy;
  /** The member state (docs/product/website.md §4 auth state). */
  status: AuthStatus;
  member: Member | null;
  /** The pass calls; null until the page's widget exists. */
  passClient: PassClient | null;
  /** Where a signed-out visitor is sent; replaces the page by default. */
  navigate?: Navigate;
  /** Where the enrolment flags live (stories pass a fresh one). */
  enrollmentStorage?: EnrollmentStorage;
  /** Opens the pass page (stories pass a spy). */
  openWindow?: OpenWindow;
  /** The Membership's checkout and billing portal; null until the page's widget exists. */
  billing?: MembershipBilling | null;
  /** The time the membership is read at (Unix ms; stories fix it). */
  now?: number;
}

/**
 * The dashboard page (docs/product/website.md §2): 'Loading your dashboard...' while the member loads,
 * /login once it is known that nobody is signed in, otherwise the dashboard with the membership
 * and the pass.
 */
export function Dashboard({ copy, status, member, passClient, navigate, ...rest }: DashboardProps) {
  return (
    <MembersOnly
      audience="members"
      status={status}
      member={member}
      client={passClient}
      navigate={navigate}
      heading={copy.heading}
      loading={copy.loading}
    >
      {(admitted, client) => (
        // Keyed by member: another member signing in starts from their own enrolment.
        <MemberDashboard key={admitted.id} copy={copy} member={admitted} passClient={client} {...rest} />
      )}
    </MembersOnly>
  );
}

interface MemberDashboardProps
  extends Pick<DashboardProps, 'copy' | 'enrollmentStorage' | 'openWindow' | 'billing' | 'now'> {
  member: Member;
  passClient: PassClient;
}

/** Mounted once the member is known, so the pass shows its first state without a flash. */
function MemberDashboard({
  copy,
  member,
  passClient,
  enrollmentStorage,
  openWindow,
  billing = null,
  now,
}: MemberDashboardProps) {
  const enrollment = usePassEnrollment(
    passClient,
    member,
    enrollmentStorage ? { storage: enrollmentStorage } : {},
  );
  const summary = membershipSummary(member, now);
  const action = useMembershipAction(billing, { fallback: copy.membership.failed });
  return (
    <DashboardView
      copy={copy}
      email={member.auth.email}
      membership={<MembershipCard copy={copy.membership} summary={summary} action={action} />}
      pass={
        <WalletPass
          enrollment={enrollment}
          hasMember
          membership={summary}
          {...(openWindow ? { openWindow } : {})}
        />
      }
    />
  );
}
