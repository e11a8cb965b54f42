import type { PlanConnection } from '@wf/sdk/contract';
import { sampleApp, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import { profileEn } from '../../i18n/profile.en.ts';
import { profileEs } from '../../i18n/profile.es.ts';
import { paidPlanCards } from './paidPlans.ts';
import { daysLeftText, paidPlanText, priceText } from './paidPlanText.ts';

const en = createTranslator('en', profileEn);
const es = createTranslator('es', profileEs);
const NOW = Date.UTC(2026, 10, 23, 12);
const DAY_MS = 86_400_000;

type State = Parameters<typeof sampleMembershipConnection>[0];

/** The card of the Membership in `state`, in English (or in `t`'s language with `intl`). */
function textOf(connection: PlanConnection, t = en, intl = 'en-US') {
  const [card] = paidPlanCards(sampleApp(), sampleMember({ planConnections: [connection] }), NOW);
  if (!card) throw new Error('no card');
  return paidPlanText(card, t, intl, NOW);
}

function membership(state: State) {
  return textOf(sampleMembershipConnection(state, NOW));
}

describe('paidPlanText', () => {
  it('given a trial with a card on file, it says when it ends, the days left and that it converts', () => {
    expect(membership('trial-card')).toEqual({
      view: 'trial',
      status: 'Free trial',
      tone: 'success',
      price: '$1.00/month after the trial',
      when: 'Trial ends on November 28, 2026 · 5 days left',
      note: 'Your first payment is due that day.',
    });
  });

  it('given a trial without a card, it says the trial runs out unless a card is added', () => {
    expect(membership('trial')).toMatchObject({
      status: 'Free trial',
      when: 'Trial ends on November 28, 2026 · 5 days left',
      note: 'Add a card before then to stay a member.',
    });
  });

  it('given an active plan, it gives the next payment', () => {
    expect(membership('active')).toEqual({
      view: 'active',
      status: 'Active',
      tone: 'success',
      price: '$1.00/month',
      when: 'Next payment on December 13, 2026',
      note: null,
    });
  });

  it('given a cancelled plan still running, the label gives the end and no payment follows', () => {
    expect(membership('ending')).toEqual({
      view: 'ending',
      status: 'Ends on December 13, 2026',
      tone: 'warning',
      price: '$1.00/month',
      when: null,
      note: "You won't be charged again.",
    });
  });

  it('given a failed payment, it says so and asks for a new card', () => {
    expect(membership('past-due')).toMatchObject({
      view: 'past-due',
      status: 'Payment failed',
      tone: 'danger',
      when: null,
      note: 'We could not take your last payment. Update your card to keep your membership.',
    });
  });

  it('given a plan that ended, it says how and when', () => {
    expect(membership('lapsed')).toEqual({
      view: 'lapsed',
      status: 'Canceled',
      tone: 'neutral',
      price: '$1.00/month',
      when: 'Ended on November 22, 2026',
      note: null,
    });
    const unpaid = { ...sampleMembershipConnection('lapsed', NOW), status: 'UNPAID' as const };
    expect(textOf(unpaid).status).toBe('Unpaid');
    const waiting = {
      ...sampleMembershipConnection('lapsed', NOW),
      status: 'REQUIRES_AUTHENTICATION' as const,
    };
    expect(textOf(waiting).status).toBe('Action required');
  });

  it('given a trial on its last hours, or already over, it counts one day, then none', () => {
    const lastDay = sampleMembershipConnection('trial-card', NOW);
    const endsSoon = {
      ...lastDay,
      payment: lastDay.payment && { ...lastDay.payment, nextBillingDate: NOW + 1000 },
    };
    expect(textOf(endsSoon).when).toBe('Trial ends on November 23, 2026 · 1 day left');
    const over = {
      ...lastDay,
      payment: lastDay.payment && { ...lastDay.payment, nextBillingDate: NOW - DAY_MS },
    };
    expect(textOf(over).when).toBe('Trial ends on November 22, 2026');
  });

  it('given a Spanish reader, the words, the money and the dates are Spanish', () => {
    // Intl puts a no-break space between a currency code and the amount.
    expect(textOf(sampleMembershipConnection('trial-card', NOW), es, 'es-MX')).toEqual({
      view: 'trial',
      status: 'Prueba gratis',
      tone: 'success',
      price: 'USD\u00a01.00 al mes después de la prueba',
      when: 'La prueba termina el 28 de noviembre de 2026 · Quedan 5 días',
      note: 'Ese día se hará tu primer pago.',
    });
    expect(textOf(sampleMembershipConnection('ending', NOW), es, 'es-MX').status).toBe(
      'Termina el 13 de diciembre de 2026',
    );
  });
});

describe('priceText', () => {
  const monthly = { amount: 1, currency: 'usd', oneTime: false } as const;

  it('given an interval of one unit, it reads per unit; of several, every n units', () => {
    expect(priceText({ ...monthly, interval: { type: 'MONTHLY', count: 1 } }, en, 'en-US')).toBe(
      '$1.00/month',
    );
    expect(priceText({ ...monthly, amount: 30, interval: { type: 'MONTHLY', count: 3 } }, en, 'en-US')).toBe(
      '$30.00 every 3 months',
    );
    expect(priceText({ ...monthly, amount: 10, interval: { type: 'YEARLY', count: 1 } }, es, 'es-MX')).toBe(
      'USD\u00a010.00 al año',
    );
  });

  it('given a one-time price, or no interval known, it says so or gives the amount alone', () => {
    expect(priceText({ ...monthly, amount: 25, oneTime: true, interval: null }, en, 'en-US')).toBe(
      '$25.00, paid once',
    );
    expect(priceText({ ...monthly, currency: 'eur', interval: null }, en, 'en-US')).toBe('€1.00');
  });
});

describe('daysLeftText', () => {
  it('follows the plural rules of the language', () => {
    expect(daysLeftText(1, en, 'en')).toBe('1 day left');
    expect(daysLeftText(7, en, 'en')).toBe('7 days left');
    expect(daysLeftText(1, es, 'es')).toBe('Queda 1 día');
    expect(daysLeftText(2, es, 'es')).toBe('Quedan 2 días');
  });
});
