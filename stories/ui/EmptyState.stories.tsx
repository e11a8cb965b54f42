import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    title: 'No videos in this category yet',
    description: 'New teachings are added every month. Try another category in the meantime.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

// Decorative: EmptyState hides its icon from screen readers.
const videoIcon = (
  // biome-ignore lint/a11y/noSvgWithoutTitle: aria-hidden by EmptyState's icon wrapper.
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
    <rect x="3" y="5" width="13" height="14" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </svg>
);

const onUpgrade = fn();

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'No videos in this category yet' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(/New teachings are added every month/)).toBeVisible();
    await expect(getComputedStyle(heading.parentElement as HTMLElement).textAlign).toBe('center');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    icon: videoIcon,
    headingLevel: 3,
    title: 'Sign up to access this video',
    description: 'Members watch every teaching in the library.',
  },
  render: (args) => <EmptyState {...args} action={<Button onClick={onUpgrade}>Upgrade Now</Button>} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Sign up to access this video' }),
    ).toBeVisible();
    // The icon is decoration only.
    await expect(canvas.getByRole('heading', { level: 3 }).previousElementSibling).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Now' }));
    await expect(onUpgrade).toHaveBeenCalledOnce();
  },
};

export const RichDescription: Story = {
  args: {
    title: 'Nothing here',
    headingLevel: 4,
    description: (
      <>
        <p>You have not saved any videos.</p>
        <p>Saved videos show up here.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Nothing here' })).toBeVisible();
    await expect(canvas.getByText('You have not saved any videos.')).toBeVisible();
    await expect(canvas.getByText('Saved videos show up here.')).toBeVisible();
  },
};
