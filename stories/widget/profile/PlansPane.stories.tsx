import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlansPane } from '../../../widget/src/profile/index.ts';
import { fullMember, PaneFrame, storyApp, storyMember } from './support.tsx';

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
  },
} satisfies Meta<typeof PlansPane>;

export default meta;
type Story = StoryObj<typeof meta>;

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
      planConnections: [{ planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null }],
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
