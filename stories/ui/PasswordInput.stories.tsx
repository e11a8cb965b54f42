import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'ui/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'hunter22!');
    await expect(field).toHaveValue('hunter22!');
    await expect(args.onChange).toHaveBeenCalled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ShownViaToggle: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Password');
    await userEvent.type(field, 'hunter22!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('hunter22!');
    const toggle = canvas.getByRole('button', { name: 'Hide password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // A pointer click on the eye leaves the caret in the field: typing goes on.
    await expect(field).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(field).toHaveValue('hunter22!x');
    await userEvent.click(toggle);
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ToggleByKeyboard: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('secret-pass');
    // The toggle is the next stop after the field.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('secret-pass');
  },
};

export const WithError: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', error: 'Minimum 8 characters required' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('New Password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Minimum 8 characters required');
    await expect(field).toHaveAccessibleDescription('Minimum 8 characters required');
  },
};

export const WithHint: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
    placeholder: 'Enter a strong password',
    required: true,
  },
  play: async ({ canvas }) => {
    // The label's text ends with the required marker, which screen readers skip.
    const field = canvas.getByLabelText(/^New Password/);
    await expect(field).toHaveAccessibleName('New Password');
    await expect(field).toHaveAccessibleDescription('At least 8 characters');
    await expect(field).toHaveAttribute('placeholder', 'Enter a strong password');
    await expect(field).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** Another language names the toggle through `showPasswordLabel` and `hidePasswordLabel`. */
export const TranslatedToggle: Story = {
  args: {
    label: 'Contraseña',
    showPasswordLabel: 'Mostrar contraseña',
    hidePasswordLabel: 'Ocultar contraseña',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
