import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMembershipConnection, samplePaidPlan } from '@wf/sdk/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlansPane } from '../../../widget/src/profile/index.ts';
import { fullMember, mobile, PaneFrame, payingMember, STORY_NOW, storyApp, storyMember } from './support.tsx';

const meta = {
  title: 'widget/profile/PlansPane',
  component: PlansPane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: {
    app: storyApp(),
    member: storyMember(),
    onManageSubscriptions: fn(),
    onLeaveTeam: fn(),
    onRemovePlan: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof PlansPane>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The card of the paid plan, in the list named by its heading, with its lines of text. */
function paidCard(canvas: Canvas, listName = 'Paid Plans') {
  const list = canvas.getByRole('list', { name: listName });
  const [card, ...others] = within(list).getAllByRole('listitem');
  if (!card) throw new Error('no paid plan card');
  return { card, others, lines: [...card.querySelectorAll('p')].map((line) => line.textContent) };
}

/** The pane's headings in order: the paid plans come before the team and free plans. */
function headings(canvas: Canvas) {
  return canvas.getAllByRole('heading').map((heading) => heading.textContent);
}

/** A payment customer: 'Manage Subscriptions' opens the portal. */
export const CustomerId: Story = {
  args: { member: storyMember({ stripeCustomerId: 'cus_ada', planConnections: [] }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscriptions' }));
    await expect(args.onManageSubscriptions).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('You currently have free no plans.')).toBeNull();
    await expect(canvas.queryByText('Free Plans')).toBeNull();
  },
};

/** A joined team: its plan's card, whose 'Leave Team' names the team and its plan. */
export const TeamPlans: Story = {
  args: {
    member: storyMember({
      planConnections: [
        { id: 'con_team', active: true, planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null },
      ],
      teams: { ownedTeams: [], joinedTeams: [{ teamId: 'team_okafor', planName: 'Family Team' }] },
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Team Plans' })).toBeVisible();
    const card = canvas.getByText('Family Team').closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Leave Team: Family Team' }));
    await expect(args.onLeaveTeam).toHaveBeenCalledWith({
      teamId: 'team_okafor',
      planId: 'pln_team',
      name: 'Family Team',
    });
    // No customer id and no free plan: the sentence shows under the team plans.
    await expect(canvas.getByText('You currently have free no plans.')).toBeVisible();
  },
};

/** Free plans by their app name, each with 'Remove'. */
export const FreePlans: Story = {
  args: { member: fullMember() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Manage Subscriptions' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Free Plans' })).toBeVisible();
    await expect(canvas.getByText('Free Member')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Free Member' }));
    await expect(args.onRemovePlan).toHaveBeenCalledWith('pln_free-member');
  },
};

/** No customer id and no free plan: exactly the sentence of docs/product/widget.md §2. */
export const NoPlans: Story = {
  args: { member: storyMember({ planConnections: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You currently have free no plans.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * docs/product/widget.md §2 "Plans pane": a free trial without a card runs out at its end; the
 * card says when, how many days are left and what to do.
 */
export const TrialWithoutCard: Story = {
  args: { member: payingMember('trial') },
  play: async ({ canvas }) => {
    await expect(headings(canvas)).toEqual(['Plans', 'Paid Plans', 'Membership', 'Free Plans']);
    const { card, others, lines } = paidCard(canvas);
    await expect(others).toHaveLength(0);
    await expect(card).toHaveAttribute('data-state', 'trial');
    await expect(within(card).getByRole('heading', { name: 'Membership' })).toBeVisible();
    await expect(within(card).getByText('Free trial')).toBeVisible();
    await expect(lines).toEqual([
      '$1.00/month after the trial',
      'Trial ends on November 28, 2026 · 5 days left',
      'Add a card before then to stay a member.',
    ]);
  },
};

/** A free trial with a card on file: the first payment follows on the day it ends. */
export const TrialWithCard: Story = {
  args: { member: payingMember('trial-card') },
  play: async ({ canvas }) => {
    const { card, lines } = paidCard(canvas);
    await expect(within(card).getByText('Free trial')).toBeVisible();
    await expect(lines).toEqual([
      '$1.00/month after the trial',
      'Trial ends on November 28, 2026 · 5 days left',
      'Your first payment is due that day.',
    ]);
  },
};

/** Paid up: 'Active', the price and the next payment; 'Manage Subscriptions' opens the portal. */
export const Active: Story = {
  args: { member: payingMember('active') },
  play: async ({ canvas, args }) => {
    const { card, lines } = paidCard(canvas);
    await expect(card).toHaveAttribute('data-state', 'active');
    await expect(within(card).getByText('Active')).toBeVisible();
    await expect(lines).toEqual(['$1.00/month', 'Next payment on December 13, 2026']);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscriptions' }));
    await expect(args.onManageSubscriptions).toHaveBeenCalledTimes(1);
  },
};

/** Cancelled at the end of the period: the label gives the end, and no payment follows. */
export const Ending: Story = {
  args: { member: payingMember('ending') },
  play: async ({ canvas }) => {
    const { card, lines } = paidCard(canvas);
    await expect(card).toHaveAttribute('data-state', 'ending');
    await expect(within(card).getByText('Ends on December 13, 2026')).toBeVisible();
    await expect(lines).toEqual(['$1.00/month', "You won't be charged again."]);
    await expect(canvas.queryByText(/Next payment/)).toBeNull();
  },
};

/** The last charge failed: the plan still holds, and the card asks for a new card. */
export const PastDue: Story = {
  args: { member: payingMember('past-due') },
  play: async ({ canvas }) => {
    const { card, lines } = paidCard(canvas);
    await expect(card).toHaveAttribute('data-state', 'past-due');
    await expect(within(card).getByText('Payment failed')).toBeVisible();
    await expect(lines).toEqual([
      '$1.00/month',
      'We could not take your last payment. Update your card to keep your membership.',
    ]);
    await expect(canvas.getByRole('button', { name: 'Manage Subscriptions' })).toBeEnabled();
  },
};

/** The plan was cancelled and has ended: it stays listed, saying so and since when. */
export const Lapsed: Story = {
  args: { member: payingMember('lapsed') },
  play: async ({ canvas }) => {
    const { card, lines } = paidCard(canvas);
    await expect(card).toHaveAttribute('data-state', 'lapsed');
    await expect(within(card).getByText('Canceled')).toBeVisible();
    await expect(lines).toEqual(['$1.00/month', 'Ended on November 22, 2026']);
  },
};

/** Never paid: no paid plans section, the free plan as before. */
export const NoPaidPlan: Story = {
  args: { member: storyMember() },
  play: async ({ canvas }) => {
    await expect(headings(canvas)).toEqual(['Plans', 'Free Plans']);
    await expect(canvas.queryByText('Paid Plans')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Manage Subscriptions' })).toBeNull();
    await expect(canvas.getByText('Free Member')).toBeVisible();
  },
};

/** In Spanish (Mexico): the words, the money and the dates. */
export const Spanish: Story = {
  args: { member: payingMember('trial-card'), locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(headings(canvas)).toEqual(['Planes', 'Planes de pago', 'Membership', 'Planes gratuitos']);
    const { card, lines } = paidCard(canvas, 'Planes de pago');
    await expect(within(card).getByText('Prueba gratis')).toBeVisible();
    await expect(lines).toEqual([
      'USD\u00a01.00 al mes después de la prueba',
      'La prueba termina el 28 de noviembre de 2026 · Quedan 5 días',
      'Ese día se hará tu primer pago.',
    ]);
    await expect(canvas.getByRole('button', { name: 'Administrar suscripciones' })).toBeVisible();
  },
};

/** On a 375 px phone, the longest status label goes under the plan's name and nothing sticks out. */
export const MobileEnding: Story = {
  ...mobile,
  args: { member: payingMember('ending'), locale: 'es' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const { card } = paidCard(canvas, 'Planes de pago');
    await expect(within(card).getByText('Termina el 13 de diciembre de 2026')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const ALL_STATES = ['trial', 'trial-card', 'active', 'ending', 'past-due', 'lapsed'] as const;

/**
 * Every state side by side (cheap visual regression): six paid plans, one per state. A member
 * holds one paid plan at a time; the pane lists whatever the member has.
 */
export const AllStates: Story = {
  args: {
    app: storyApp({
      plans: ALL_STATES.map((state) => samplePaidPlan({ id: `pln_${state}`, name: `Membership (${state})` })),
    }),
    member: payingMember('active', {
      planConnections: ALL_STATES.map((state) => ({
        ...sampleMembershipConnection(state, STORY_NOW.getTime()),
        id: `con_${state}`,
        planId: `pln_${state}`,
      })),
    }),
  },
  play: async ({ canvas }) => {
    const { card, others } = paidCard(canvas);
    await expect([card, ...others].map((item) => item.dataset.state)).toEqual([
      'trial',
      'trial',
      'active',
      'ending',
      'past-due',
      'lapsed',
    ]);
  },
};
