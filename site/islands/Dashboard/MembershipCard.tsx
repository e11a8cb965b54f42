import { Badge, Button, Card, CardTitle } from '@wf/ui';
import type { MembershipSummary } from '../../lib/membership/summary.ts';
import type { MembershipAction } from '../../lib/membership/useMembershipAction.ts';
import {
  type MembershipCardCopy,
  membershipCardAction,
  membershipCardWords,
  STATUS_TONES,
} from './membershipCopy.ts';

export interface MembershipCardProps {
  copy: MembershipCardCopy;
  summary: MembershipSummary;
  /** The checkout and portal calls' state. */
  action: Pick<MembershipAction, 'ready' | 'pending' | 'error' | 'checkout' | 'portal'>;
}

/**
 * The dashboard's membership (docs/product/website.md §2 "Member dashboard"): the state as a
 * badge, a headline and a line, and its one action: start the free trial, subscribe (a trial
 * without a card), renew, or manage the membership in the billing portal.
 */
export function MembershipCard({ copy, summary, action }: MembershipCardProps) {
  const words = membershipCardWords(copy, summary);
  const button = membershipCardAction(summary);
  const busy = button !== null && action.pending === button.kind;
  return (
    <Card
      as="section"
      className="wf-dashboard__membership"
      aria-labelledby="wf-dashboard-membership"
      data-state={summary.kind}
    >
      <div className="wf-dashboard__membership-head">
        <CardTitle as="h2" id="wf-dashboard-membership">
          {copy.title}
        </CardTitle>
        <Badge tone={STATUS_TONES[summary.kind]}>{words.status}</Badge>
      </div>
      <div className="wf-dashboard__membership-body">
        <div className="wf-dashboard__membership-words">
          <p className="wf-dashboard__membership-headline">{words.headline}</p>
          <p className="wf-dashboard__membership-text">{words.text}</p>
          {action.error ? (
            <p className="wf-dashboard__membership-error" role="alert">
              {action.error}
            </p>
          ) : null}
        </div>
        {button ? (
          <Button
            size="lg"
            variant={button.kind === 'portal' ? 'secondary' : 'primary'}
            loading={busy}
            disabled={!action.ready || (action.pending !== null && !busy)}
            onClick={button.kind === 'portal' ? action.portal : action.checkout}
            className="wf-dashboard__membership-action"
          >
            {busy ? (button.kind === 'portal' ? copy.portalBusy : copy.checkoutBusy) : copy[button.label]}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
