import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, dismissAllToasts, TOAST_DURATION_MS, Toaster, type ToasterProps, toast } from '@wf/ui';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { holdTimers, type StoryClock } from '../support/clock.ts';
import { fadedIn } from '../support/settled.ts';

/** The toasts' timers in AutoHide, moved by hand. */
let clock: StoryClock;

/** Buttons that raise the site's toasts through toast(), as islands do. */
function ToastButtons(props: ToasterProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => toast({ title: 'Pass opened' })}>Add to Wallet</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Membership Pass Created',
            description: 'Your digital member ID is ready.',
            variant: 'success',
          })
        }
      >
        Create pass
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Connection Error',
            description: 'There was a connection issue. Please try again.',
            variant: 'error',
          })
        }
      >
        Enrol
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'Access Denied',
            description: 'You need an Admin Plan to access this page.',
            variant: 'destructive',
          })
        }
      >
        Open admin page
      </Button>
      <Toaster {...props} />
    </div>
  );
}

const meta = {
  title: 'ui/Toaster',
  component: Toaster,
  render: (args) => <ToastButtons {...args} />,
  // The queue is shared by the whole page: every story starts and ends with it empty.
  beforeEach: () => {
    dismissAllToasts();
    return dismissAllToasts;
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const ShowsAToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const shown = await canvas.findByRole('status');
    await fadedIn(shown);
    await expect(shown).toHaveTextContent('Pass opened');
    await expect(region).toContainElement(shown);
    // docs/product/widget.md §9: centred, 3% above the bottom of the viewport, above everything.
    const box = shown.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(window.innerHeight - box.bottom - window.innerHeight * 0.03)).toBeLessThan(2);
    await expect(getComputedStyle(region).zIndex).toBe('10000000');
  },
};

export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    await fadedIn(await canvas.findByRole('status'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create pass' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enrol' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin page' }));
    const success = await canvas.findByRole('status');
    const alerts = await canvas.findAllByRole('alert');
    await Promise.all([success, ...alerts].map(fadedIn));
    await expect(success).toHaveTextContent('Membership Pass Created');
    await expect(alerts.map((alert) => alert.querySelector('.wf-toast__title')?.textContent)).toEqual([
      'Connection Error',
      'Access Denied',
    ]);
  },
};

export const Stack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create pass' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    const toasts = await canvas.findAllByRole('status');
    await Promise.all(toasts.map(fadedIn));
    await expect(toasts.map((shown) => shown.querySelector('.wf-toast__title')?.textContent)).toEqual([
      'Pass opened',
      'Membership Pass Created',
      'Pass opened',
    ]);
    // The newest sits lowest, nearest the bottom of the screen.
    const bottoms = toasts.map((shown) => shown.getBoundingClientRect().bottom);
    await expect(bottoms).toEqual([...bottoms].sort((a, b) => a - b));
    // Dismissing the middle one leaves the others.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.queryByText('Membership Pass Created')).not.toBeInTheDocument();
  },
};

/** A short duration (0.3 s) shows the auto-hide; its timer is moved by hand (stories/support/clock.ts). */
export const AutoHide: Story = {
  args: { duration: 300 },
  beforeEach: () => {
    clock = holdTimers((delay) => delay === 300, { dateNow: true });
    return () => clock.restore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
    const shown = await canvas.findByRole('status');
    await fadedIn(shown);
    await expect(shown).toBeVisible();
    await waitFor(() => expect(clock.pending()).toBe(1));
    await clock.advance(300);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    clock.release();
  },
};

/** Without a duration each toast gets docs/product/widget.md §9's 7 s. */
export const DefaultDuration: Story = {
  play: async ({ canvas }) => {
    await expect(TOAST_DURATION_MS).toBe(7000);
    const timers = spyOn(window, 'setTimeout');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
      await fadedIn(await canvas.findByRole('status'));
      await expect(timers).toHaveBeenCalledWith(expect.any(Function), 7000);
    } finally {
      timers.mockRestore();
    }
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
