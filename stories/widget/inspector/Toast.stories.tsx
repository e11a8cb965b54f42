import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { inspectorArgs, renderHarness } from './support.ts';

/** docs/product/widget.md §2 "Status message boxes", §9 "Toast position" and "Message banner auto-hide". */
const meta = {
  title: 'widget/inspector/Toast',
  component: InspectorView,
  args: inspectorArgs({ toast: { kind: 'success', text: 'Member JSON copied' } }),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the 0.2 s fade-in, so checks (and axe's contrast check) see the final colours. */
async function faded(element: Element) {
  await Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
}

/** A success: role status, an icon, the text and a close control; fixed at the bottom centre. */
export const Success: Story = {
  play: async ({ canvas, args, step }) => {
    const toast = canvas.getByRole('status');
    await step('fades in over 0.2 s', async () => {
      const style = getComputedStyle(toast);
      await expect(style.animationDuration).toBe('0.2s');
      await faded(toast);
    });
    await step('icon, text and close control', async () => {
      await expect(toast).toHaveTextContent('Member JSON copied');
      await expect(toast.querySelector('svg.wf-toast__icon')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Close message' })).toBeVisible();
    });
    await step('centred, at least 3% above the bottom and clear of the badge, z-index 10000000', async () => {
      const box = toast.getBoundingClientRect();
      await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
      await expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(window.innerHeight * 0.03);
      const badge = canvas.getByRole('button', { name: /^Test Mode/ }).getBoundingClientRect();
      await expect(box.bottom).toBeLessThan(badge.top);
      const region = toast.parentElement as HTMLElement;
      await expect(getComputedStyle(region).position).toBe('fixed');
      await expect(getComputedStyle(region).zIndex).toBe('10000000');
    });
    await step('the close control hides it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close message' }));
      await expect(args.onToastClose).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('status')).toBeNull();
    });
  },
};

/** An error: role alert, its own icon and colours. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { toast: { kind: 'error', text: "Couldn't copy the member JSON" } },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert');
    await faded(toast);
    await expect(toast).toHaveTextContent("Couldn't copy the member JSON");
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await expect(toast.querySelector('svg.wf-toast__icon')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close message' })).toBeVisible();
  },
};

/** While the sidebar is open, the toast centres on the part of the page the sidebar leaves free. */
export const BesideTheSidebar: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await faded(toast);
    const sidebar = canvas.getByRole('complementary', { name: 'Test mode inspector' });
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(
      sidebar.getBoundingClientRect().left,
    );
  },
};

/** The timers the toast sets, caught so the story need not wait 7 s (see AutoHide). */
const caught: { delay: number; run: () => void }[] = [];

/**
 * docs/product/widget.md §9: the toast hides itself after exactly 7 s. Rather than wait, the
 * story catches 7000 ms timers (others run as usual), checks one was set and nothing closed the
 * toast early, then runs it.
 */
export const AutoHide: Story = {
  beforeEach: () => {
    caught.length = 0;
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay === 7000 && typeof handler === 'function') {
        caught.push({ delay, run: () => handler(...rest) });
        return 0;
      }
      return original(handler, delay, ...rest);
    }) as typeof window.setTimeout;
    return () => {
      window.setTimeout = original;
    };
  },
  play: async ({ canvas, args }) => {
    const toast = canvas.getByRole('status');
    await faded(toast);
    await expect(caught.map((timer) => timer.delay)).toEqual([7000]);
    await expect(args.onToastClose).not.toHaveBeenCalled();
    caught[0]?.run();
    await expect(args.onToastClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
