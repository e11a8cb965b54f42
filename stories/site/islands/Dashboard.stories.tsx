import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardCopy } from '../../../site/islands/Dashboard/copy.ts';
import { Dashboard, type DashboardProps } from '../../../site/islands/Dashboard/Dashboard.tsx';
import {
  type EnrollmentStorage,
  markEnrolled,
  memoryEnrollmentStorage,
} from '../../../site/islands/WalletPass/enrollmentStorage.ts';
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
} from './WalletPass.fixture.ts';

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
};

type FakePassClient = ReturnType<typeof fakePassClient>;

/** The story's fake pass client, with its spies. */
const spies = (args: { passClient: DashboardProps['passClient'] }) => args.passClient as FakePassClient;

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
