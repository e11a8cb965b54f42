import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChangePasswordPane, type ChangePasswordPaneProps } from '../../../widget/src/profile/index.ts';
import { PaneFrame } from './support.tsx';

/** A parent that reports success after each submit, as the container does with its reset key. */
function SucceedingParent(args: ChangePasswordPaneProps) {
  const [saves, setSaves] = useState(0);
  return (
    <ChangePasswordPane
      {...args}
      resetKey={saves}
      onSubmit={(change) => {
        args.onSubmit?.(change);
        setSaves((count) => count + 1);
      }}
    />
  );
}

const meta = {
  title: 'widget/profile/ChangePasswordPane',
  component: ChangePasswordPane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: { hasPassword: true, onBack: fn(), onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a password: three fields; Save waits until all three are valid, then sends old and new. */
export const ChangePassword: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const current = canvas.getByLabelText('Current Password');
    const next = canvas.getByLabelText('New Password');
    const confirm = canvas.getByLabelText('Confirm New Password');
    for (const field of [current, next, confirm]) {
      await expect(field).toHaveAttribute('placeholder', 'Enter a strong password');
    }
    const save = canvas.getByRole('button', { name: 'Save' });
    await step('Save stays disabled while a field is invalid', async () => {
      await expect(save).toBeDisabled();
      await userEvent.type(next, 'new horse battery');
      await userEvent.type(confirm, 'new horse battery');
      await expect(save).toBeDisabled();
      await userEvent.type(current, 'short');
      await userEvent.tab();
      await expect(canvas.getByText('Minimum 8 characters required')).toBeVisible();
      await expect(save).toBeDisabled();
      await userEvent.type(current, '{Enter}');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('all valid: Save sends the change', async () => {
      await userEvent.type(current, ' horse');
      await expect(save).toBeEnabled();
      await userEvent.click(save);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        method: 'change',
        oldPassword: 'short horse',
        newPassword: 'new horse battery',
      });
    });
    await step('the back arrow returns to Security', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to Security' }));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    });
  },
};

/** Without a password: no current password; new and confirmation alone enable Save, which sets it. */
export const SetPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Set Password' })).toBeVisible();
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByLabelText('New Password'), 'first password');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'first password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'set', password: 'first password' });
  },
};

/** A confirmation that differs from the new password is pointed out and nothing is sent. */
export const ConfirmationDiffers: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'first password');
    const confirm = canvas.getByLabelText('Confirm New Password');
    await userEvent.type(confirm, 'first passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(confirm, '{Backspace}d');
    await expect(canvas.queryByText('Passwords do not match')).toBeNull();
  },
};

/** A save is running: Save shows its spinner. */
export const Saving: Story = {
  args: { busy: true, hasPassword: false },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'first password');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'first password{Enter}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product/widget.md §4: after a successful save all fields are cleared. */
export const ClearsAfterSuccess: Story = {
  render: (args) => <SucceedingParent {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old horse');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'new horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Current Password')).toHaveValue('');
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
