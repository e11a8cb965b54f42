import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_CODES, WfError } from '@wf/sdk';
import { type Member, NO_BILLING_ACCOUNT_MESSAGE } from '@wf/sdk/contract';
import { dismissAllToasts, Toaster } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type ProfileClient,
  ProfileContainer,
  type ProfileContainerProps,
} from '../../../widget/src/profile/index.ts';
import { TopLayer } from '../../../widget/src/root/TopLayer.tsx';
import '../../../widget/src/root/WidgetRoot.css';
import {
  desktop,
  fullMember,
  payingMember,
  providers,
  storyApp,
  storySessions,
  storyTeam,
} from './support.tsx';

/**
 * A fake SDK client at the boundary: each method the profile uses, answering what the service
 * would (contract-shaped), or failing as the SDK does today for provider connect, and as the
 * service does for the portal of a member who has never paid.
 */
function fakeClient(options: { member?: Member; sessionsFail?: number } = {}): ProfileClient {
  const member = options.member ?? fullMember();
  let sessions = storySessions(new Date());
  let failures = options.sessionsFail ?? 0;
  return {
    updateMember: fn(async ({ customFields }) => ({
      data: fullMember({ customFields: { ...fullMember().customFields, ...customFields } }),
      message: 'Profile updated.',
    })),
    updateMemberProfileImage: fn(async () => ({ data: { profileImage: '/images/ada.png' } })),
    // docs/product/widget.md §7: a new address is asked for, not taken: the member keeps the old one.
    updateMemberAuth: fn(async (params) => {
      if ('oldPassword' in params && params.oldPassword !== 'correct horse') {
        throw new WfError(ERROR_CODES.wrongPassword, 'Your current password is incorrect.', { status: 400 });
      }
      return {
        data: member,
        message: `We have sent a link to ${params.email}. Your email address changes when you open it.`,
      };
    }),
    sendMemberReauthenticationCode: fn(async () => ({
      data: { success: true as const },
      message: `We have sent a code to ${member.auth.email}.`,
    })),
    getMemberSessions: fn(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new WfError(
          ERROR_CODES.networkError,
          'We could not reach the server. Please check your connection and try again.',
          { status: 0, retryable: true },
        );
      }
      return { data: sessions };
    }),
    signOutSession: fn(async ({ sessionId }) => {
      sessions = sessions.filter((session) => session.id !== sessionId);
      return { data: sessions, message: 'That device has been signed out.' };
    }),
    signOutOtherSessions: fn(async () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { data: sessions, message: `You have been signed out of ${ended} other sessions.` };
    }),
    setPassword: fn(async () => ({ data: fullMember(), message: 'Password set.' })),
    // The person closes the provider's window without finishing.
    connectProvider: fn(async (): Promise<never> => {
      throw new WfError(ERROR_CODES.providerCancelled, 'Signing in with Google was cancelled.', {
        details: { params: { provider: 'Google' } },
      });
    }),
    disconnectProvider: fn(async () => ({ data: { providers: [] }, message: 'Provider disconnected.' })),
    removePlan: fn(async () => ({ data: fullMember({ planConnections: [] }), message: 'Plan removed.' })),
    launchStripeCustomerPortal: fn(async (): Promise<never> => {
      throw new WfError(ERROR_CODES.noBillingAccount, NO_BILLING_ACCOUNT_MESSAGE, { status: 409 });
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

/** Connecting a provider whose window was closed unfinished: the reason shows as an error toast. */
export const ProviderConnectCancelled: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Google' }));
    await expect(args.client.connectProvider).toHaveBeenCalledWith({ provider: 'google' });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Signing in with Google was cancelled.');
    await expect(args.onMemberChange).not.toHaveBeenCalled();
  },
};

/** Connecting a provider: the answer's providers become the member's, with the service's toast. */
export const ProviderConnected: Story = {
  args: {
    client: {
      ...fakeClient(),
      connectProvider: fn(async () => ({
        data: { providers: [{ provider: 'google' }] },
        message: 'Google has been connected.',
      })),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Google' }));
    await waitFor(() =>
      expect(args.onMemberChange).toHaveBeenCalledWith(
        expect.objectContaining({ auth: expect.objectContaining({ providers: [{ provider: 'google' }] }) }),
      ),
    );
    await expect(await shownToast(canvas, 'Google has been connected.')).toBeVisible();
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

/**
 * Manage Subscriptions asks the SDK for the portal (docs/product/widget.md §7: no prices to
 * switch to, and the browser goes there); the service's refusal shows as its own sentence.
 */
export const BillingPortalFails: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Plans' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscriptions' }));
    await expect(args.client.launchStripeCustomerPortal).toHaveBeenCalledWith({
      priceIds: [],
      autoRedirect: true,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_BILLING_ACCOUNT_MESSAGE);
    await expect(canvas.queryByTestId('profile-busy')).toBeNull();
  },
};

/** The same refusal for a Spanish reader, by its code (widget/src/i18n/errors.ts). */
export const BillingPortalFailsSpanish: Story = {
  args: { client: fakeClient(), locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Planes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Administrar suscripciones' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Todavía no tienes una membresía de pago que administrar.',
    );
  },
};

/** A member in a free trial: the Plans pane shows the Membership's card above the free plan. */
export const PlansWithATrial: Story = {
  args: { client: fakeClient(), member: payingMember('trial-card', { teams: fullMember().teams }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Plans' }));
    const card = (await canvas.findByRole('heading', { name: 'Membership' })).closest('li') as HTMLElement;
    await expect(card).toHaveAttribute('data-state', 'trial');
    await expect(within(card).getByText('Free trial')).toBeVisible();
    await expect(within(card).getByText(/^Trial ends on /)).toBeVisible();
  },
};

/** Logout is the runtime's: the container only reports it. */
export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * docs/product/widget.md §2 "Security pane": a new address with the current password. The
 * service's sentence shows, the form returns to the current address and a note under it says
 * where the link went; the member keeps the old address meanwhile.
 */
export const ChangesTheEmail: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    const email = canvas.getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.org');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'correct horse');
    await userEvent.click(save);
    await expect(args.client.updateMemberAuth).toHaveBeenCalledWith({
      email: 'ada.new@example.org',
      oldPassword: 'correct horse',
    });
    await expect(
      await shownToast(
        canvas,
        'We have sent a link to ada.new@example.org. Your email address changes when you open it.',
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Check ada.new@example.org: your address changes when you open the link we sent.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await expect(canvas.getByRole('dialog', { name: 'ada@example.org' })).toBeVisible();
  },
};

/** A wrong current password: the service's refusal in the error voice, and nothing pending. */
export const EmailChangeWrongPassword: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    const email = canvas.getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.org');
    await userEvent.type(canvas.getByLabelText('Current Password'), 'not my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada.new@example.org');
    await expect(canvas.queryByText(/your address changes when you open the link/)).toBeNull();
  },
};

/** The same refusal for a Spanish reader, in Spanish (widget/src/i18n/errors.ts). */
export const EmailChangeWrongPasswordSpanish: Story = {
  args: { client: fakeClient(), locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Seguridad' }));
    const email = canvas.getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.org');
    await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'not my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tu contraseña actual no es correcta.');
  },
};

/** A member without a password: 'Send code' mails the current address, then the code confirms. */
export const ChangesTheEmailWithACode: Story = {
  args: {
    client: fakeClient({
      member: fullMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } }),
    }),
    member: fullMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } }),
  },
  play: async ({ canvas, args, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    const email = canvas.getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.org');
    await step('the code is sent to the current address', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await expect(args.client.sendMemberReauthenticationCode).toHaveBeenCalledTimes(1);
      await expect(await shownToast(canvas, 'We have sent a code to ada@example.org.')).toBeVisible();
    });
    await step('the code confirms the new address', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await userEvent.paste('482913');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.client.updateMemberAuth).toHaveBeenCalledWith({
        email: 'ada.new@example.org',
        code: '482913',
      });
      await expect(
        await canvas.findByText(
          'Check ada.new@example.org: your address changes when you open the link we sent.',
        ),
      ).toBeVisible();
    });
  },
};

/**
 * Opening Security loads where the member is signed in; 'Sign out' ends one session and the list
 * follows the answer; 'Sign out of all other sessions' leaves this device alone.
 */
export const SignsOutSessions: Story = {
  args: { client: fakeClient() },
  play: async ({ canvas, args, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    const list = await canvas.findByRole('list', { name: "Where you're signed in" });
    await expect(args.client.getMemberSessions).toHaveBeenCalledTimes(1);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await step('one session', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out of iPhone · Safari 18' }));
      await expect(args.client.signOutSession).toHaveBeenCalledWith({ sessionId: 'ses_iphone' });
      await expect(await shownToast(canvas, 'That device has been signed out.')).toBeVisible();
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
      await expect(canvas.queryByRole('button', { name: 'Sign out of iPhone · Safari 18' })).toBeNull();
      // The focus stays in the section, on the next sign-out.
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Sign out of Windows computer · Edge 140' })).toHaveFocus(),
      );
    });
    await step('every other session', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all other sessions' }));
      await expect(args.client.signOutOtherSessions).toHaveBeenCalledTimes(1);
      await expect(await shownToast(canvas, 'You have been signed out of 2 other sessions.')).toBeVisible();
      await expect(await canvas.findByText('You are not signed in anywhere else.')).toBeVisible();
      await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      await expect(canvas.getByText('This device')).toBeVisible();
    });
  },
};

/** The sessions fail to load: the reason shows in the section, and 'Try again' loads them. */
export const SessionsFailThenLoad: Story = {
  args: { client: fakeClient({ sessionsFail: 1 }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Security' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: "Where you're signed in" })).toBeVisible();
    await expect(args.client.getMemberSessions).toHaveBeenCalledTimes(2);
  },
};
