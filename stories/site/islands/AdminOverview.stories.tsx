import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import type { ConsoleDayCount, ConsoleOverview } from '@wf/sdk/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminOverview } from '../../../site/islands/AdminOverview/AdminOverview.tsx';
import type { ConsoleOverviewApi } from '../../../site/lib/api/console-overview.ts';
import { adminMember, plainMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Overview',
  intro: 'How many members and paying members you have, how that changed day by day, and what happened last.',
  loading: 'Loading...',
};

const LAST_DAY = Date.UTC(2026, 10, 27);

/** `days` UTC days ending on Nov 27, 2026, each counted by `count`. */
function series(days: number, count: (index: number) => number): ConsoleDayCount[] {
  return Array.from({ length: days }, (_, index) => ({
    date: new Date(LAST_DAY - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    count: count(index),
  }));
}

function overview(days: number, empty = false): ConsoleOverview {
  const signups = series(days, (i) => (empty ? 0 : ((i * 7) % 5) + (i % 6 === 0 ? 4 : 0)));
  const newMemberships = series(days, (i) => (empty ? 0 : i % 4 === 0 ? 2 : i % 3 === 0 ? 1 : 0));
  const sum = (list: ConsoleDayCount[]) => list.reduce((total, day) => total + day.count, 0);
  return {
    days,
    from: signups[0]?.date ?? '',
    to: signups[signups.length - 1]?.date ?? '',
    totals: empty
      ? {
          members: 1,
          activeMemberships: 0,
          trials: 0,
          lapsed: 0,
          signupsInWindow: 0,
          newMembershipsInWindow: 0,
        }
      : {
          members: 1284,
          activeMemberships: 312,
          trials: 18,
          lapsed: 41,
          signupsInWindow: sum(signups),
          newMembershipsInWindow: sum(newMemberships),
        },
    monthlyRevenue: empty
      ? []
      : [
          { currency: 'usd', amount: 31_200 },
          { currency: 'eur', amount: 2600 },
        ],
    signups,
    newMemberships,
    events: empty
      ? []
      : [
          {
            at: '2026-11-27T09:48:00.000Z',
            kind: 'comment-report',
            text: 'ada@example.org reported a comment.',
            memberId: 'mem_ada',
          },
          {
            at: '2026-11-27T09:12:00.000Z',
            kind: 'payment-failed',
            text: 'A payment of $1.00 by grace@example.org failed.',
            memberId: 'mem_grace',
          },
          {
            at: '2026-11-27T08:30:00.000Z',
            kind: 'payment',
            text: 'lin@example.org paid $1.00.',
            memberId: 'mem_lin',
          },
          {
            at: '2026-11-26T17:05:00.000Z',
            kind: 'signup',
            text: 'lin@example.org signed up.',
            memberId: 'mem_lin',
          },
          { at: '2026-11-26T11:40:00.000Z', kind: 'payment', text: 'A member paid $12.00.', memberId: null },
        ],
  };
}

function fakeOverview(options: { pending?: boolean; fail?: boolean; empty?: boolean } = {}) {
  return {
    overview: fn(async (days: number) => {
      if (options.pending) return new Promise<ConsoleOverview>(() => {});
      if (options.fail) throw new WfError('unavailable', 'The service is not answering.', { status: 503 });
      return overview(days, options.empty);
    }),
  } satisfies ConsoleOverviewApi;
}

const meta = {
  title: 'site/islands/AdminOverview',
  component: AdminOverview,
  args: {
    copy,
    status: 'signed-in',
    member: adminMember,
    client: null,
    navigate: fn(),
    keepToast: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeOverview>;
const fake = (args: { client: unknown }) => args.client as Fake;

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeOverview({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the overview...')).toBeVisible();
  },
};

/** A new app: only its administrator, nothing happened yet, each said calmly. */
export const Empty: Story = {
  args: { client: fakeOverview({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sign-ups in the last 30 days yet.')).toBeVisible();
    await expect(canvas.getByText('No new paid memberships in the last 30 days yet.')).toBeVisible();
    await expect(canvas.getByText(/Nothing has happened yet/)).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

/** Tiles, the two charts with their tables, the latest events; another period asks again. */
export const WithData: Story = {
  args: { client: fakeOverview() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,284')).toBeVisible();
    await expect(canvas.getByText('$312.00 · €26.00')).toBeVisible();
    const charts = canvas.getAllByRole('img');
    await expect(charts).toHaveLength(2);
    await expect(charts[0]).toHaveAccessibleName(
      /^Sign-ups per day, Oct 29, 2026 to Nov 27, 2026: \d+ in all/,
    );
    await step('the numbers behind a chart', async () => {
      const [showSignups] = canvas.getAllByText('Show as table');
      await userEvent.click(showSignups as HTMLElement);
      const table = canvas.getByRole('table', { name: 'Sign-ups per day, Oct 29, 2026 to Nov 27, 2026' });
      await expect(within(table).getAllByRole('row')).toHaveLength(31);
    });
    await expect(canvas.getByRole('link', { name: 'Member mem_grace' })).toHaveAttribute(
      'href',
      '/admin/members?member=mem_grace',
    );
    await step('another period', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Period'), '7');
      await waitFor(() => expect(fake(args).overview).toHaveBeenLastCalledWith(7));
      await expect(await canvas.findAllByRole('img')).toHaveLength(2);
    });
  },
};

/** The service failed: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeOverview({ fail: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is not answering.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake(args).overview).toHaveBeenCalledTimes(2));
  },
};

/** A member without the admin plan never sees the figures: turned away. */
export const NotAnAdmin: Story = {
  args: { client: fakeOverview(), member: plainMember },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(fake(args).overview).not.toHaveBeenCalled();
  },
};
