/**
 * A paid plan's card in the reader's words (docs/product/widget.md §2 "Plans pane"): a status
 * label that says where the member stands in words (never by colour alone), the price, and what
 * happens next and when. Money and dates follow the reader's language (Intl).
 */
import type { Price } from '@wf/sdk/contract';
import { formatBillingDate, formatMoney } from '@wf/sdk/membership';
import type { BadgeTone } from '@wf/ui';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { PaidPlanCard, PaidPlanState } from './paidPlans.ts';

/** What the card's status label shows, for `data-state` and CSS: the membership kind, or 'ending'. */
export type PaidPlanView = 'trial' | 'active' | 'ending' | 'past-due' | 'lapsed';

/** The words of a paid plan's card. */
export interface PaidPlanText {
  view: PaidPlanView;
  /** The status label ('Active', 'Free trial', 'Ends on December 13, 2026', ...). */
  status: string;
  tone: BadgeTone;
  /** '$1.00/month', '$1.00/month after the trial', '$30.00, paid once'. */
  price: string;
  /** What comes next and when ('Next payment on ...', 'Trial ends on ... · 5 days left'); null when nothing. */
  when: string | null;
  /** What it means for the member ("You won't be charged again."); null when nothing needs saying. */
  note: string | null;
}

/** A price's interval in words; `count` above 1 reads 'every 3 months'. */
const INTERVAL_KEYS: Record<NonNullable<Price['interval']>['type'], readonly [MessageKey, MessageKey]> = {
  DAILY: ['profile_plan_price_day', 'profile_plan_price_days'],
  WEEKLY: ['profile_plan_price_week', 'profile_plan_price_weeks'],
  MONTHLY: ['profile_plan_price_month', 'profile_plan_price_months'],
  YEARLY: ['profile_plan_price_year', 'profile_plan_price_years'],
};

/** '$1.00/month', '$30.00 every 3 months', '$30.00, paid once', or the bare amount. */
export function priceText(
  card: Pick<PaidPlanCard, 'amount' | 'currency' | 'interval' | 'oneTime'>,
  t: Translate,
  intlLocale: string,
): string {
  const price = formatMoney(card.amount, card.currency, intlLocale);
  if (card.oneTime) return t('profile_plan_price_once', { price });
  if (!card.interval) return price;
  const [one, many] = INTERVAL_KEYS[card.interval.type];
  const count = card.interval.count;
  return count === 1 ? t(one, { price }) : t(many, { price, count: String(count) });
}

/** '1 day left', '5 days left' (the language's plural rules). */
export function daysLeftText(days: number, t: Translate, intlLocale: string): string {
  const one = new Intl.PluralRules(intlLocale).select(days) === 'one';
  return t(one ? 'profile_plan_days_left_one' : 'profile_plan_days_left_other', { count: String(days) });
}

/** Why a plan no longer holds, by the connection's status (the holding statuses never get here). */
const LAPSED_STATUS_KEYS: Record<PaidPlanState['connection']['status'], MessageKey> = {
  ACTIVE: 'profile_plan_status_active',
  TRIALING: 'profile_plan_status_trial',
  PAST_DUE: 'profile_plan_status_past_due',
  CANCELED: 'profile_plan_status_canceled',
  UNPAID: 'profile_plan_status_unpaid',
  PAUSED: 'profile_plan_status_paused',
  INCOMPLETE: 'profile_plan_status_incomplete',
  INCOMPLETE_EXPIRED: 'profile_plan_status_incomplete',
  REQUIRES_PAYMENT: 'profile_plan_status_incomplete',
  REQUIRES_AUTHENTICATION: 'profile_plan_status_action_required',
};

/** The status label and its tone, by state; a lapsed plan says why it ended. */
function statusOf(
  state: PaidPlanState,
  date: (ms: number) => string,
  t: Translate,
): Pick<PaidPlanText, 'view' | 'status' | 'tone'> {
  switch (state.kind) {
    case 'trial':
      // Not 'primary': the app's brand colour on its soft tint may not reach 4.5:1 (WCAG 1.4.3).
      return { view: 'trial', status: t('profile_plan_status_trial'), tone: 'success' };
    case 'active':
      if (state.endsAt === null)
        return { view: 'active', status: t('profile_plan_status_active'), tone: 'success' };
      return {
        view: 'ending',
        status: t('profile_plan_status_ending', { date: date(state.endsAt) }),
        tone: 'warning',
      };
    case 'past-due':
      return { view: 'past-due', status: t('profile_plan_status_past_due'), tone: 'danger' };
    case 'lapsed':
      return { view: 'lapsed', status: t(LAPSED_STATUS_KEYS[state.connection.status]), tone: 'neutral' };
  }
}

/** The words of a paid plan's card at `now` (Unix milliseconds). */
export function paidPlanText(
  card: PaidPlanCard,
  t: Translate,
  intlLocale: string,
  now: number,
): PaidPlanText {
  const date = (ms: number) => formatBillingDate(ms, intlLocale);
  const { view, status, tone } = statusOf(card.state, date, t);
  const price = priceText(card, t, intlLocale);
  const state = card.state;
  switch (state.kind) {
    case 'trial': {
      const ends = t('profile_plan_trial_ends', { date: date(state.endsAt) });
      return {
        view,
        status,
        tone,
        price: t('profile_plan_price_after_trial', { price }),
        when: state.daysLeft > 0 ? `${ends} · ${daysLeftText(state.daysLeft, t, intlLocale)}` : ends,
        note: t(state.converts ? 'profile_plan_trial_converts' : 'profile_plan_trial_no_card'),
      };
    }
    case 'active':
      if (state.endsAt !== null) {
        return { view, status, tone, price, when: null, note: t('profile_plan_no_more_payments') };
      }
      return {
        view,
        status,
        tone,
        price,
        when:
          state.nextBillingDate === null
            ? null
            : t('profile_plan_next_payment', { date: date(state.nextBillingDate) }),
        note: null,
      };
    case 'past-due':
      return { view, status, tone, price, when: null, note: t('profile_plan_past_due') };
    case 'lapsed': {
      const ended = state.connection.payment?.cancelAtDate ?? null;
      return {
        view,
        status,
        tone,
        price,
        when: ended !== null && ended <= now ? t('profile_plan_ended', { date: date(ended) }) : null,
        note: null,
      };
    }
  }
}
