import type { Member } from '@wf/sdk/contract';
import type { AuthStatus } from '@wf/widget';
import { MembersOnly } from '../../lib/members-only/MembersOnly.tsx';
import { isMembershipActive, membershipSummary } from '../../lib/membership/summary.ts';
import { type Navigate, redirectTo } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { EnrollmentStorage } from '../../lib/wallet-pass/enrollmentStorage.ts';
import type { PassClient } from '../../lib/wallet-pass/passClient.ts';
import { usePassEnrollment } from '../../lib/wallet-pass/usePassEnrollment.ts';
import { WalletPass } from '../../lib/wallet-pass/WalletPass.tsx';
import type { OpenWindow } from '../../lib/wallet-pass/WalletPassCard.tsx';
import { COUNTDOWN_TICK_MS, SUCCESS_REDIRECT_SECONDS } from './constants.ts';
import type { PasskitSuccessCopy } from './copy.ts';
import { type ActivatedMembership, activatedLine } from './membershipLine.ts';
import { PasskitSuccessView, type RedirectNotice } from './PasskitSuccessView.tsx';
import { useCountdown } from './useCountdown.ts';
import { useFreshMember } from './useFreshMember.ts';

export interface PasskitSuccessProps {
  copy: PasskitSuccessCopy;
  status: AuthStatus;
  member: Member | null;
  /** The pass calls; null until the page's widget exists. */
  passClient: PassClient | null;
  /** Goes to /login (signed out) or /dashboard (countdown over); replaces the page by default. */
  navigate?: Navigate;
  /** Where the enrolment flags live (stories pass a fresh one). */
  enrollmentStorage?: EnrollmentStorage;
  /** Opens the pass page (stories pass a spy). */
  openWindow?: OpenWindow;
  /** Length of one countdown second (stories may shorten it). */
  tickMs?: number;
  /** Reads the member again from the service (the widget's getCurrentMember), so the new plan shows. */
  refreshMember?: (() => Promise<unknown>) | null;
  /** The time the membership is read at (Unix ms; stories fix it). */
  now?: number;
}

/**
 * /passkit-success (docs/product/website.md §2, §4), where checkout lands: the member is read
 * again so the new Membership (or trial) shows; the member's enrolment with its pass block; with
 * ok and no pass URL, on to /dashboard after 5 s (visible countdown, which the member may stop);
 * with a pass URL the page stays; a failure shows the error with Try Again. Nobody signed in:
 * /login, as on the dashboard.
 */
export function PasskitSuccess({
  copy,
  status,
  member,
  passClient,
  navigate = redirectTo,
  ...rest
}: PasskitSuccessProps) {
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
        <MemberPasskitSuccess
          key={admitted.id}
          copy={copy}
          member={admitted}
          passClient={client}
          navigate={navigate}
          {...rest}
        />
      )}
    </MembersOnly>
  );
}

interface MemberPasskitSuccessProps
  extends Pick<
    PasskitSuccessProps,
    'copy' | 'enrollmentStorage' | 'openWindow' | 'tickMs' | 'refreshMember' | 'now'
  > {
  member: Member;
  passClient: PassClient;
  navigate: Navigate;
}

function MemberPasskitSuccess({
  copy,
  member,
  passClient,
  navigate,
  enrollmentStorage,
  openWindow,
  tickMs = COUNTDOWN_TICK_MS,
  refreshMember,
  now,
}: MemberPasskitSuccessProps) {
  const freshness = useFreshMember(refreshMember);
  const summary = membershipSummary(member, now);
  const membership: ActivatedMembership =
    freshness === 'refreshing' ? { state: 'confirming' } : { state: 'confirmed', summary };
  const enrollment = usePassEnrollment(
    passClient,
    member,
    enrollmentStorage ? { storage: enrollmentStorage } : {},
  );
  const okWithoutPass = enrollment.status === 'success' && !enrollment.passUrl;
  const countdown = useCountdown(
    SUCCESS_REDIRECT_SECONDS,
    okWithoutPass,
    () => navigate(SITE_PATHS.dashboard),
    tickMs,
  );

  let redirect: RedirectNotice | null = null;
  if (okWithoutPass && countdown.stopped) redirect = { state: 'stayed' };
  else if (okWithoutPass) {
    redirect = {
      state: 'counting',
      seconds: countdown.seconds,
      from: SUCCESS_REDIRECT_SECONDS,
      onStay: countdown.stop,
    };
  }

  return (
    <PasskitSuccessView
      copy={copy}
      hasPass={enrollment.status === 'success' && Boolean(enrollment.passUrl)}
      redirect={redirect}
      membershipLine={activatedLine(copy.membership, membership)}
      pass={
        <WalletPass
          enrollment={enrollment}
          hasMember
          // Only a confirmed Membership: an inactive line just after paying would mislead.
          membership={membership.state === 'confirmed' && isMembershipActive(summary) ? summary : undefined}
          {...(openWindow ? { openWindow } : {})}
        />
      }
    />
  );
}
