import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVITE_COPIED_LABEL_MS, REMOVE_CONFIRM_MS } from '../../../widget/src/constants.ts';
import { TeamPane } from '../../../widget/src/profile/index.ts';
import { holdTimers, type StoryClock } from '../../support/clock.ts';
import { fullTeam, ORIGIN, PaneFrame, PORTRAIT_DATA_URL, storyTeam } from './support.tsx';

const INVITE_LINK = `${ORIGIN}/signup?inviteToken=inv_abc123`;

/** The pane's transient labels ('Are you sure?', 'Copied!'), timed by hand (stories/support/clock.ts). */
let clock: StoryClock;
function holdLabels() {
  clock = holdTimers((delay) => delay === REMOVE_CONFIRM_MS || delay === INVITE_COPIED_LABEL_MS);
  return () => clock.restore();
}

const meta = {
  title: 'widget/profile/TeamPane',
  component: TeamPane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: {
    team: storyTeam(),
    origin: ORIGIN,
    copy: fn(async (_text: string) => {}),
    onRegenerateInvite: fn(),
    onRemoveMember: fn(),
  },
} satisfies Meta<typeof TeamPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team has not arrived yet. */
export const Loading: Story = {
  args: { team: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByLabelText('Invite Link')).toBeNull();
  },
};

/** Seats left: the count, the invite link, 'Regenerate Invite Link' and the members with their roles. */
export const SeatsLeft: Story = {
  args: {
    team: storyTeam({
      members: [
        {
          role: 'OWNER',
          member: { id: 'mem_ada', profileImage: PORTRAIT_DATA_URL, auth: { email: 'ada@example.org' } },
        },
        { role: 'MEMBER', member: { id: 'mem_bo', profileImage: null, auth: { email: 'bo@example.org' } } },
      ],
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2/5 Seats')).toBeVisible();
    const link = canvas.getByLabelText('Invite Link');
    await expect(link).toHaveValue(INVITE_LINK);
    await expect(link).toHaveAttribute('readonly');
    await expect(canvas.queryByText('Your team is growing! Upgrade your plan for more seats.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Invite Link' }));
    await expect(args.onRegenerateInvite).toHaveBeenCalledTimes(1);

    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ada@example.orgOwner',
      'Bbo@example.orgMemberRemove bo@example.org',
    ]);
    // The owner has an image and no remove control; the member has their initial.
    await expect((rows[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', PORTRAIT_DATA_URL);
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** Every seat taken: the warning replaces 'Regenerate Invite Link'. */
export const Full: Story = {
  args: { team: fullTeam() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5/5 Seats')).toBeVisible();
    await expect(canvas.getByText('Your team is growing! Upgrade your plan for more seats.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Regenerate Invite Link' })).toBeNull();
  },
};

/** docs/product/widget.md §4: the first click asks 'Are you sure?' for 3 s; a second click removes. */
export const RemoveConfirm: Story = {
  beforeEach: holdLabels,
  play: async ({ canvas, args, step }) => {
    const remove = canvas.getByRole('button', { name: 'Remove bo@example.org' });
    await step('the confirmation reverts after 3 seconds', async () => {
      await userEvent.click(remove);
      await expect(remove).toHaveAccessibleName('Are you sure? bo@example.org');
      await expect(args.onRemoveMember).not.toHaveBeenCalled();
      await clock.advance(REMOVE_CONFIRM_MS - 1);
      await expect(remove).toHaveAccessibleName('Are you sure? bo@example.org');
      await clock.advance(1);
      await waitFor(() => expect(remove).toHaveAccessibleName('Remove bo@example.org'));
    });
    await step('two clicks in a row remove the member', async () => {
      await userEvent.click(remove);
      await userEvent.click(canvas.getByRole('button', { name: 'Are you sure? bo@example.org' }));
      await expect(args.onRemoveMember).toHaveBeenCalledWith('mem_bo');
      await expect(remove).toHaveAccessibleName('Remove bo@example.org');
    });
    clock.release();
  },
};

/** Copy puts the link on the clipboard; the button reads 'Copied!' for 2 s. */
export const CopyLink: Story = {
  beforeEach: holdLabels,
  play: async ({ canvas, args }) => {
    const copy = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(copy);
    await expect(args.copy).toHaveBeenCalledWith(INVITE_LINK);
    await expect(copy).toHaveTextContent('Copied!');
    await clock.advance(INVITE_COPIED_LABEL_MS - 1);
    await expect(copy).toHaveTextContent('Copied!');
    await clock.advance(1);
    await waitFor(() => expect(copy).toHaveTextContent('Copy'));
    await expect(copy).not.toHaveTextContent('Copied!');
    clock.release();
  },
};
