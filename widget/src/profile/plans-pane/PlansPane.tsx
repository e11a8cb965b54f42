import type { App, Member } from '@wf/sdk/contract';
import { Button } from '@wf/ui';
import { useId } from 'react';
import { intlLocale } from '../../i18n/intlLocale.ts';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { ProfileTextProps } from '../types.ts';
import { PaidPlanList } from './PaidPlanList.tsx';
import { PlanList } from './PlanList.tsx';
import { paidPlanCards } from './paidPlans.ts';
import { freePlanCards, type TeamPlanCard, teamPlanCards } from './planCards.ts';

export interface PlansPaneProps extends ProfileTextProps {
  app: App;
  member: Member;
  /** A profile action runs: the buttons wait. */
  busy?: boolean;
  /** 'Manage Subscriptions': open the payment provider's portal. */
  onManageSubscriptions?: () => void;
  /** 'Leave Team' on a team plan's card. */
  onLeaveTeam?: (plan: TeamPlanCard) => void;
  /** 'Remove' on a free plan's card (its plan id). */
  onRemovePlan?: (planId: string) => void;
  /** The time trials and periods count from (now by default). */
  now?: Date;
}

/** docs/product/widget.md §2 "Plans pane": the portal button, then paid, team and free plans. */
export function PlansPane({
  app,
  member,
  locale,
  translations,
  busy = false,
  onManageSubscriptions,
  onLeaveTeam,
  onRemovePlan,
  now,
}: PlansPaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  const customer = member.stripeCustomerId !== null;
  const at = (now ?? new Date()).getTime();
  const paidPlans = paidPlanCards(app, member, at);
  const teamPlans = teamPlanCards(app, member);
  const freePlans = freePlanCards(app, member);
  return (
    <section className="wf-profile-pane wf-profile-plans" aria-labelledby={headingId}>
      <PaneHeader
        id={headingId}
        title={t('profile_title_plans')}
        end={
          customer ? (
            <Button size="sm" disabled={busy} onClick={onManageSubscriptions}>
              {t('profile_manage_subscriptions')}
            </Button>
          ) : null
        }
      />
      <PaidPlanList t={t} cards={paidPlans} intlLocale={intlLocale(locale)} now={at} />
      <PlanList
        title={t('profile_team_plans')}
        busy={busy}
        items={teamPlans.map((plan) => ({
          key: plan.teamId,
          name: plan.name,
          action: t('profile_leave_team'),
          disabled: plan.planId === null,
          onAction: () => onLeaveTeam?.(plan),
        }))}
      />
      <PlanList
        title={t('profile_free_plans')}
        busy={busy}
        items={freePlans.map((plan) => ({
          key: plan.planId,
          name: plan.name,
          action: t('profile_remove_plan'),
          onAction: () => onRemovePlan?.(plan.planId),
        }))}
      />
      {!customer && freePlans.length === 0 && paidPlans.length === 0 ? (
        <p className="wf-profile-pane__text">{t('profile_no_plans')}</p>
      ) : null}
    </section>
  );
}
