import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

// docs/product/website.md §2, Admin add-video: the video categories except 'All'.
const categories = [
  { value: 'Orisha', label: 'Orisha' },
  { value: 'Teachings', label: 'Teachings' },
  { value: 'Ifa', label: 'Ifa' },
  { value: 'Leadership', label: 'Leadership' },
  { value: 'Spiritual Development', label: 'Spiritual Development' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: 'Category', options: categories, onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('Orisha');
    await userEvent.selectOptions(select, 'Leadership');
    await expect(select).toHaveValue('Leadership');
    await expect(canvas.getByRole('option', { name: 'Leadership' })).toHaveProperty('selected', true);
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'Select a category' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Select a category');
    const placeholder = canvas.getByRole('option', { name: 'Select a category' });
    await expect(placeholder).toBeDisabled();
    await userEvent.selectOptions(select, 'Ifa');
    await expect(select).toHaveDisplayValue('Ifa');
  },
};

export const WithError: Story = {
  args: { placeholder: 'Select a category', error: 'Category is required', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Category is required');
    await expect(select).toHaveAccessibleDescription('Category is required');
  },
};

export const WithHint: Story = {
  args: { hint: 'Members filter the library by it.', defaultValue: 'Teachings' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('Teachings');
    await expect(select).toHaveAccessibleDescription('Members filter the library by it.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Leadership' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Leadership');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // The focus ring shows.
    await expect(getComputedStyle(select).boxShadow).not.toBe('none');
  },
};
