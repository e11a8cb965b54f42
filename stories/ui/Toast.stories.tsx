import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast, type ToastProps } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holdTimers, type StoryClock } from '../support/clock.ts';
import { fadedIn } from '../support/settled.ts';

/** The stories' short `duration`: the Toaster passes 7 s (docs/product/widget.md §9). */
const DURATION_MS = 300;

/**
 * The toast's own timer, moved by hand (stories/support/clock.ts), with the time it measures
 * while paused: the stories show it staying past its time, then hiding, without waiting.
 */
let clock: StoryClock;
function holdAutoHide() {
  clock = holdTimers((delay) => delay === DURATION_MS, { dateNow: true });
  return () => clock.restore();
}

/** A toast that its parent removes on dismiss, as the Toaster does. */
function RemovedOnDismiss(props: ToastProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Toast
      {...props}
      onDismiss={() => {
        setShown(false);
        props.onDismiss?.();
      }}
    />
  ) : (
    <p>No notices.</p>
  );
}

const meta = {
  title: 'ui/Toast',
  component: Toast,
  args: { title: 'Pass opened', onDismiss: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'error', 'destructive'] },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await fadedIn(toast);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveTextContent('Pass opened');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Membership Pass Created' },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await fadedIn(toast);
    await expect(toast).toHaveTextContent('Membership Pass Created');
    // Tinted green, with a check mark.
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(227, 242, 234)');
    await expect(toast.querySelector('svg.wf-toast__icon')).toBeVisible();
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    title: 'Connection Error',
    description: 'There was a connection issue. Please try again.',
  },
  play: async ({ canvas }) => {
    // Errors are announced at once.
    const toast = canvas.getByRole('alert');
    await fadedIn(toast);
    await expect(toast).toHaveTextContent('Connection Error');
    await expect(toast).toHaveTextContent('There was a connection issue. Please try again.');
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(251, 232, 230)');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Sign in failed', description: 'Please try again.' },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert');
    await fadedIn(toast);
    await expect(toast).toHaveTextContent('Sign in failed');
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(163, 38, 31)');
    await expect(getComputedStyle(toast).color).toBe('rgb(255, 255, 255)');
  },
};

export const WithDescription: Story = {
  args: {
    variant: 'success',
    title: 'Welcome to World Family!',
    description: 'Your account has been created successfully.',
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await fadedIn(toast);
    await expect(canvas.getByText('Welcome to World Family!')).toBeVisible();
    await expect(canvas.getByText('Your account has been created successfully.')).toBeVisible();
  },
};

export const Dismiss: Story = {
  render: (args) => <RemovedOnDismiss {...args} />,
  play: async ({ args, canvas }) => {
    await fadedIn(canvas.getByRole('status'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('No notices.')).toBeVisible();
  },
};

/** With a short `duration` the toast hides itself; the Toaster passes 7 s (docs/product/widget.md §9). */
export const AutoHide: Story = {
  args: { duration: DURATION_MS },
  render: (args) => <RemovedOnDismiss {...args} />,
  beforeEach: holdAutoHide,
  play: async ({ args, canvas }) => {
    const toast = canvas.getByRole('status');
    await fadedIn(toast);
    await expect(toast).toBeVisible();
    await waitFor(() => expect(clock.pending()).toBe(1));
    await clock.advance(DURATION_MS - 1);
    await expect(toast).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await clock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    clock.release();
  },
};

export const PausesWhileHovered: Story = {
  args: { duration: DURATION_MS },
  render: (args) => <RemovedOnDismiss {...args} />,
  beforeEach: holdAutoHide,
  play: async ({ args, canvas, step }) => {
    const toast = canvas.getByRole('status');
    await step('hovered, it stays past its time', async () => {
      await userEvent.hover(toast);
      await waitFor(() => expect(clock.pending()).toBe(0));
      await clock.advance(DURATION_MS * 2);
      await fadedIn(toast);
      await expect(toast).toBeVisible();
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('once the pointer leaves, it hides', async () => {
      await userEvent.unhover(toast);
      await waitFor(() => expect(clock.pending()).toBe(1));
      await clock.advance(DURATION_MS);
      await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    });
    clock.release();
  },
};

export const PausesWhileFocused: Story = {
  args: { duration: DURATION_MS },
  render: (args) => <RemovedOnDismiss {...args} />,
  beforeEach: holdAutoHide,
  play: async ({ args, canvas, step }) => {
    const toast = canvas.getByRole('status');
    await step('with focus on its Dismiss button, it stays', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
      await waitFor(() => expect(clock.pending()).toBe(0));
      await clock.advance(DURATION_MS * 2);
      await fadedIn(toast);
      await expect(toast).toBeVisible();
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('once focus leaves, it hides', async () => {
      await userEvent.tab();
      await waitFor(() => expect(clock.pending()).toBe(1));
      await clock.advance(DURATION_MS);
      await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    });
    clock.release();
  },
};

/** Several at once, one of each variant, stacked as the Toaster shows them. */
export const Stack: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <Toast {...args} title="Pass opened" />
      <Toast {...args} variant="success" title="Pass Generated Successfully" />
      <Toast {...args} variant="error" title="Pass Generation Failed" description="Please try again later." />
      <Toast
        {...args}
        variant="destructive"
        title="Access Denied"
        description="You need an Admin Plan to access this page."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    const alerts = canvas.getAllByRole('alert');
    await Promise.all([...statuses, ...alerts].map(fadedIn));
    await expect(statuses.map((toast) => toast.textContent)).toEqual([
      'Pass opened',
      'Pass Generated Successfully',
    ]);
    await expect(alerts).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
    // One above the other, oldest first.
    const [first, second] = statuses;
    await expect(first?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      second?.getBoundingClientRect().top ?? 0,
    );
  },
};
