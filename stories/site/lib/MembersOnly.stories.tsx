import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { MembersOnly, type MembersOnlyProps } from '../../../site/lib/members-only/MembersOnly.tsx';
import { adminMember, plainMember } from '../islands/AdminVideoForm.fixture.ts';
import { clearToasts, shownToast } from './WalletPass.fixture.ts';

/** The page behind the guard: it shows whom it admitted. */
function GuardedPage(props: Omit<MembersOnlyProps<object>, 'children'>) {
  return (
    <MembersOnly {...props}>
      {(member) => (
        <div className="container">
          <h1>Members area</h1>
          <p>Signed in as {member.auth.email}</p>
        </div>
      )}
    </MembersOnly>
  );
}

const meta = {
  title: 'site/lib/MembersOnly',
  component: GuardedPage,
  args: {
    audience: 'members',
    status: 'signed-in',
    member: plainMember,
    client: {},
    heading: 'Members area',
    loading: 'Loading...',
    navigate: fn(),
    keepToast: fn(),
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
} satisfies Meta<typeof GuardedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the member state loads: the page's heading for screen readers and 'Loading...'. */
export const Loading: Story = {
  args: { status: 'loading', member: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members area' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Signed in as/)).not.toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Loading ends with nobody signed in: on to /login, still loading meanwhile. */
export const SignedOut: Story = {
  args: { status: 'signed-out', member: null },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'));
    await expect(args.navigate).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(args.keepToast).not.toHaveBeenCalled();
  },
};

/** A member, but the page's widget is not there yet: still loading, nobody sent away. */
export const WaitingForTheClient: Story = {
  args: { client: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** A members page admits any member. */
export const MemberAdmitted: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Signed in as ada@example.org')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** An admin page and a member without the admin plan: 'Access Denied', kept for the next page, and on to /. */
export const Denied: Story = {
  args: { audience: 'admins' },
  play: async ({ args, canvas }) => {
    const toast = await shownToast(canvas, 'Access Denied');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toHaveTextContent('You need an Admin Plan to access this page.');
    await expect(args.navigate).toHaveBeenCalledOnce();
    await expect(args.navigate).toHaveBeenCalledWith('/');
    await expect(args.keepToast).toHaveBeenCalledWith({
      title: 'Access Denied',
      description: 'You need an Admin Plan to access this page.',
      variant: 'destructive',
    });
    await expect(canvas.queryByText(/Signed in as/)).not.toBeInTheDocument();
  },
};

/** An admin page admits an admin, with no toast. */
export const AdminAdmitted: Story = {
  args: { audience: 'admins', member: adminMember },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Signed in as ada@example.org')).toBeVisible();
    await expect(canvas.queryByText('Access Denied')).not.toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(args.keepToast).not.toHaveBeenCalled();
  },
};
