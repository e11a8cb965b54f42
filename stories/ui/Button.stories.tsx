import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@wf/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Join Now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Contact Sales' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Sales' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Back to Videos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to Videos' })).toHaveClass('wf-button--ghost');
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Remove' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LinkStyle: Story = {
  args: { variant: 'link', children: 'Forgot Password?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toHaveClass('wf-button--link');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const large = canvas.getByRole('button', { name: 'Large' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Opening login...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Opening login...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Save' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/signup', children: 'Join Now' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Join Now' });
    await expect(link).toHaveAttribute('href', '/signup');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** Every variant side by side: a cheap visual regression check. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {(['primary', 'secondary', 'ghost', 'destructive', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};
