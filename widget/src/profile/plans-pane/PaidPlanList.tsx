import { Badge, Card } from '@wf/ui';
import { useId } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { PaidPlanCard } from './paidPlans.ts';
import { paidPlanText } from './paidPlanText.ts';

export interface PaidPlanListProps {
  t: Translate;
  cards: PaidPlanCard[];
  /** The Intl tag of money and dates (i18n/intlLocale.ts). */
  intlLocale: string;
  /** Unix milliseconds: days left and 'Ended on' count from here. */
  now: number;
}

/**
 * docs/product/widget.md §2 "Plans pane": the paid plans, each a card with its name, a status
 * label in words, the price and what comes next. Changes go through 'Manage Subscriptions'.
 */
export function PaidPlanList({ t, cards, intlLocale, now }: PaidPlanListProps) {
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <div className="wf-profile-pane__section">
      <h4 id={headingId} className="wf-profile-pane__section-title">
        {t('profile_paid_plans')}
      </h4>
      <ul className="wf-profile-plans__list" aria-labelledby={headingId}>
        {cards.map((card) => {
          const text = paidPlanText(card, t, intlLocale, now);
          return (
            <Card
              as="li"
              padding="sm"
              key={card.connectionId}
              className="wf-profile-plans__card wf-profile-paid-plan"
              data-state={text.view}
            >
              <div className="wf-profile-paid-plan__head">
                <h5 className="wf-profile-plans__name wf-profile-paid-plan__name">{card.name}</h5>
                <Badge tone={text.tone} className="wf-profile-paid-plan__status">
                  {text.status}
                </Badge>
              </div>
              <p className="wf-profile-paid-plan__price">{text.price}</p>
              {text.when ? <p className="wf-profile-paid-plan__when">{text.when}</p> : null}
              {text.note ? <p className="wf-profile-paid-plan__note">{text.note}</p> : null}
            </Card>
          );
        })}
      </ul>
    </div>
  );
}
