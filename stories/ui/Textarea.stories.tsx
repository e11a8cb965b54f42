import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'ui/Textarea',
  component: Textarea,
  args: { label: 'Description', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveAttribute('rows', '4');
    await userEvent.type(field, 'A calm session.{enter}Breathe with us.');
    await expect(field).toHaveValue('A calm session.\nBreathe with us.');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { label: 'Your Message', hint: 'Tell us how we can help.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your Message' });
    await expect(canvas.getByText('Tell us how we can help.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Tell us how we can help.');
  },
};

export const WithError: Story = {
  args: { error: 'Description is required' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Description is required');
    await expect(field).toHaveAccessibleDescription('Description is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Saved text' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, ' more', { pointerEventsCheck: 0 });
    await expect(field).toHaveValue('Saved text');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomRows: Story = {
  args: { rows: 8, label: 'About This Location' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'About This Location' });
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};
