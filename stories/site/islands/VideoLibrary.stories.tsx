import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VideoLibraryView } from '../../../site/islands/VideoLibrary/VideoLibraryView.tsx';
import { alreadySubscribed, CHECKOUT_REQUEST, fakeBilling } from '../lib/Membership.fixture.ts';
import { categories, libraryCopy, libraryVideos } from './videoLibrary.fixture.ts';

/** Stands in for the server-rendered visitor page the island shows to visitors. */
function VisitorPage() {
  return (
    <div>
      <h1>Featured Videos</h1>
      <p>A glimpse of the teachings in our library.</p>
      <a href="/signup?plan=trial">Join for Full Access</a>
    </div>
  );
}

const meta = {
  title: 'site/islands/VideoLibrary',
  component: VideoLibraryView,
  args: { state: 'member', videos: libraryVideos, categories, copy: libraryCopy },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VideoLibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The titles of the grid's cards, in order. */
function gridTitles(canvas: Canvas, heading: string | RegExp) {
  const grid = canvas.getByRole('region', { name: heading });
  return within(grid)
    .queryAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);
}

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading videos...');
    await expect(canvasElement.querySelector('.wf-video-library')).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Visitor: Story = {
  args: { state: 'visitor', children: <VisitorPage /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Featured Videos');
    await expect(canvas.getByRole('link', { name: 'Join for Full Access' })).toHaveAttribute(
      'href',
      '/signup?plan=trial',
    );
    await expect(canvas.queryByRole('group', { name: 'Video categories' })).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  play: async ({ canvas, step }) => {
    await step('the library with its categories, All chosen', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Membership Video Library');
      const chips = within(canvas.getByRole('group', { name: 'Video categories' })).getAllByRole('button');
      await expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...categories]);
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the featured section under All', async () => {
      await expect(gridTitles(canvas, 'Featured Videos')).toEqual([
        'Leadership in Challenging Times',
        'Yemoja and the Sea',
        'Advanced Negotiation Tactics',
      ]);
    });
    await step('the grid: the 6 newest, and Load More for the rest', async () => {
      await expect(gridTitles(canvas, 'All Videos')).toHaveLength(6);
      await expect(canvas.getByText('Showing 6 of 14 videos')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Load More Videos (8 remaining)' })).toBeVisible();
      const first = canvas.getAllByRole('link', { name: 'Leadership in Challenging Times' })[0];
      await expect(first).toHaveAttribute('href', '/videos/leadership-challenging-times');
    });
  },
};

export const Category: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Orisha' }));
    await expect(canvas.getByRole('button', { name: 'Orisha' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('region', { name: 'Featured Videos' })).not.toBeInTheDocument();
    await expect(gridTitles(canvas, 'Orisha Videos')).toEqual([
      'Yemoja and the Sea',
      'Ogun the Pathmaker',
      'Oshun: River Songs',
      'Shango and the Thunder',
    ]);
    await expect(canvas.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
  },
};

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Videos (8 remaining)' }));
    await expect(gridTitles(canvas, 'All Videos')).toHaveLength(14);
    await expect(canvas.getByText('Showing 14 of 14 videos')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
    // Focus goes to the first card that appeared, where reading continues.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Strategic Business Development' })).toHaveFocus(),
    );
  },
};

export const EmptyCategory: Story = {
  play: async ({ canvas, step }) => {
    await step('a category without videos says so kindly', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Spiritual Development' }));
      await expect(canvas.getByRole('heading', { name: 'Spiritual Development Videos' })).toBeVisible();
      await expect(
        canvas.getByRole('heading', { name: 'No Spiritual Development videos yet' }),
      ).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
    });
    await step('and offers the whole library', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Browse all videos' }));
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(gridTitles(canvas, 'All Videos')).toHaveLength(6);
    });
  },
};

export const SortedAndFiltered: Story = {
  play: async ({ canvas, step }) => {
    await step('Sort: Title (A–Z)', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'Title (A–Z)');
      await expect(gridTitles(canvas, 'All Videos')).toEqual([
        'Advanced Negotiation Tactics',
        'Building Community',
        'Divination Basics',
        'Effective Team Management',
        'Elders and Memory',
        'Ifa and Good Character',
      ]);
    });
    await step('Sort: Shortest first', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'Shortest first');
      await expect(gridTitles(canvas, 'All Videos').slice(0, 3)).toEqual([
        'Building Community',
        'The Morning Offering',
        'Oshun: River Songs',
      ]);
    });
    await step('Filter: Open to everyone, oldest first', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter' }), 'Open to everyone');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'Oldest first');
      await expect(gridTitles(canvas, 'All Videos')).toEqual([
        'Shango and the Thunder',
        'Divination Basics',
        'The Morning Offering',
      ]);
      await expect(canvas.getByText('Showing 3 of 3 videos')).toBeVisible();
    });
    await step('a filter that hides everything offers to clear it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Leadership' }));
      await expect(canvas.getByRole('heading', { name: 'No videos match this filter' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await expect(canvas.getByRole('combobox', { name: 'Filter' })).toHaveValue('all');
      await expect(gridTitles(canvas, 'Leadership Videos')).toEqual([
        'Building Community',
        'Effective Team Management',
        'Strategic Business Development',
        'Advanced Negotiation Tactics',
        'Leadership in Challenging Times',
      ]);
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // Tab reaches the chips; Enter and Space press them.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Orisha' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Teachings' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'Teachings Videos' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Ifa' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The story's fake billing calls, with their spies. */
const billingSpies = (args: { billing?: unknown }) => args.billing as ReturnType<typeof fakeBilling>;

/** A free account that never had the Membership: the library, under one offer of the free trial. */
export const MemberWithoutMembership: Story = {
  args: { offer: 'trial', billing: fakeBilling() },
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('region', { name: 'Watch every video with a free trial' });
    await expect(
      within(prompt).getByText(/Start your 7-day free trial to watch the whole library/),
    ).toBeVisible();
    await expect(within(prompt).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Start Free Trial' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
    await expect(within(prompt).getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
    // The library stays to browse.
    await expect(gridTitles(canvas, 'All Videos')).toHaveLength(6);
  },
};

/** A lapsed Membership: one offer to renew, never the trial again. */
export const MemberLapsed: Story = {
  args: { offer: 'renew', billing: fakeBilling() },
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('region', { name: 'Welcome back' });
    await expect(within(prompt).getByText(/Your membership has ended/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Renew for $1.00/month' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
  },
};

/** The checkout is refused: the service's sentence, and the button to try again. */
export const MemberOfferRefused: Story = {
  args: {
    offer: 'trial',
    billing: fakeBilling({
      purchasePlansWithCheckout: async () => {
        throw alreadySubscribed();
      },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already have the Membership plan. Manage it from your billing portal.',
    );
    await expect(canvas.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  },
};
