import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { cleanItems, inspectorArgs, renderHarness, settled } from './support.ts';

/** docs/product/widget.md §2 "Badge": the fixed button at the bottom centre. */
const meta = {
  title: 'widget/inspector/Badge',
  component: InspectorView,
  args: inspectorArgs(),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample page has 2 errors, 1 warning, a cart item, an event and 6 found elements: 11. */
export const ClosedWithErrors: Story = {
  play: async ({ canvas, step }) => {
    const badge = canvas.getByRole('button', { name: 'Test Mode 11 items, with errors' });
    await step('a closed disclosure of the sidebar', async () => {
      await expect(badge).toHaveAttribute('aria-expanded', 'false');
      const sidebar = canvas.getByRole('complementary', { hidden: true });
      await expect(badge).toHaveAttribute('aria-controls', sidebar.id);
      await expect(sidebar).not.toBeVisible();
    });
    await step('it reads Test Mode with the count, a red dot and error styling', async () => {
      await expect(badge).toHaveTextContent('Test Mode 11');
      await expect(badge.querySelector('.wf-inspector-badge__count')).toHaveTextContent('11');
      const dot = badge.querySelector('.wf-inspector-badge__dot') as HTMLElement;
      await expect(dot).toBeVisible();
      await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(224, 102, 87)');
      await expect(badge).toHaveAttribute('data-errors', 'true');
      await expect(getComputedStyle(badge).borderTopColor).toBe('rgb(224, 102, 87)');
    });
    await step('fixed at the bottom centre, above everything (§9)', async () => {
      const box = badge.getBoundingClientRect();
      await expect(getComputedStyle(badge).position).toBe('fixed');
      await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
      await expect(window.innerHeight - box.bottom).toBeLessThan(16);
      // Set to 2147483648 as §9 says; Chromium clamps it to the largest 32-bit integer.
      await expect(getComputedStyle(badge).zIndex).toBe('2147483647');
    });
  },
};

/** Found items only: no red dot, the count is the 6 found elements. */
export const ClosedWithoutErrors: Story = {
  args: { items: cleanItems },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: 'Test Mode 6 items' });
    await expect(badge).toHaveAttribute('data-errors', 'false');
    await expect(badge.querySelector('.wf-inspector-badge__dot')).toBeNull();
    await expect(badge.querySelector('.wf-inspector-badge__count')).toHaveTextContent('6');
  },
};

/** Nothing on the page: 0 items. */
export const ClosedEmpty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Test Mode 0 items' })).toBeVisible();
  },
};

/** Clicking opens the sidebar: 'Hide Inspector' with a close icon, one layer lower (§9); clicking again closes. */
export const Open: Story = {
  play: async ({ canvas, args, step }) => {
    const badge = canvas.getByRole('button', { name: /^Test Mode/ });
    await step('open', async () => {
      await userEvent.click(badge);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await expect(badge).toHaveAccessibleName('Hide Inspector');
      await expect(badge).toHaveAttribute('aria-expanded', 'true');
      await expect(badge.querySelector('svg')).toBeVisible();
      await expect(badge.querySelector('.wf-inspector-badge__count')).toBeNull();
      await expect(getComputedStyle(badge).zIndex).toBe('2147483647');
      // Above the sidebar, which sits one layer lower.
      const sidebarLayer = Number(getComputedStyle(canvas.getByRole('complementary')).zIndex);
      await expect(sidebarLayer).toBe(2147483646);
      const sidebar = canvas.getByRole('complementary', { name: 'Test mode inspector' });
      await expect(sidebar).toBeVisible();
      // The red dot stays while errors exist.
      await expect(badge.querySelector('.wf-inspector-badge__dot')).toBeVisible();
    });
    await step('it moves to the centre of the page the sidebar leaves free', async () => {
      await settled(badge);
      const box = badge.getBoundingClientRect();
      const free = window.innerWidth - 242;
      await expect(Math.abs(box.left + box.width / 2 - free / 2)).toBeLessThan(1);
    });
    await step('close', async () => {
      await userEvent.click(badge);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(badge).toHaveAccessibleName('Test Mode 11 items, with errors');
      await waitFor(() => expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible());
    });
  },
};
