import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_CODES, WfError } from '@wf/sdk';
import type { Member } from '@wf/sdk/contract';
import { dismissAllToasts, Toaster } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type ProfileClient,
  ProfileContainer,
  type ProfileContainerProps,
} from '../../../widget/src/profile/index.ts';
import { TopLayer } from '../../../widget/src/root/TopLayer.tsx';
import '../../../widget/src/root/WidgetRoot.css';
import { desktop, fullMember, providers, storyApp, storyTeam } from './support.tsx';

/**
 * A fake SDK client at the boundary: each method the profile uses, answering what the service
 * would (contract-shaped), or failing as the SDK does today for provider connect and the portal.
 */
function fakeClient(): ProfileClient {
  return {
    updateMember: fn(async ({ customFields }) => ({
      data: fullMember({ customFields: { ...fullMember().customFields, ...customFields } }),
      message: 'Profile updated.',
    })),
    updateMemberProfileImage: fn(async () => ({ data: { profileImage: '/images/ada.png' } })),
    updateMemberAuth: fn(async ({ email }) => ({
      data: fullMember({ auth: { email: email ?? 'ada@example.org', hasPassword: true, providers: [] } }),
      message: 'Your account has been updated.',
    })),
    setPassword: fn(async () => ({ data: fullMember(), message: 'Password set.' })),
    connectProvider: fn(async ({ provider }): Promise<never> => {
      throw new WfError(ERROR_CODES.notImplemented, `Signing in with ${provider} is not available yet.`, {
        status: 501,
      });
    }),
    disconnectProvider: fn(async () => ({ data: { providers: [] }, message: 'Provider disconnected.' })),
    removePlan: fn(async () => ({ data: fullMember({ planConnections: [] }), message: 'Plan removed.' })),
    launchStripeCustomerPortal: fn(async (): Promise<never> => {
      throw new WfError(ERROR_CODES.notImplemented, 'This feature is not available yet.', { status: 501 });
    }),
    getTeam: fn(async () => ({ data: storyTeam() })),
    generateInviteToken: fn(async () => ({ data: { inviteToken: 'inv_new456' } })),
    removeMemberFromTeam: fn(async () => ({ data: storyTeam({ members: storyTeam().members.slice(0, 1) }) })),
  };
}

/** Finds a toast by its text and waits for its 0.2 s fade-in, so that it is seen as a person sees it. */
async function shownToast(canvas: { findByText: (text: string) => Promise<HTMLElement> }, text: string) {
  const title = await canvas.findByText(text);
  const shown = title.closest('.wf-toast') ?? title;
  await Promise.allSettled(shown.getAnimations().map((animation) => animation.finished));
  return shown;
}

/**
 * The container as the runtime mounts it: the member held here (each change reported to the
 * args), and the widget's Toaster in a top-layer popover above the modal.
 */
function WithMember(args: ProfileContainerProps) {
  const [member, setMember] = useState<Member>(args.member);
  return (
    <>
      <ProfileContainer
        {...args}
        member={member}
        onMemberChange={(next) => {
          args.onMemberChange(next);
          setMember(next);
        }}
      />
      <TopLayer>
        <Toaster />
      </TopLayer>
    </>
  );
}

const meta = {
  title: 'widget/profile/ProfileContainer',
  component: ProfileContainer,
  render: (args) => <WithMember {...args} />,
  ...desktop,
  args: {
    client: fakeClient(),
    app: storyApp({ authProviders: providers }),
    member: fullMember(),
    onClose: fn(),
    onMemberChange: fn(),
    onLogout: fn(),
  },
  // The toast queue is shared by the whole page: every story starts and ends with it empty.
  beforeEach: () => {
    dismissAllToasts();
    return dismissAllToasts;
  },
} satisfies Meta<typeof ProfileContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving a field calls updateMember with the fields, shows the server's message and takes the new member. */
export const SavesAField: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    const first = canvas.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Adaeze');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.client.updateMember).toHaveBeenCalledWith({
      customFields: { 'first-name': 'Adaeze', 'last-name': 'Okonkwo' },
    });
    await expect(await shownToast(canvas, 'Profile updated.')).toBeVisible();
    await expect(args.onMemberChange).toHaveBeenCalledWith(
      expect.objectContaining({ customFields: expect.objectContaining({ 'first-name': 'Adaeze' }) }),
    );
    await waitFor(() => expect(save).toBeDisabled());
    await expect(canvas.queryByTestId('profile-busy')).toBeNull();
  },
};

/** Connecting a provider fails in the SDK for now: its message shows as an error toast. */
export const ProviderConnectFails: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Google' }));
    await expect(args.client.connectProvider).toHaveBeenCalledWith({ provider: 'google' });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Signing in with google is not available yet.');
    await expect(args.onMemberChange).not.toHaveBeenCalled();
  },
};

/** The team loads on opening its pane; a new invite link and a removed member are confirmed by toasts. */
export const ManagesTheTeam: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Team' }));
    await step('the team is fetched', async () => {
      await expect(args.client.getTeam).toHaveBeenCalledWith({ teamId: 'team_ada' });
      await expect(await canvas.findByText('2/5 Seats')).toBeVisible();
    });
    await step('Regenerate Invite Link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Invite Link' }));
      await expect(args.client.generateInviteToken).toHaveBeenCalledWith({ teamId: 'team_ada' });
      await expect(await shownToast(canvas, 'Invite Link Regenerated')).toBeVisible();
      await expect((canvas.getByLabelText('Invite Link') as HTMLInputElement).value).toMatch(
        /\/signup\?inviteToken=inv_new456$/,
      );
    });
    await step('remove a member after confirming', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove bo@example.org' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Are you sure? bo@example.org' }));
      await expect(args.client.removeMemberFromTeam).toHaveBeenCalledWith({
        teamId: 'team_ada',
        memberId: 'mem_bo',
      });
      await expect(await shownToast(canvas, 'Member has been removed from team.')).toBeVisible();
      await expect(await canvas.findByText('1/5 Seats')).toBeVisible();
    });
  },
};

/** Manage Subscriptions asks the SDK for the portal; the service's failure message shows. */
export const BillingPortalFails: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Plans' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscriptions' }));
    await expect(args.client.launchStripeCustomerPortal).toHaveBeenCalledWith({
      priceIds: [],
      autoRedirect: true,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This feature is not available yet.');
  },
};

/** Logout is the runtime's: the container only reports it. */
export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
