import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import {
  COMMENT_BLOCK_PERMANENT_UNTIL,
  type ConsoleCommentBlock,
  type ConsoleCommentBlockDuration,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
  type ConsoleMembersQueryInput,
  type Plan,
} from '@wf/sdk/contract';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminMembers } from '../../../site/islands/AdminMembers/AdminMembers.tsx';
import type { ConsoleApi } from '../../../site/lib/api/console.ts';
import { clearToasts } from '../lib/WalletPass.fixture.ts';
import { adminMember, plainMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Members',
  intro: 'Search by e-mail address or name, open a member to see their plans, billing and sessions.',
  loading: 'Loading...',
};

const PLANS: Plan[] = [
  {
    id: 'pln_free',
    name: 'Free Account',
    description: null,
    priority: 0,
    prices: [],
    teamAccountInviteSignupLink: null,
    maxTeamMembers: null,
    redirects: {},
  },
  {
    id: 'pln_guests',
    name: 'Guests',
    description: null,
    priority: 1,
    prices: [],
    teamAccountInviteSignupLink: null,
    maxTeamMembers: null,
    redirects: {},
  },
  {
    id: 'pln_membership',
    name: 'Membership',
    description: null,
    priority: 10,
    prices: [
      {
        id: 'prc_monthly',
        name: 'Monthly',
        amount: 1,
        currency: 'usd',
        interval: { type: 'MONTHLY', count: 1 },
        type: 'SUBSCRIPTION',
        freeTrial: null,
      },
    ],
    teamAccountInviteSignupLink: null,
    maxTeamMembers: null,
    redirects: {},
  },
] as unknown as Plan[];

function row(index: number, extra: Partial<ConsoleMemberRow> = {}): ConsoleMemberRow {
  return {
    id: `mem_${index}`,
    email: `member${index}@example.org`,
    verified: index % 3 !== 0,
    name: index % 2 === 0 ? `Member ${index}` : null,
    createdAt: new Date(Date.UTC(2026, 10, 27 - index)).toISOString(),
    lastLogin: index % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 27)).toISOString(),
    plans: [{ planId: 'pln_free', name: 'Free Account', status: 'ACTIVE' }],
    providers: [],
    ...extra,
  };
}

const ROWS = [
  row(1, {
    name: 'Ada Okafor',
    email: 'ada@example.org',
    plans: [
      { planId: 'pln_free', name: 'Free Account', status: 'ACTIVE' },
      { planId: 'pln_membership', name: 'Membership', status: 'TRIALING' },
    ],
  }),
  ...Array.from({ length: 24 }, (_, index) => row(index + 2)),
];

function detailOf(
  member: ConsoleMemberRow,
  signedOut = false,
  commentBlock: ConsoleCommentBlock | null = null,
): ConsoleMemberDetail {
  return {
    profile: {
      id: member.id,
      email: member.email,
      verified: member.verified,
      customFields: { 'first-name': 'Ada', 'last-name': 'Okafor', name: member.name ?? '' },
      metaData: {},
      profileImage: null,
      stripeCustomerId: null,
      createdAt: member.createdAt,
      lastLogin: member.lastLogin,
    },
    planConnections: member.plans.map((plan, index) => ({
      id: `con_${index}`,
      planId: plan.planId,
      planName: plan.name,
      type: plan.planId === 'pln_membership' ? 'SUBSCRIPTION' : 'FREE',
      status: plan.status,
      active: true,
      free: plan.planId !== 'pln_membership',
      payment: null,
      createdAt: member.createdAt,
    })),
    billingHistory: [],
    teams: [],
    providers: [],
    sessions: signedOut
      ? []
      : [
          {
            id: 'ses_1',
            createdAt: member.createdAt,
            lastUsed: member.createdAt,
            userAgent: null,
            device: 'Mac',
            browser: 'Chrome 141',
            ip: null,
          },
        ],
    commentBlock,
  };
}

/** The fixed moment the fake's blocks start from: Nov 27, 2026, noon UTC. */
const BLOCK_START = Date.UTC(2026, 10, 27, 12);
const BLOCK_DAYS: Record<Exclude<ConsoleCommentBlockDuration, 'permanent'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

/** The block the service would answer for a duration given at BLOCK_START. */
function blockOf(duration: ConsoleCommentBlockDuration, reason?: string): ConsoleCommentBlock {
  const until =
    duration === 'permanent'
      ? COMMENT_BLOCK_PERMANENT_UNTIL
      : new Date(BLOCK_START + BLOCK_DAYS[duration] * 24 * 60 * 60_000).toISOString();
  return {
    until,
    permanent: duration === 'permanent',
    reason: reason ?? null,
    createdAt: new Date(BLOCK_START).toISOString(),
  };
}

/** A fake of the console's calls over ROWS: search, a page of 10, the actions. */
function fakeConsole(
  options: {
    rows?: ConsoleMemberRow[];
    fail?: boolean;
    pending?: boolean;
    /** How far a search is counted, as the service counts a search or filter up to 1,000. */
    countLimit?: number;
    /** The block from commenting every member has at first. */
    commentBlock?: ConsoleCommentBlock;
    /** The service's sentence when it refuses a block. */
    refuseBlock?: string;
  } = {},
) {
  const countLimit = options.countLimit ?? Number.POSITIVE_INFINITY;
  const rows = [...(options.rows ?? ROWS)];
  let signedOut = false;
  let commentBlock: ConsoleCommentBlock | null = options.commentBlock ?? null;
  const held = new Map<string, ConsoleMemberRow>();
  const find = (id: string) => held.get(id) ?? rows.find((member) => member.id === id) ?? rows[0];
  const api = {
    listMembers: fn(async (query: ConsoleMembersQueryInput) => {
      if (options.pending) return new Promise<never>(() => {});
      if (options.fail)
        throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
      const q = (query.q ?? '').toLowerCase();
      const matches = rows.filter(
        (member) => member.email.startsWith(q) || (member.name ?? '').toLowerCase().startsWith(q),
      );
      const start = query.after ? Number(query.after) : 0;
      const page = matches.slice(start, start + 10);
      return {
        data: {
          members: page,
          nextCursor: start + 10 < matches.length ? String(start + 10) : null,
          totalCount: q ? Math.min(matches.length, countLimit) : matches.length,
          totalCountExact: !q || matches.length <= countLimit,
        },
      };
    }),
    getMember: fn(async (id: string) => ({
      data: detailOf(find(id) as ConsoleMemberRow, signedOut, commentBlock),
    })),
    addPlan: fn(async (id: string, planId: string) => {
      const member = find(id) as ConsoleMemberRow;
      const plan = PLANS.find((candidate) => candidate.id === planId);
      const next = {
        ...member,
        plans: [...member.plans, { planId, name: plan?.name ?? planId, status: 'ACTIVE' as const }],
      };
      held.set(id, next);
      return { data: detailOf(next, signedOut, commentBlock) };
    }),
    removePlan: fn(async (id: string) => ({
      data: detailOf(find(id) as ConsoleMemberRow, signedOut, commentBlock),
    })),
    signOut: fn(async () => {
      signedOut = true;
      return { data: { signedOut: 1 } };
    }),
    verify: fn(async (id: string) => ({
      data: detailOf({ ...(find(id) as ConsoleMemberRow), verified: true }),
    })),
    resendVerification: fn(async () => ({ data: { sent: true } })),
    deleteMember: fn(async (id: string) => ({ data: { id } })),
    blockCommenting: fn(async (id: string, duration: ConsoleCommentBlockDuration, reason?: string) => {
      if (options.refuseBlock) throw new WfError('not_found', options.refuseBlock, { status: 404 });
      commentBlock = blockOf(duration, reason);
      return { data: detailOf(find(id) as ConsoleMemberRow, signedOut, commentBlock) };
    }),
    unblockCommenting: fn(async (id: string) => {
      commentBlock = null;
      return { data: detailOf(find(id) as ConsoleMemberRow, signedOut, commentBlock) };
    }),
    exportMembers: fn(async () => 'id,email\n'),
    app: fn(async () => ({
      plans: PLANS,
      customFields: [
        { key: 'first-name', label: 'First Name', order: 1, hidden: false, visibility: 'PUBLIC' as const },
        { key: 'last-name', label: 'Last Name', order: 2, hidden: false, visibility: 'PUBLIC' as const },
        { key: 'name', label: 'Name', order: 3, hidden: false, visibility: 'PUBLIC' as const },
      ],
    })),
  } satisfies ConsoleApi;
  return api;
}

const meta = {
  title: 'site/islands/AdminMembers',
  component: AdminMembers,
  args: {
    copy,
    status: 'signed-in',
    member: adminMember,
    client: null,
    navigate: fn(),
    keepToast: fn(),
    searchDelayMs: 10,
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
} satisfies Meta<typeof AdminMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeConsole>;
const fake = (args: { client: unknown }) => args.client as Fake;

/**
 * The list: a count, the first page of ten, 'Load more' for the rest. The list is asked for once:
 * the search box's pause passing with nothing typed does not ask again (nor blank the table).
 */
export const List: Story = {
  args: { client: fakeConsole() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('25 members');
    // Five times the story's search pause (10 ms), so that a needless second call would have come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fake(args).listMembers).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: /Ada Okafor/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21));
  },
};

/** A search matching more members than the service counts: the list says 'More than'. */
export const SearchManyMatches: Story = {
  args: { client: fakeConsole({ countLimit: 5 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('25 members');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'member');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('More than 5 members'));
  },
};

/** Searching narrows the list once typing pauses. */
export const Search: Story = {
  args: { client: fakeConsole() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('25 members');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'ada');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 member'));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(fake(args).listMembers).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'ada' }));
  },
};

/** No member matches: a calm empty state. */
export const Empty: Story = {
  args: { client: fakeConsole({ rows: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No members match')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 members');
  },
};

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeConsole({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading members...')).toBeVisible();
  },
};

/** The service failed: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeConsole({ fail: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service did not answer. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A member's page: a free plan added, every session signed out. */
export const MemberPage: Story = {
  args: { client: fakeConsole() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Ada Okafor/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Ada Okafor' }));
    await expect(await dialog.findByText('ada@example.org')).toBeVisible();
    await expect(dialog.getByText('First Name')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Add a free plan' }), 'pln_guests');
    await userEvent.click(dialog.getByRole('button', { name: 'Add plan' }));
    await expect(await dialog.findByText('Guests added.')).toBeVisible();
    await expect(fake(args).addPlan).toHaveBeenCalledWith('mem_1', 'pln_guests');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await dialog.findByText('Signed out of 1 session.')).toBeVisible();
    await expect(dialog.getByText(/0 active sessions/)).toBeVisible();
  },
};

/** Opens Ada's page; answers the dialog. */
async function openAda(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /Ada Okafor/ }));
  return within(await within(document.body).findByRole('dialog', { name: 'Ada Okafor' }));
}

/** Blocking from commenting: a duration chosen (7 days), a reason; the page says until when. */
export const BlockFromCommenting: Story = {
  args: { client: fakeConsole() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openAda(canvasElement);
    await expect(await dialog.findByText('May comment.')).toBeVisible();
    const block = dialog.getByRole('button', { name: 'Block' });
    await expect(block).toBeDisabled();
    const picker = dialog.getByRole('combobox', { name: 'Block from commenting' });
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose how long', '1 day', '7 days', '30 days', 'Permanently']);
    await userEvent.selectOptions(picker, '7d');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Spam links');
    await userEvent.click(block);
    await waitFor(() => expect(fake(args).blockCommenting).toHaveBeenCalledWith('mem_1', '7d', 'Spam links'));
    await expect(
      await dialog.findByText(/^Blocked from commenting until Dec 4, 2026.*\(Spam links\)\.$/),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'ada@example.org: Blocked from commenting until',
    );
    await expect(dialog.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Change the block' })).toHaveValue('');
  },
};

/** A member blocked permanently: the page says so; 'Unblock' lets them comment again. */
export const BlockedPermanently: Story = {
  args: { client: fakeConsole({ commentBlock: blockOf('permanent', 'Harassment') }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openAda(canvasElement);
    await expect(await dialog.findByText('Blocked from commenting permanently (Harassment).')).toBeVisible();
    await expect(dialog.getByText('Blocked')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }));
    await expect(await dialog.findByText('May comment.')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('ada@example.org may comment again.');
    await expect(fake(args).unblockCommenting).toHaveBeenCalledWith('mem_1');
    await expect(dialog.queryByRole('button', { name: 'Unblock' })).toBeNull();
  },
};

/** The service refused the block: its sentence is announced and the page is unchanged. */
export const BlockRefused: Story = {
  args: {
    client: fakeConsole({ refuseBlock: 'This app has no member with the id "mem_1".' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAda(canvasElement);
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: 'Block from commenting' }),
      'permanent',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/no member with the id/));
    await expect(dialog.getByText('May comment.')).toBeVisible();
  },
};

/** Deleting asks for the member's address first; the button waits for it. */
export const DeleteConfirm: Story = {
  args: { client: fakeConsole() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Ada Okafor/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Ada Okafor' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete ada@example.org' }));
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.org');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(fake(args).deleteMember).toHaveBeenCalledWith('mem_1', 'ada@example.org'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A member without the admin plan never sees the list: turned away. */
export const NotAnAdmin: Story = {
  args: { client: fakeConsole(), member: plainMember },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(fake(args).listMembers).not.toHaveBeenCalled();
  },
};

/** A fake members import: a report with refusals, or one that never answers, or a refusal. */
function fakeImport(options: { pending?: boolean; refuse?: string } = {}) {
  return fn(async (csv: string, invite: boolean) => {
    if (options.pending) return new Promise<never>(() => {});
    if (options.refuse) throw new WfError('console/import-too-large', options.refuse, { status: 413 });
    const rows = csv.trim().split('\n').length - 1;
    return {
      data: {
        rows,
        created: rows - 2,
        invited: invite ? rows - 2 : 0,
        refused: [
          { line: 3, email: 'not-an-address', reason: 'email: Please enter a valid email address' },
          { line: 4, email: 'ada@example.org', reason: 'a member with this address exists already.' },
        ],
      },
    };
  });
}

const CSV_TEXT =
  'email,first-name,plans\nnew@example.org,New,Free Account\nnot-an-address,Bad,\nada@example.org,Ada,\n';

/** Opens 'Import CSV' and chooses a file of `size` bytes (its text the sample's). */
async function chooseFile(
  canvasElement: HTMLElement,
  file = new File([CSV_TEXT], 'members.csv', { type: 'text/csv' }),
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Import CSV' }));
  const dialog = within(
    await within(document.body).findByRole('dialog', { name: 'Import members from CSV' }),
  );
  await userEvent.upload(dialog.getByLabelText('CSV file'), file);
  return dialog;
}

/** The import dialog, before a file is chosen: what the file holds, the invitation switch. */
export const ImportIdle: Story = {
  args: { client: fakeConsole(), importMembers: fakeImport() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import members from CSV' }),
    );
    await expect(dialog.getByLabelText('CSV file')).toBeVisible();
    await expect(
      dialog.getByRole('switch', { name: 'E-mail each new member an invitation' }),
    ).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Choose a CSV file first.');
  },
};

/** The file is on its way: the dialog says so and stays open. */
export const ImportUploading: Story = {
  args: { client: fakeConsole(), importMembers: fakeImport({ pending: true }) },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByText(/Importing members\.csv/)).toBeVisible();
  },
};

/** The report: members created, each refused row with its line and reason; the list reloads. */
export const ImportReport: Story = {
  args: { client: fakeConsole(), importMembers: fakeImport() },
  play: async ({ canvasElement, args }) => {
    const dialog = await chooseFile(canvasElement);
    await userEvent.click(dialog.getByRole('switch', { name: 'E-mail each new member an invitation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByText(/1 member created of 3 rows, 1 invitation sent/)).toBeVisible();
    await expect(
      dialog.getByRole('cell', { name: 'a member with this address exists already.' }),
    ).toBeVisible();
    await expect(dialog.getByRole('cell', { name: '3' })).toBeVisible();
    await expect(args.importMembers).toHaveBeenCalledWith(CSV_TEXT, true);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A file over 2 MB is refused before it is sent, with the limit in words. */
export const ImportTooLarge: Story = {
  args: { client: fakeConsole(), importMembers: fakeImport() },
  play: async ({ canvasElement, args }) => {
    const big = new File([`email\n${'x'.repeat(2 * 1024 * 1024 + 10)}`], 'everyone.csv', {
      type: 'text/csv',
    });
    const dialog = await chooseFile(canvasElement, big);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The file is larger than 2 MB');
    await expect(args.importMembers).not.toHaveBeenCalled();
  },
};

/** The service refused the file (too many rows): its sentence is shown, the file can be changed. */
export const ImportRefused: Story = {
  args: {
    client: fakeConsole(),
    importMembers: fakeImport({ refuse: 'The file has 12,000 rows: an import takes at most 10,000.' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('at most 10,000');
  },
};
