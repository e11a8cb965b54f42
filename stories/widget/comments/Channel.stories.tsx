import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMMENT_MESSAGES } from '@wf/sdk/contract';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { startChannel } from '../../../widget/src/comments/channel.ts';
import {
  type FakeCommentsOptions,
  fakeComments,
  serviceError,
} from '../../../widget/src/comments/fake-sdk.ts';
import { CHANNEL_MARKUP } from '../../../widget/src/comments/fixture.ts';
import '../../../examples/membership/style.css';

/**
 * The comment attributes (docs/product/data-attributes.md §11, docs/comments.md "The widget"): a
 * channel written with `data-ms-*` attributes only, as on the example site, run by the comments
 * chunk against a fake SDK at the boundary. One story per state a member or visitor meets.
 */
type Setup = (fake: ReturnType<typeof fakeComments>) => void;

interface ChannelProps {
  options?: FakeCommentsOptions;
  setup?: Setup;
  pageSize?: number;
}

function CommentChannel({ options, setup, pageSize }: ChannelProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = holder.current;
    if (!host) return;
    host.innerHTML = CHANNEL_MARKUP.replaceAll('src="avatar.svg"', 'src="/favicon.svg"');
    const fake = fakeComments(options);
    setup?.(fake);
    const root = host.querySelector<HTMLElement>('[data-ms-channel]');
    if (!root) return;
    const channel = startChannel(root, {
      sdk: fake.sdk,
      memberId: () => fake.state.memberId,
      say: (kind, text) => {
        const box = host.querySelector<HTMLElement>(`[data-story-message="${kind}"]`);
        if (box) box.textContent = text;
      },
      pageSize,
    });
    (host as HTMLDivElement & { fake?: typeof fake }).fake = fake;
    return () => channel.stop();
  }, [options, setup, pageSize]);
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <div ref={holder} className="card" />
    </main>
  );
}

const meta = {
  title: 'widget/comments/Channel',
  component: CommentChannel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CommentChannel>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation: Setup = (fake) => {
  const first = fake.addPost('mem_ben', 'Which lesson should I start with?\nI am new here.');
  fake.addThread('mem_cy', first.id, 'The box breath: https://example.com/lessons/box');
  fake.addPost('mem_ada', 'Ten minutes every morning changed my week.');
  fake.addPost('mem_cy', 'Is the live class recorded?');
};

/** No comments yet: the empty state and the form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No comments yet. Be the first.')).toBeVisible();
    await expect(canvas.getByLabelText('Your comment')).toBeVisible();
    await expect(canvas.queryByText('Loading the comments…')).not.toBeVisible();
  },
};

/** A conversation: posts in order, counts, a link made clickable, edit and delete on one's own post only. */
export const List: Story = {
  args: { setup: conversation },
  play: async ({ canvas }) => {
    const items = await waitFor(() => {
      const found = canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('data-ms-post-id'));
      expect(found).toHaveLength(3);
      return found;
    });
    const [first, mine] = items as [HTMLElement, HTMLElement];
    await expect(within(first).getByText('Ben')).toBeVisible();
    // Hidden from everyone but the author: not even in the accessibility tree.
    await expect(within(first).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(mine).getByRole('button', { name: 'Edit' })).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: /^Replies/ }));
    const link = await within(first).findByRole('link', { name: 'https://example.com/lessons/box' });
    await expect(link).toHaveAttribute('rel', 'ugc nofollow noopener noreferrer');
  },
};

/** "Load more": the next page is being read (its request has not answered yet). */
export const LoadingMore: Story = {
  args: {
    pageSize: 2,
    setup: (fake) => {
      conversation(fake);
      const read = fake.sdk.getPosts;
      fake.sdk.getPosts = (query) => (query.after ? new Promise(() => undefined) : read(query));
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more comments' }));
    await expect(await canvas.findByText('Loading more comments…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  },
};

/** The author edits their comment: the section opens with the text, focused. */
export const Editing: Story = {
  args: { setup: conversation },
  play: async ({ canvas }) => {
    const edit = await canvas.findByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const item = edit.closest<HTMLElement>('[data-ms-post-id]') as HTMLElement;
    const field = within(item).getByLabelText('Edit your comment');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Ten minutes every morning changed my week.');
    await userEvent.type(field, ' Truly.');
    await expect(within(item).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** A member the channel refuses: the service's sentence in the channel's denied slot, no form. */
export const Denied: Story = {
  args: { options: { readError: serviceError(403, COMMENT_MESSAGES.readRefused) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(COMMENT_MESSAGES.readRefused)).toBeVisible();
    await expect(canvas.queryByLabelText('Your comment')).not.toBeVisible();
    await expect(canvas.queryByText('No comments yet. Be the first.')).not.toBeVisible();
  },
};

/** A visitor on an open channel: they read; no form; the notification choice is disabled. */
export const SignedOut: Story = {
  args: { options: { memberId: null, info: { canRead: true } }, setup: conversation },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Is the live class recorded?')).toBeVisible();
    await expect(canvas.queryByLabelText('Your comment')).not.toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Replies by e-mail/ })).toBeDisabled();
  },
};

/** Someone else is typing: the indicator names them and the presence count says one. */
export const Typing: Story = {
  args: {
    setup: (fake) => {
      conversation(fake);
      const subscribe = fake.sdk.subscribeToChannelEvents;
      fake.sdk.subscribeToChannelEvents = (query, onEvent, events) => {
        const stop = subscribe(query, onEvent, events);
        setTimeout(() =>
          onEvent({
            type: 'typing',
            member: { id: 'mem_ben', customFields: { 'first-name': 'Ben' }, profileImage: null },
          }),
        );
        return stop;
      };
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ben is typing…')).toBeVisible();
    await expect(canvas.getByText('typing now', { exact: false })).toHaveTextContent('1 typing now');
  },
};
