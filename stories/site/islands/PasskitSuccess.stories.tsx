import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Member } from '@wf/sdk/contract';
import { Toaster } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUNTDOWN_TICK_MS } from '../../../site/islands/PasskitSuccess/constants.ts';
import type { PasskitSuccessCopy } from '../../../site/islands/PasskitSuccess/copy.ts';
import {
  PasskitSuccess,
  type PasskitSuccessProps,
} from '../../../site/islands/PasskitSuccess/PasskitSuccess.tsx';
import { memoryEnrollmentStorage } from '../../../site/lib/wallet-pass/enrollmentStorage.ts';
import { holdTimers, type StoryClock } from '../../support/clock.ts';
import { memberIn, NOW } from '../lib/Membership.fixture.ts';
import { clearToasts, fakePassClient, PASS_URL, shownToast, storyMember } from '../lib/WalletPass.fixture.ts';

/** The copy of content/site/pages/passkit-success.yaml. */
const copy: PasskitSuccessCopy = {
  heading: 'Welcome to the World Family community!',
  loading: 'Loading...',
  activated: 'Your membership has been activated successfully.',
  passTitle: 'Your Digital Membership Pass',
  nextTitle: "What's Next?",
  nextSteps: [
    'Access exclusive video content in the library',
    'Download member resources and guides',
    'Connect with the community',
  ],
  passStep: 'Keep your digital membership pass in your wallet',
  goToDashboard: 'Go to Dashboard',
  membership: {
    confirming: 'Confirming your membership...',
    trial: 'Your 7-day free trial has started. It runs until {date}.',
    trialCard: 'Your free trial runs until {date}; your first payment of {amount} follows then.',
    active: 'Your next payment of {amount} is on {date}.',
    ending: 'Your membership runs until {date}.',
    pending:
      'We are still confirming your membership with the payment service. It will show on your dashboard in a moment.',
  },
};

type FakePassClient = ReturnType<typeof fakePassClient>;
const spies = (args: Pick<PasskitSuccessProps, 'passClient'>) => args.passClient as FakePassClient;

/** How long the fake service takes to answer the member again. */
const REFRESH_MS = 400;

/**
 * The countdown's tick and the fake service's answer, moved by hand (stories/support/clock.ts):
 * the stories see each second and the whole 5 s without waiting for them.
 */
let clock: StoryClock;
function holdTime() {
  clock = holdTimers((delay) => delay === COUNTDOWN_TICK_MS || delay === REFRESH_MS);
  return () => clock.restore();
}

/** The fake service answers the member read again (its {@link REFRESH_MS} pass). */
async function serviceAnswers() {
  await waitFor(() => expect(clock.pending()).toBeGreaterThan(0));
  await clock.advance(REFRESH_MS);
}

/**
 * Each story starts with its own enrolment flags (never the browser's session storage). With
 * `refreshedTo`, reading the member again answers that member, as the service would after checkout.
 */
function WithFreshStorage({ refreshedTo, ...props }: PasskitSuccessProps & { refreshedTo?: Member }) {
  const [storage] = useState(memoryEnrollmentStorage);
  const [member, setMember] = useState(props.member);
  const [refreshMember] = useState(() =>
    refreshedTo
      ? async () => {
          await new Promise((resolve) => setTimeout(resolve, REFRESH_MS));
          setMember(refreshedTo);
        }
      : props.refreshMember,
  );
  return (
    <PasskitSuccess {...props} member={member} refreshMember={refreshMember} enrollmentStorage={storage} />
  );
}

const meta = {
  title: 'site/islands/PasskitSuccess',
  component: WithFreshStorage,
  args: {
    copy,
    status: 'signed-in',
    member: storyMember(),
    passClient: null,
    navigate: fn(),
    openWindow: fn(),
    now: NOW,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: clearToasts,
  decorators: [
    (Story) => (
      <>
        <div style={{ padding: '0 1rem' }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof WithFreshStorage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enrolment gives a pass URL: the page stays, with the pass and the wallet step. */
export const WithPassUrl: Story = {
  args: { passClient: fakePassClient() },
  beforeEach: holdTime,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible();
    await expect(canvas.getByText('Your membership has been activated successfully.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await expect(await shownToast(canvas, 'Membership Pass Created')).toBeVisible();
    const next = canvas.getByRole('region', { name: "What's Next?" });
    await expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...copy.nextSteps, copy.passStep]);
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    await expect(args.openWindow).toHaveBeenCalledWith(PASS_URL, '_blank', 'noopener,noreferrer');
    // Longer than the 5 s countdown would take: nothing counts, and the page stays.
    await expect(clock.pending()).toBe(0);
    await clock.advance(6 * COUNTDOWN_TICK_MS);
    await expect(canvas.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
    clock.release();
  },
};

/** ok without a pass URL: a visible countdown from 5, then /dashboard (its real seconds, moved by hand). */
export const WithoutUrlCountingDown: Story = {
  args: { passClient: fakePassClient({ enrollPass: async () => ({ ok: true, member: { id: 'pm_ada' } }) }) },
  beforeEach: holdTime,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(/Taking you to your dashboard in/)).toHaveTextContent(
      'Taking you to your dashboard in 5 seconds',
    );
    await expect(await shownToast(canvas, 'Member Enrolled')).toBeVisible();
    // Announced once, politely; the ticking line is for the eyes only.
    const announcement = canvas.getByText('You will be taken to your dashboard in 5 seconds.');
    await expect(announcement).toHaveAttribute('role', 'status');
    await expect(canvas.getByText(/Taking you to your dashboard/)).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(clock.pending()).toBe(1));
    await clock.advance(COUNTDOWN_TICK_MS);
    await expect(await canvas.findByText('4 seconds')).toBeVisible();
    await expect(announcement).toHaveTextContent('You will be taken to your dashboard in 5 seconds.');
    // No pass URL: no wallet step.
    const next = canvas.getByRole('region', { name: "What's Next?" });
    await expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    await clock.advance(3 * COUNTDOWN_TICK_MS);
    await expect(await canvas.findByText('1 second')).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
    await clock.advance(COUNTDOWN_TICK_MS);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/dashboard'));
    await expect(args.navigate).toHaveBeenCalledOnce();
    clock.release();
  },
};

/** The member chooses to stay: the countdown stops and the page says so. */
export const Stayed: Story = {
  args: {
    passClient: fakePassClient({ enrollPass: async () => ({ ok: true, member: { id: 'pm_ada' } }) }),
  },
  beforeEach: holdTime,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stay on this page' }));
    await expect(canvas.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();
    await expect(canvas.getByText('You will stay on this page.')).toBeInTheDocument();
    // Past the whole countdown: it has stopped, and the page stays.
    await waitFor(() => expect(clock.pending()).toBe(0));
    await clock.advance(6 * COUNTDOWN_TICK_MS);
    await expect(args.navigate).not.toHaveBeenCalled();
    clock.release();
  },
};

/** The enrolment fails: 'Enrollment failed' with Try Again, which can succeed. */
export const Failure: Story = {
  args: {
    passClient: fakePassClient({
      enrollPass: async () => ({ ok: false, error: 'The pass service is unavailable.' }),
      getPassMember: async () => ({ ok: false }),
    }),
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Create Pass' })).toBeVisible();
    await expect(canvas.getByText('Enrollment failed')).toBeVisible();
    await expect(await shownToast(canvas, 'Enrollment Failed')).toBeVisible();
    await expect(canvas.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();

    spies(args).enrollPass.mockResolvedValue({ ok: true, passUrl: PASS_URL, member: { id: 'pm_ada' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** While the member loads: 'Loading...'. */
export const Loading: Story = {
  args: { status: 'loading', member: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Nobody signed in: on to /login, as on the dashboard. */
export const SignedOut: Story = {
  args: { status: 'signed-out', member: null },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Back from checkout with a new trial: the member is read again, then the trial and its end show. */
export const TrialStarted: Story = {
  args: { member: memberIn(), refreshedTo: memberIn('trial'), passClient: fakePassClient(), tickMs: 100 },
  beforeEach: holdTime,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your membership has been activated successfully.')).toBeVisible();
    await expect(canvas.getByText('Confirming your membership...')).toBeVisible();
    await serviceAnswers();
    await expect(
      await canvas.findByText('Your 7-day free trial has started. It runs until November 28, 2026.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Membership active until November 28, 2026')).toBeVisible();
  },
};

/** Back from a paid checkout: the next payment, and the pass says the membership is active. */
export const Subscribed: Story = {
  args: { member: memberIn(), refreshedTo: memberIn('active'), passClient: fakePassClient(), tickMs: 100 },
  beforeEach: holdTime,
  play: async ({ canvas }) => {
    await serviceAnswers();
    await expect(
      await canvas.findByText('Your next payment of $1.00 is on December 13, 2026.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Membership active, renews on December 13, 2026')).toBeVisible();
  },
};

/** The service does not show the Membership yet: the page says so, and the pass says nothing inactive. */
export const NotConfirmedYet: Story = {
  args: { member: memberIn(), refreshedTo: memberIn(), passClient: fakePassClient(), tickMs: 100 },
  beforeEach: holdTime,
  play: async ({ canvas }) => {
    await serviceAnswers();
    await expect(await canvas.findByText(/We are still confirming your membership/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await expect(canvas.queryByText('Membership inactive')).not.toBeInTheDocument();
  },
};
