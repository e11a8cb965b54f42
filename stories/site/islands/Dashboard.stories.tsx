import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardCopy } from '../../../site/islands/Dashboard/copy.ts';
import { Dashboard, type DashboardProps } from '../../../site/islands/Dashboard/Dashboard.tsx';
import type { MembershipCardCopy } from '../../../site/islands/Dashboard/membershipCopy.ts';
import {
  type EnrollmentStorage,
  markEnrolled,
  memoryEnrollmentStorage,
} from '../../../site/lib/wallet-pass/enrollmentStorage.ts';
import {
  alreadySubscribed,
  CHECKOUT_REQUEST,
  fakeBilling,
  memberIn,
  NOW,
} from '../lib/Membership.fixture.ts';
import {
  ADA_REQUEST,
  clearToasts,
  fakePassClient,
  NEW_PASS_URL,
  networkFailure,
  never,
  PASS_URL,
  shownToast,
  storyMember,
} from '../lib/WalletPass.fixture.ts';

/** The membership card's words of content/site/pages/dashboard.yaml. */
const membershipCopy: MembershipCardCopy = {
  title: 'Your Membership',
  states: {
    none: {
      status: 'Free account',
      headline: 'Start your free trial',
      text: 'Seven days of the full video library, live webinars and your digital member ID. No card needed.',
    },
    included: {
      status: 'Included',
      headline: 'Full access with your plan',
      text: 'Your plan includes the full video library and your digital member ID.',
    },
    trial: {
      status: 'Free trial',
      headline: '{days} days left',
      text: 'Your free trial ends on {date}. Subscribe to keep your membership after that.',
    },
    'trial-card': {
      status: 'Free trial',
      headline: '{days} days left',
      text: 'Your first payment of {amount} is on {date}.',
    },
    active: {
      status: 'Active',
      headline: 'Next payment on {date}',
      text: '{amount} a month, renewed automatically. Change your card or cancel at any time.',
    },
    ending: {
      status: 'Cancelled',
      headline: 'Ends on {date}',
      text: 'Your membership will not renew. You can resume it until then.',
    },
    'past-due': {
      status: 'Payment failed',
      headline: 'Your last payment failed',
      text: 'Please update your card to keep your membership. You can still watch every video while we try the payment again.',
    },
    lapsed: {
      status: 'Lapsed',
      headline: 'Your membership has lapsed',
      text: 'Renew to watch the full video library again and use your digital member ID.',
    },
  },
  oneDayLeft: '1 day left',
  activeNoDate: 'Your membership is active',
  trial: 'Start Free Trial',
  subscribe: 'Subscribe for $1.00/month',
  renew: 'Renew for $1.00/month',
  manage: 'Manage membership',
  checkoutBusy: 'Opening checkout...',
  portalBusy: 'Opening your billing portal...',
  failed: 'We could not reach the payment page. Please try again.',
};

/** The copy of content/site/pages/dashboard.yaml. */
const copy: DashboardCopy = {
  heading: 'Member Dashboard',
  loading: 'Loading your dashboard...',
  welcome: 'Welcome back, {email}',
  intro: 'Access your exclusive World Family content',
  library: { title: 'Video Library', text: '50+ exclusive videos' },
  resources: { title: 'Resources', text: '15 downloads available' },
  quickActions: { title: 'Quick Actions', browse: 'Browse Video Library' },
  activity: {
    title: 'Recent Activity',
    entries: [
      { text: 'Watched "Leadership in Challenging Times"', time: '2 days ago' },
      { text: 'Downloaded the Morning Meditation Guide', time: '5 days ago' },
    ],
  },
  passTitle: 'Your Digital Membership Pass',
  membership: membershipCopy,
};

type FakePassClient = ReturnType<typeof fakePassClient>;

/** The story's fake pass client, with its spies. */
const spies = (args: { passClient: DashboardProps['passClient'] }) => args.passClient as FakePassClient;

/** The story's fake billing calls, with their spies. */
const billingSpies = (args: { billing?: DashboardProps['billing'] }) =>
  args.billing as ReturnType<typeof fakeBilling>;

/** Each story starts with its own enrolment flags (never the browser's session storage). */
function WithFreshStorage({
  seed,
  ...props
}: DashboardProps & { seed?: (storage: EnrollmentStorage) => void }) {
  const [storage] = useState(() => {
    const created = memoryEnrollmentStorage();
    seed?.(created);
    return created;
  });
  return <Dashboard {...props} enrollmentStorage={storage} />;
}

const meta = {
  title: 'site/islands/Dashboard',
  component: WithFreshStorage,
  args: {
    copy,
    status: 'signed-in',
    member: storyMember(),
    passClient: null,
    navigate: fn(),
    openWindow: fn(),
    billing: fakeBilling(),
    now: NOW,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: clearToasts,
  decorators: [
    (Story) => (
      <>
        <div style={{ maxWidth: '71rem', margin: '0 auto', padding: '0 1.5rem' }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof WithFreshStorage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the member state loads: 'Loading your dashboard...', no redirect. */
export const Loading: Story = {
  args: { status: 'loading', member: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Loading ends with nobody signed in: on to /login. */
export const SignedOut: Story = {
  args: { status: 'signed-out', member: null },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'));
    await expect(canvas.getByText('Loading your dashboard...')).toBeVisible();
  },
};

/** A member arrives: everything of the dashboard, and the pass is created on load. */
export const Ready: Story = {
  args: { passClient: fakePassClient() },
  play: async ({ args, canvas, step }) => {
    await step('Welcome and summary cards', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Welcome back, ada@example.org' }),
      ).toBeVisible();
      await expect(canvas.getByText('Access your exclusive World Family content')).toBeVisible();
      const library = canvas.getByRole('link', { name: /Video Library.*50\+ exclusive videos/ });
      await expect(library).toHaveAttribute('href', '/videos');
      await expect(canvas.getByRole('heading', { name: 'Resources' })).toBeVisible();
      await expect(canvas.getByText('15 downloads available')).toBeVisible();
      await expect(canvas.getByText('15 downloads available').closest('a')).toBeNull();
    });
    await step('Quick Actions and Recent Activity', async () => {
      const actions = canvas.getByRole('region', { name: 'Quick Actions' });
      await expect(within(actions).getByRole('link', { name: 'Browse Video Library' })).toHaveAttribute(
        'href',
        '/videos',
      );
      const activity = canvas.getByRole('region', { name: 'Recent Activity' });
      await expect(within(activity).getAllByRole('listitem')).toHaveLength(2);
      await expect(within(activity).getByText('Watched "Leadership in Challenging Times"')).toBeVisible();
    });
    await step('The pass is created on load', async () => {
      const pass = canvas.getByRole('region', { name: 'Your Digital Membership Pass' });
      await expect(
        await within(pass).findByRole('heading', { name: 'Your Digital Pass is Ready!' }),
      ).toBeVisible();
      await expect(spies(args).enrollPass).toHaveBeenCalledOnce();
      await expect(spies(args).enrollPass).toHaveBeenCalledWith(ADA_REQUEST);
      await expect(await shownToast(canvas, 'Membership Pass Created')).toBeVisible();
      await userEvent.click(within(pass).getByRole('button', { name: 'Add to Wallet' }));
      await expect(args.openWindow).toHaveBeenCalledWith(PASS_URL, '_blank', 'noopener,noreferrer');
    });
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Enrolled earlier in this tab: the pass shows at once, with no new request and no toast. */
export const AlreadyEnrolled: Story = {
  args: { passClient: fakePassClient(), seed: (storage) => markEnrolled(storage, 'mem_ada', PASS_URL) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await expect(spies(args).enrollPass).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Membership Pass Created')).not.toBeInTheDocument();
  },
};

/** Regenerate Pass: the pass member is found and updated. */
export const Regenerated: Story = {
  args: { passClient: fakePassClient(), seed: (storage) => markEnrolled(storage, 'mem_ada', PASS_URL) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Pass' }));
    await expect(await shownToast(canvas, 'Pass Regeneration Successful')).toBeVisible();
    const title = await canvas.findByRole('heading', { name: 'Your Digital Pass is Ready!' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(spies(args).getPassMember).toHaveBeenCalledWith({ externalId: 'mem_ada' });
    await expect(spies(args).updatePassMember).toHaveBeenCalledWith({ ...ADA_REQUEST, memberId: 'pm_ada' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    await expect(args.openWindow).toHaveBeenCalledWith(NEW_PASS_URL, '_blank', 'noopener,noreferrer');
  },
};

/** The enrolment answers ok false: 'Enrollment failed' with Try Again, which enrols anew. */
export const EnrollmentFailed: Story = {
  args: {
    passClient: fakePassClient({
      enrollPass: async () => ({ ok: false, error: 'The pass service is unavailable.' }),
      getPassMember: async () => ({ ok: false, error: 'No pass yet.' }),
    }),
  },
  play: async ({ args, canvas, step }) => {
    await step('The failure', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Unable to Create Pass' })).toBeVisible();
      await expect(canvas.getByText('Enrollment failed')).toBeVisible();
      await expect(await shownToast(canvas, 'Enrollment Failed')).toBeVisible();
    });
    await step('Try Again, after the service recovers', async () => {
      spies(args).enrollPass.mockResolvedValue({ ok: true, passUrl: PASS_URL, member: { id: 'pm_ada' } });
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await expect(await canvas.findByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
      await expect(await shownToast(canvas, 'Pass Generated Successfully')).toBeVisible();
      await expect(spies(args).getPassMember).toHaveBeenCalledOnce();
      await expect(spies(args).updatePassMember).not.toHaveBeenCalled();
    });
  },
};

/** The service cannot be reached: 'Connection Error'. */
export const ConnectionError: Story = {
  args: {
    passClient: fakePassClient({
      enrollPass: async () => {
        throw networkFailure();
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Create Pass' })).toBeVisible();
    await expect(await shownToast(canvas, 'Connection Error')).toBeVisible();
    await expect(
      canvas.getByText('We could not reach the server. Please check your connection and try again.'),
    ).toBeVisible();
  },
};

/** The enrolment is still running: 'Creating Your Pass' from the first frame. */
export const CreatingPass: Story = {
  args: { passClient: fakePassClient({ enrollPass: never }) },
  play: async ({ canvas }) => {
    const pass = canvas.getByRole('region', { name: 'Your Digital Membership Pass' });
    await expect(within(pass).getByRole('status')).toHaveTextContent('Creating Your Pass');
  },
};

/** The membership card of the dashboard, found as a person finds it. */
const membershipCard = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Your Membership' });

/** Enrolled already, so the membership stories show the pass at once and need no pass service. */
const enrolled = (storage: EnrollmentStorage) => markEnrolled(storage, 'mem_ada', PASS_URL);

/** A free account that never had the Membership: start the free trial, which opens checkout. */
export const MembershipNone: Story = {
  args: { member: memberIn(), passClient: fakePassClient(), seed: enrolled },
  play: async ({ args, canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Free account')).toBeVisible();
    await expect(within(card).getByText('Start your free trial')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
    await expect(within(card).getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
    const pass = canvas.getByRole('region', { name: 'Your Digital Membership Pass' });
    await expect(within(pass).getByText('Membership inactive')).toBeVisible();
    await expect(within(pass).getByText('Start your free trial to use your member ID.')).toBeVisible();
  },
};

/** In the free trial without a card: the days left, and 'Subscribe for $1.00/month' adds one through checkout. */
export const MembershipTrial: Story = {
  args: { member: memberIn('trial'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ args, canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Free trial')).toBeVisible();
    await expect(within(card).getByText('5 days left')).toBeVisible();
    await expect(within(card).getByText(/Your free trial ends on November 28, 2026\./)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe for $1.00/month' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
    await expect(canvas.getByText('Membership active until November 28, 2026')).toBeVisible();
  },
};

/** In the free trial with a card: when the first charge happens, and 'Manage membership'. */
export const MembershipTrialWithCard: Story = {
  args: { member: memberIn('trial-card'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('5 days left')).toBeVisible();
    await expect(
      within(card).getByText('Your first payment of $1.00 is on November 28, 2026.'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Manage membership' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  },
};

/** Paid up: the next billing date, and 'Manage membership' opens the billing portal. */
export const MembershipActive: Story = {
  args: { member: memberIn('active'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ args, canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Active')).toBeVisible();
    await expect(within(card).getByText('Next payment on December 13, 2026')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Manage membership' }));
    await expect(billingSpies(args).launchStripeCustomerPortal).toHaveBeenCalledWith({
      returnUrl: '/dashboard',
    });
    await expect(within(card).getByRole('button', { name: 'Opening your billing portal...' })).toBeDisabled();
    await expect(canvas.getByText('Membership active, renews on December 13, 2026')).toBeVisible();
  },
};

/** Cancelled but still running: 'Ends on {date}' and 'Manage membership' (to resume it). */
export const MembershipEnding: Story = {
  args: { member: memberIn('ending'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Cancelled')).toBeVisible();
    await expect(within(card).getByText('Ends on December 13, 2026')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Manage membership' })).toBeVisible();
    await expect(canvas.getByText('Membership active until December 13, 2026')).toBeVisible();
  },
};

/** A payment failed: update the card through 'Manage membership'. */
export const MembershipPastDue: Story = {
  args: { member: memberIn('past-due'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Payment failed')).toBeVisible();
    await expect(within(card).getByText('Your last payment failed')).toBeVisible();
    await expect(within(card).getByText(/Please update your card/)).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Manage membership' })).toBeVisible();
  },
};

/** The Membership ended: 'Renew for $1.00/month' (the trial is offered once). */
export const MembershipLapsed: Story = {
  args: { member: memberIn('lapsed'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ args, canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Your membership has lapsed')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Renew for $1.00/month' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
    await expect(canvas.getByText('Renew your membership to use your member ID.')).toBeVisible();
  },
};

/** A team plan opens the videos: nothing to buy. */
export const MembershipIncluded: Story = {
  args: { member: memberIn('team'), passClient: fakePassClient(), seed: enrolled },
  play: async ({ canvas }) => {
    const card = membershipCard(canvas);
    await expect(within(card).getByText('Full access with your plan')).toBeVisible();
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The service refuses the checkout: its sentence is shown, and the button comes back. */
export const CheckoutRefused: Story = {
  args: {
    member: memberIn(),
    passClient: fakePassClient(),
    seed: enrolled,
    billing: fakeBilling({
      purchasePlansWithCheckout: async () => {
        throw alreadySubscribed();
      },
    }),
  },
  play: async ({ canvas }) => {
    const card = membershipCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You already have the Membership plan. Manage it from your billing portal.',
    );
    await expect(within(card).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  },
};

/** The checkout cannot be reached and the failure has no sentence for people: the fallback. */
export const CheckoutFailed: Story = {
  args: {
    member: memberIn('lapsed'),
    passClient: fakePassClient(),
    seed: enrolled,
    billing: fakeBilling({
      purchasePlansWithCheckout: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renew for $1.00/month' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not reach the payment page. Please try again.',
    );
  },
};
