import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SecurityPane } from '../../../widget/src/profile/index.ts';
import { PaneFrame, providers, storyApp, storyMember } from './support.tsx';

const meta = {
  title: 'widget/profile/SecurityPane',
  component: SecurityPane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: {
    app: storyApp(),
    member: storyMember(),
    onSaveEmail: fn(),
    onChangePassword: fn(),
    onConnectProvider: fn(),
    onDisconnectProvider: fn(),
  },
} satisfies Meta<typeof SecurityPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's address (nothing to save yet), 'Change Password', and no provider list without providers. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByText('Connect Additional Accounts')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
  },
};

/** docs/product/widget.md §5: an invalid or empty address keeps Save disabled and explains why on leaving the field. */
export const EmailInvalid: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email Address');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(email);
    await expect(save).toBeDisabled();
    await userEvent.type(email, 'ada@example.c');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await userEvent.type(email, '{Enter}');
    await expect(args.onSaveEmail).not.toHaveBeenCalled();
  },
};

/** A valid new address enables Save, which sends it trimmed. */
export const EmailValid: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, ' ada.okonkwo@example.com ');
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSaveEmail).toHaveBeenCalledWith('ada.okonkwo@example.com');
  },
};

/** A member without a password is offered 'Set Password'. */
export const NoPassword: Story = {
  args: { member: storyMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Change Password' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
  },
};

/** No provider linked: one 'Connect with' per enabled provider, in their order. */
export const ProvidersNotConnected: Story = {
  args: { app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect Additional Accounts' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Connect with / });
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Connect with Google',
      'Connect with Facebook',
      'Connect with GitHub',
    ]);
    await expect(canvas.queryByText('LinkedIn')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Facebook' }));
    await expect(args.onConnectProvider).toHaveBeenCalledWith('facebook');
  },
};

/** Linked providers come first (then by order), each with 'Disconnect'. */
export const ProvidersConnected: Story = {
  args: {
    app: storyApp({ authProviders: providers }),
    member: storyMember({
      auth: {
        email: 'ada@example.org',
        hasPassword: true,
        providers: [{ provider: 'github' }, { provider: 'facebook' }],
      },
    }),
  },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('button')?.textContent)).toEqual([
      'Disconnect Facebook',
      'Disconnect GitHub',
      'Connect with Google',
    ]);
    await expect(canvas.getAllByText('Connected')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect GitHub' }));
    await expect(args.onDisconnectProvider).toHaveBeenCalledWith('github');
  },
};
