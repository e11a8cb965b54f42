import type { MembershipSummary } from '../membership/summary.ts';
import { ActiveIcon, InactiveIcon } from './icons.tsx';
import { passMembershipLine } from './passMembership.ts';

/** The pass's membership line: active (until or renewing on a date), overdue or inactive, with what to do. */
export function PassMembershipStatus({ summary }: { summary: MembershipSummary }) {
  const line = passMembershipLine(summary);
  return (
    <div className="wf-wallet-pass__membership" data-state={line.state}>
      <p className="wf-wallet-pass__membership-text">
        {line.state === 'inactive' ? <InactiveIcon /> : <ActiveIcon />}
        <span>{line.text}</span>
      </p>
      {line.hint ? <p className="wf-wallet-pass__membership-hint">{line.hint}</p> : null}
    </div>
  );
}
