import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import type { ConsoleMail, ConsoleMailQueryInput, ConsoleModerator } from '@wf/sdk/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminCommunity } from '../../../site/islands/AdminCommunity/AdminCommunity.tsx';
import type {
  ConsoleBlockedWord,
  ConsoleCommunityApi,
  ConsoleReportedComment,
} from '../../../site/lib/api/console-community.ts';
import { adminMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Content and community',
  intro:
    'The mail the site sent and whether it arrived, the comments members reported, the words comments may not hold and who moderates.',
  loading: 'Loading...',
};

const MAILS: ConsoleMail[] = [
  {
    id: 'mail_4',
    to: 'ada@example.org',
    subject: 'Your World Family sign-in code',
    createdAt: '2026-11-27T10:05:00.000Z',
    sentAt: '2026-11-27T10:05:01.000Z',
    attempts: 1,
    status: 'sent',
    error: null,
    nextAttemptAt: null,
  },
  {
    id: 'mail_3',
    to: 'grace.hopper@example.org',
    subject: 'Verify your e-mail address',
    createdAt: '2026-11-27T09:40:00.000Z',
    sentAt: null,
    attempts: 3,
    status: 'retrying',
    error: '421 4.7.0 Try again later, closing connection.',
    nextAttemptAt: '2026-11-27T10:42:00.000Z',
  },
  {
    id: 'mail_2',
    to: 'katherine@example.org',
    subject: 'A new reply to your comment',
    createdAt: '2026-11-26T18:00:00.000Z',
    sentAt: null,
    attempts: 12,
    status: 'failed',
    error: '550 5.1.1 The email account that you tried to reach does not exist.',
    nextAttemptAt: null,
  },
  {
    id: 'mail_1',
    to: 'margaret@example.org',
    subject: 'Welcome to World Family',
    createdAt: '2026-11-26T08:00:00.000Z',
    sentAt: null,
    attempts: 0,
    status: 'kept',
    error: null,
    nextAttemptAt: null,
  },
];

const REPORTS: ConsoleReportedComment[] = [
  {
    comment: {
      id: 'cmt_1',
      internalOrder: '000001',
      createdAt: '2026-11-26T12:00:00.000Z',
      updatedAt: '2026-11-26T12:00:00.000Z',
      editedAt: null,
      content: 'Buy cheap watches at <a href="https://spam.example">spam.example</a>!!!\nBest prices.',
      status: 'hidden',
      pinned: false,
      t: null,
      channelKey: 'video-morning-stretch',
      myVote: 'NONE',
      member: { id: 'mem_spam', customFields: { name: 'Sam Spammer' }, profileImage: null },
      postId: null,
      _count: { Threads: 0, likedBy: 0, dislikedBy: 2 },
    },
    reports: [
      { memberId: 'mem_a', reason: 'Spam', createdAt: '2026-11-26T12:10:00.000Z' },
      { memberId: 'mem_b', reason: 'Advertising', createdAt: '2026-11-26T12:20:00.000Z' },
      { memberId: 'mem_c', reason: 'Spam link', createdAt: '2026-11-26T12:30:00.000Z' },
    ],
  },
  {
    comment: {
      id: 'cmt_2',
      internalOrder: '000002',
      createdAt: '2026-11-27T08:00:00.000Z',
      updatedAt: '2026-11-27T08:00:00.000Z',
      editedAt: null,
      content: 'I disagree with this lesson.',
      status: 'published',
      pinned: false,
      t: 42,
      channelKey: 'video-breathing',
      myVote: 'NONE',
      member: {
        id: 'mem_d',
        customFields: { 'first-name': 'Dora', 'last-name': 'Diaz' },
        profileImage: null,
      },
      postId: null,
      _count: { Threads: 1, likedBy: 3, dislikedBy: 0 },
    },
    reports: [{ memberId: 'mem_e', reason: 'Rude', createdAt: '2026-11-27T08:30:00.000Z' }],
  },
];

const WORDS: ConsoleBlockedWord[] = [
  { word: 'cheap watches', createdAt: '2026-11-20T10:00:00.000Z' },
  { word: 'spam', createdAt: '2026-11-21T10:00:00.000Z' },
];

const MODERATORS: ConsoleModerator[] = [
  {
    memberId: 'mem_nia',
    email: 'nia@example.org',
    name: 'Nia Okafor',
    createdAt: '2026-11-10T10:00:00.000Z',
  },
];

interface FakeOptions {
  empty?: boolean;
  pending?: boolean;
  fail?: boolean;
  /** 'Retry now' fails again instead of sending. */
  retryFails?: boolean;
  /** What a call refuses with, by the fake's method name. */
  refuse?: Partial<Record<keyof ConsoleCommunityApi, WfError>>;
}

/** A fake of the screen's calls, keeping what is changed. */
function fakeCommunity(options: FakeOptions = {}) {
  let mails = options.empty ? [] : [...MAILS];
  let reports = options.empty ? [] : [...REPORTS];
  let words = options.empty ? [] : [...WORDS];
  let moderators = options.empty ? [] : [...MODERATORS];
  const refused = async (name: keyof ConsoleCommunityApi) => {
    const error = options.refuse?.[name];
    if (error) throw error;
  };
  const waiting = async () => {
    if (options.pending) return new Promise<never>(() => {});
    if (options.fail)
      throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
  };
  const api = {
    mail: fn(async (query: ConsoleMailQueryInput) => {
      await waiting();
      const rows = mails.filter(
        (mail) =>
          (!query.status || mail.status === query.status) && (!query.q || mail.to.startsWith(query.q)),
      );
      return { mails: rows, nextCursor: null };
    }),
    retryMail: fn(async (id: string) => {
      await refused('retryMail');
      const before = mails.find((mail) => mail.id === id) as ConsoleMail;
      const mail: ConsoleMail = options.retryFails
        ? { ...before, attempts: before.attempts + 1, status: 'failed', nextAttemptAt: null }
        : {
            ...before,
            attempts: before.attempts + 1,
            status: 'sent',
            sentAt: '2026-11-27T10:10:00.000Z',
            error: null,
          };
      mails = mails.map((row) => (row.id === id ? mail : row));
      return {
        mail,
        message: options.retryFails
          ? `The mail to ${mail.to} failed again: ${mail.error}.`
          : `The mail to ${mail.to} was sent.`,
      };
    }),
    reports: fn(async () => {
      await waiting();
      return reports;
    }),
    review: fn(async (commentId: string, _action: 'restore' | 'hide') => {
      reports = reports.filter((entry) => entry.comment.id !== commentId);
      return reports;
    }),
    blockedWords: fn(async () => {
      await waiting();
      return words;
    }),
    addBlockedWord: fn(async (word: string) => {
      await refused('addBlockedWord');
      const stored = word.toLowerCase();
      words = [...words, { word: stored, createdAt: '2026-11-27T10:00:00.000Z' }].sort((a, b) =>
        a.word.localeCompare(b.word),
      );
      return { items: words, message: `Comments holding “${stored}” are now refused.` };
    }),
    removeBlockedWord: fn(async (word: string) => {
      words = words.filter((item) => item.word !== word);
      return { items: words, message: `“${word}” is no longer blocked.` };
    }),
    moderators: fn(async () => {
      await waiting();
      return moderators;
    }),
    addModerator: fn(async (member: string) => {
      await refused('addModerator');
      moderators = [
        ...moderators,
        { memberId: 'mem_new', email: member, name: null, createdAt: '2026-11-27T10:00:00.000Z' },
      ];
      return { items: moderators, message: `${member} now moderates the comments.` };
    }),
    removeModerator: fn(async (memberId: string) => {
      await refused('removeModerator');
      moderators = moderators.filter((item) => item.memberId !== memberId);
      return { items: moderators, message: 'The member no longer moderates the comments.' };
    }),
  } satisfies ConsoleCommunityApi;
  return api;
}

const meta = {
  title: 'site/islands/AdminCommunity',
  component: AdminCommunity,
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
} satisfies Meta<typeof AdminCommunity>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeCommunity>;
const fake = (args: { client: unknown }) => args.client as Fake;
const body = () => within(document.body);

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeCommunity({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the mail...')).toBeVisible();
    await expect(canvas.getByText('Loading the reports...')).toBeVisible();
  },
};

/** Nothing yet: each section says so. */
export const Empty: Story = {
  args: { client: fakeCommunity({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No mail yet')).toBeVisible();
    await expect(await canvas.findByText('No reports')).toBeVisible();
    await expect(await canvas.findByText('No blocked words')).toBeVisible();
    await expect(await canvas.findByText('No moderators named')).toBeVisible();
  },
};

/** The service failed: said in each section, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeCommunity({ fail: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(canvas.getAllByRole('alert')).toHaveLength(4));
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
  },
};

/** Every section with rows: statuses in words, the reported comments as text, words and moderators. */
export const Lists: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('grace.hopper@example.org')).toBeVisible();
    for (const name of ['Mail', 'Reports queue', 'Blocked words', 'Moderators']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Content and community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of ['Sent', 'Waiting to retry', 'Failed', 'In the outbox']) {
      await expect(canvas.getAllByText(label, { selector: '.wf-badge' }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getAllByRole('button', { name: /^Retry now/ })).toHaveLength(2);
    // The comment's markup is shown as text, never run.
    await expect(await canvas.findByText(/<a href="https:\/\/spam.example">/)).toBeVisible();
    await expect(canvasElement.querySelector('a[href="https://spam.example"]')).toBeNull();
    await expect(canvas.getByText('Advertising', { exact: false })).toBeVisible();
    await expect(await canvas.findByText('cheap watches')).toBeVisible();
    await expect(await canvas.findByText('Nia Okafor')).toBeVisible();
  },
};

/** 'Retry now' sends a failed mail: the row says Sent and the result is announced. */
export const RetrySent: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Retry now the mail to grace.hopper@example.org: Verify your e-mail address',
      }),
    );
    await expect(await canvas.findByText('The mail to grace.hopper@example.org was sent.')).toBeVisible();
    await expect(fake(args).retryMail).toHaveBeenCalledWith('mail_3');
    await expect(canvas.getAllByRole('button', { name: /^Retry now/ })).toHaveLength(1);
  },
};

/** 'Retry now' fails again: the result says why. */
export const RetryFailedAgain: Story = {
  args: { client: fakeCommunity({ retryFails: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Retry now the mail to katherine@example.org/ }),
    );
    await expect(
      await canvas.findByText(/The mail to katherine@example.org failed again: 550/),
    ).toBeVisible();
  },
};

/** The status filter and the address search. */
export const Filtered: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('ada@example.org');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'failed');
    await userEvent.type(canvas.getByLabelText('Recipient starts with'), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Show mail' }));
    await expect(await canvas.findByText('No mail matches')).toBeVisible();
    await expect(fake(args).mail).toHaveBeenLastCalledWith({ status: 'failed', q: 'nobody' });
  },
};

/** Restore shows a reported comment again and takes it off the queue. */
export const ReviewRestore: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore the comment by Sam Spammer' }));
    await expect(await canvas.findByText('The comment by Sam Spammer is shown again.')).toBeVisible();
    await expect(fake(args).review).toHaveBeenCalledWith('cmt_1', 'restore');
    await expect(canvas.queryByRole('button', { name: 'Restore the comment by Sam Spammer' })).toBeNull();
  },
};

/** The blocked word's errors: the form's own check, then the service's refusal. */
export const BlockedWordErrors: Story = {
  args: {
    client: fakeCommunity({
      refuse: {
        addBlockedWord: new WfError('console/word-exists', '“spam” is already blocked.', { status: 409 }),
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Word or phrase to block');
    await userEvent.click(canvas.getByRole('button', { name: 'Block word' }));
    await expect(input).toHaveAccessibleDescription(/Enter a word or phrase with letters or digits/);
    await expect(fake(args).addBlockedWord).not.toHaveBeenCalled();
    await userEvent.type(input, 'SPAM');
    await userEvent.click(canvas.getByRole('button', { name: 'Block word' }));
    await expect(await canvas.findByText('“spam” is already blocked.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A word added, then removed after the confirmation. */
export const BlockedWordAddAndRemove: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('added with the keyboard', async () => {
      await userEvent.type(await canvas.findByLabelText('Word or phrase to block'), 'Turnip{Enter}');
      await expect(await canvas.findByText('Comments holding “turnip” are now refused.')).toBeVisible();
    });
    await step('removed after the confirmation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove turnip' }));
      const dialog = await body().findByRole('dialog', { name: 'Remove this blocked word?' });
      await expect(within(dialog).getByText(/Comments holding “turnip” are taken again/)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove word' }));
      await expect(await canvas.findByText('“turnip” is no longer blocked.')).toBeVisible();
    });
  },
};

/** The moderator's errors: the form's own check, then the service's refusal of an unknown member. */
export const ModeratorErrors: Story = {
  args: {
    client: fakeCommunity({
      refuse: {
        addModerator: new WfError('not-found', 'No member of this site has this id or e-mail address.', {
          status: 404,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText("Member's e-mail address or id");
    await userEvent.click(canvas.getByRole('button', { name: 'Add moderator' }));
    await expect(input).toHaveAccessibleDescription(/Enter a member id or e-mail address/);
    await userEvent.type(input, 'stranger@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Add moderator' }));
    await expect(
      await canvas.findByText('No member of this site has this id or e-mail address.'),
    ).toBeVisible();
  },
};

/** Removing a moderator asks first; Cancel keeps them, the confirmation removes them. */
export const RemoveModeratorConfirm: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove nia@example.org from the moderators' }),
    );
    let dialog = await body().findByRole('dialog', { name: 'Remove this moderator?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(fake(args).removeModerator).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove nia@example.org from the moderators' }));
    dialog = await body().findByRole('dialog', { name: 'Remove this moderator?' });
    await expect(within(dialog).getByText(/Nia Okafor can no longer moderate/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove moderator' }));
    await expect(await canvas.findByText('No moderators named')).toBeVisible();
    await expect(fake(args).removeModerator).toHaveBeenCalledWith('mem_nia');
  },
};

/** The confirmation open, for its screenshot. */
export const RemoveWordDialog: Story = {
  args: { client: fakeCommunity() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove spam' }));
    await expect(await body().findByRole('dialog', { name: 'Remove this blocked word?' })).toBeVisible();
  },
};
