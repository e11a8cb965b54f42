import type { MembershipSummary } from '../membership/summary.ts';
import type { PassEnrollment } from './usePassEnrollment.ts';
import type { OpenWindow } from './WalletPassCard.tsx';
import { WalletPassCard } from './WalletPassCard.tsx';

export interface WalletPassProps {
  /** The member's enrolment (usePassEnrollment). */
  enrollment: PassEnrollment;
  /** A member is signed in. */
  hasMember: boolean;
  /** Opens the pass page; window.open by default. */
  openWindow?: OpenWindow;
  headingLevel?: 2 | 3 | 4;
  /** The membership behind the pass (shown as active or inactive), when it is known. */
  membership?: MembershipSummary | undefined;
}

/**
 * The wallet pass widget fed by an enrolment (docs/product/website.md §2): 'Enrollment failed' (or the
 * SDK's sentence) with Try Again while it failed, 'Creating Your Pass' while it runs, the pass
 * once ready. Try Again, Generate Pass and Regenerate Pass all regenerate (docs/product/website.md §4).
 */
export function WalletPass({ enrollment, hasMember, openWindow, headingLevel, membership }: WalletPassProps) {
  const { status, passUrl, error, regenerate } = enrollment;
  const retry = () => void regenerate();
  return (
    <WalletPassCard
      passUrl={status === 'success' ? passUrl : undefined}
      loading={status === 'enrolling'}
      error={status === 'failure' ? error : undefined}
      hasMember={hasMember}
      membership={membership}
      onRetry={retry}
      onRegenerate={retry}
      {...(openWindow ? { openWindow } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
