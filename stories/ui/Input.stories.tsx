import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'ui/Input',
  component: Input,
  args: { label: 'Title', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(canvas.getByText('Title'));
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Guided Meditation');
    await expect(field).toHaveValue('Guided Meditation');
    await expect(args.onChange).toHaveBeenCalledTimes('Guided Meditation'.length);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).not.toHaveAccessibleDescription();
  },
};

export const WithHint: Story = {
  args: { label: 'Duration', hint: 'Minutes and seconds, like 24:15', placeholder: '24:15' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Duration' });
    await expect(canvas.getByText('Minutes and seconds, like 24:15')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Minutes and seconds, like 24:15');
    await expect(field).toHaveAttribute('placeholder', '24:15');
  },
};

export const WithError: Story = {
  args: {
    label: 'Thumbnail URL',
    hint: 'A link to a JPEG or PNG image',
    error: 'Must be a valid URL',
    defaultValue: 'not a url',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Thumbnail URL' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeInvalid();
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent('Must be a valid URL');
    await expect(message).toBeVisible();
    // The error sits under the field; the hint, read first, stays.
    await expect(message.getBoundingClientRect().top).toBeGreaterThan(
      field.getBoundingClientRect().bottom - 1,
    );
    await expect(field).toHaveAccessibleDescription('A link to a JPEG or PNG image Must be a valid URL');
  },
};

export const Required: Story = {
  args: { label: 'Email Address', type: 'email', required: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(field).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    // The marker is decoration: the accessible name stays the label alone.
    await expect(field).toHaveAccessibleName('Email Address');
  },
};

export const Disabled: Story = {
  args: { label: 'Vimeo ID', disabled: true, defaultValue: '76979871' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Vimeo ID' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, '123', { pointerEventsCheck: 0 });
    await expect(field).toHaveValue('76979871');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithAutocomplete: Story = {
  args: { label: 'Email Address', type: 'email', name: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(field).toHaveAttribute('name', 'email');
    await expect(field).toHaveAttribute('type', 'email');
    await userEvent.type(field, 'ada@example.com');
    await expect(field).toHaveValue('ada@example.com');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search videos', hideLabel: true, type: 'search', placeholder: 'Search videos' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search videos' });
    await expect(canvas.getByText('Search videos', { selector: 'label' })).toHaveClass('wf-visually-hidden');
    await userEvent.type(field, 'Orisha');
    await expect(field).toHaveValue('Orisha');
  },
};
