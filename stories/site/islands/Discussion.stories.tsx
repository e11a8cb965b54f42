import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DiscussionView } from '../../../site/islands/Discussion/DiscussionView.tsx';
import { EMPTY_LIST } from '../../../site/islands/Discussion/model.ts';
import type { DiscussionActions } from '../../../site/islands/Discussion/types.ts';
import { discussionCopyFixture as copy, fullList, ME, NOW, posts, replies } from './Discussion.fixture.ts';

function fakeActions(): DiscussionActions {
  return {
    retry: fn(),
    post: fn(async () => true),
    reply: fn(async () => true),
    setOrder: fn(),
    loadMore: fn(),
    toggleReplies: fn(),
    startReply: fn(),
    heart: fn(),
    startEdit: fn(),
    save: fn(async () => true),
    remove: fn(),
    openReport: fn(),
    report: fn(async () => true),
    moderate: fn(),
    seek: fn(),
    setSubscribed: fn(),
  };
}

const member = { id: ME, isModerator: false, editMinutes: 15, refusal: null };

const meta = {
  title: 'site/islands/Discussion',
  component: DiscussionView,
  args: {
    state: 'ready',
    copy,
    list: fullList,
    viewer: member,
    now: NOW,
    currentTime: 754,
    actions: fakeActions(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscussionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorInvitation: Story = {
  args: { state: 'visitor', viewer: null, list: EMPTY_LIST },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(
      canvas.getByText('Members with an active Membership talk about each video here.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the Membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NoMembership: Story = {
  args: {
    state: 'no-access',
    viewer: null,
    list: EMPTY_LIST,
    message: 'The discussion of our videos is for members with an active Membership.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The discussion of our videos is for members with an active Membership.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the Membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', viewer: null, list: EMPTY_LIST },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the discussion...');
  },
};

export const Empty: Story = {
  args: { list: EMPTY_LIST },
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { name: 'No comments yet' })).toBeVisible();
    await step('a member comments at the moment the player is at', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), 'Right here!');
      await userEvent.click(canvas.getByRole('button', { name: 'Comment at 12:34' }));
      await expect(canvas.getByText('At 12:34')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
      await expect(args.actions.post).toHaveBeenCalledWith('Right here!', 754);
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your comment' })).toHaveValue(''));
    });
  },
};

export const BlockedFromCommenting: Story = {
  args: { viewer: { ...member, refusal: 'You cannot comment on this site.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You cannot comment on this site.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    await expect(canvas.getByText('3 comments')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    for (const heart of canvas.getAllByRole('button', { name: /Heart/ })) await expect(heart).toBeDisabled();
  },
};

export const ListWithMoments: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByText('3 comments')).toBeVisible();
    await step('a moment seeks the player', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Play from 12:34' }));
      await expect(args.actions.seek).toHaveBeenCalledWith(754);
    });
    await step('a heart is pressed, and shows pressed where the member gave one', async () => {
      const ada = canvas.getByRole('article', { name: 'Comment by Ada Okafor' });
      await expect(within(ada).getByRole('button', { name: /Heart/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const ben = canvas.getByRole('article', { name: 'Comment by Ben' });
      await userEvent.click(within(ben).getByRole('button', { name: /Heart/ }));
      await expect(args.actions.heart).toHaveBeenCalledWith(posts[2]);
    });
    await step('no downvote control; the own comment has Edit and Delete, others Report', async () => {
      await expect(canvas.queryByRole('button', { name: /downvote|dislike/i })).toBeNull();
      const mine = canvas.getByRole('article', { name: 'Comment by You' });
      await expect(within(mine).getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
      const ben = canvas.getByRole('article', { name: 'Comment by Ben' });
      await expect(within(ben).queryByRole('button', { name: 'Edit' })).toBeNull();
      await expect(within(ben).getByText('(edited)')).toBeVisible();
    });
    await step('the order changes', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), 'oldest');
      await expect(args.actions.setOrder).toHaveBeenCalledWith('oldest');
    });
  },
};

export const RepliesOpen: Story = {
  args: {
    list: { ...fullList, replies: { cmt_ada: { open: true, status: 'ready', items: replies } } },
    replyingTo: 'cmt_ada',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide replies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('Same here. The drums at the start!')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Me too');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.actions.reply).toHaveBeenCalledWith('cmt_ada', 'Me too');
  },
};

export const Editing: Story = {
  args: { editingId: 'cmt_mine' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Edit your comment' });
    await expect(field).toHaveValue('The part about listening before leading stayed with me.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Listening first.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.actions.save).toHaveBeenCalledWith(posts[0], 'Listening first.');
  },
};

export const EditWindowPassed: Story = {
  args: { now: NOW + 20 * 60_000 },
  play: async ({ canvas }) => {
    const mine = canvas.getByRole('article', { name: 'Comment by You' });
    await expect(within(mine).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(mine).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const ReportDialog: Story = {
  args: { reportTarget: 'cmt_ben' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What is wrong with it?' }),
      'Off topic',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.actions.report).toHaveBeenCalledWith('Off topic');
  },
};

export const ReportSent: Story = {
  args: { reportTarget: 'cmt_ben', reportSent: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Report this comment' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Thank you. A moderator will look at it.',
    );
  },
};

export const ModeratorView: Story = {
  args: {
    viewer: { id: 'mem_admin', isModerator: true, editMinutes: 15, refusal: null },
    list: {
      ...fullList,
      posts: [
        { ...posts[2], status: 'hidden' } as (typeof posts)[number],
        posts[1] as (typeof posts)[number],
      ],
    },
    notice: 'Ben cannot comment until 11/28/2026, 10:30:00 AM.',
  },
  play: async ({ args, canvas }) => {
    const ben = canvas.getByRole('article', { name: 'Comment by Ben' });
    await expect(within(ben).getByText('Hidden from members')).toBeVisible();
    await userEvent.click(within(ben).getByRole('button', { name: 'Restore' }));
    await expect(args.actions.moderate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'cmt_ben' }),
      'restore',
    );
    const ada = canvas.getByRole('article', { name: 'Comment by Ada Okafor' });
    await expect(within(ada).getByText('Pinned')).toBeVisible();
    await userEvent.click(within(ada).getByRole('button', { name: 'Unpin' }));
    await userEvent.click(within(ada).getByRole('button', { name: 'Hide' }));
    await userEvent.click(within(ada).getByRole('button', { name: 'Block for a day' }));
    await expect(args.actions.moderate).toHaveBeenCalledWith(posts[1], 'block');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ben cannot comment until');
  },
};

export const DeleteConfirm: Story = {
  play: async ({ args, canvas }) => {
    const mine = canvas.getByRole('article', { name: 'Comment by You' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await expect(within(mine).getByText('Delete this comment?')).toBeVisible();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await expect(args.actions.remove).toHaveBeenCalledWith(posts[0]);
  },
};

export const LoadError: Story = {
  args: { state: 'failed', viewer: null, list: EMPTY_LIST, message: 'The discussion could not be loaded.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The discussion could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.actions.retry).toHaveBeenCalled();
  },
};
