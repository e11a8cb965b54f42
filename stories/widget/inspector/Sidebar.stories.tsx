import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { inspectorArgs, links, renderHarness, settled } from './support.ts';

/** docs/product/widget.md §2 "Sidebar", §9: 242 px, full height, right by default, three tabs, footer links. */
const meta = {
  title: 'widget/inspector/Sidebar',
  component: InspectorView,
  args: inspectorArgs({ open: true }),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openSidebar(canvas: Canvas) {
  const sidebar = canvas.getByRole('complementary', { name: 'Test mode inspector' });
  await settled(sidebar);
  return sidebar;
}

/** Open on the right: full height, 242 px, the tabs with Inspector selected, the footer links. */
export const Right: Story = {
  play: async ({ canvas, step }) => {
    const sidebar = await openSidebar(canvas);
    await step('242 px wide, full height, against the right edge', async () => {
      const box = sidebar.getBoundingClientRect();
      await expect(box.width).toBe(242);
      await expect(box.top).toBe(0);
      await expect(box.bottom).toBe(window.innerHeight);
      await expect(box.right).toBe(window.innerWidth);
      await expect(getComputedStyle(sidebar).backgroundColor).toBe('rgb(255, 255, 255)');
      // docs/product/widget.md §9: the slide takes 300 ms.
      await expect(getComputedStyle(sidebar).transitionDuration).toMatch(/^0\.3s/);
    });
    await step('the tabs Inspector, Member and App, Inspector selected', async () => {
      const tablist = canvas.getByRole('tablist', { name: 'Inspector sections' });
      const tabs = within(tablist).getAllByRole('tab');
      await expect(tabs.map((tab) => tab.textContent)).toEqual(['Inspector', 'Member', 'App']);
      await expect(canvas.getByRole('tab', { name: 'Inspector' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Inspector' })).toBeVisible();
    });
    await step('footer links open in a new tab', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Inspector help' }));
      const names = nav.getAllByRole('link').map((link) => link.textContent);
      await expect(names).toEqual([
        'Documentation (opens in a new tab)',
        'Help (opens in a new tab)',
        'Components (opens in a new tab)',
        'Community (opens in a new tab)',
      ]);
      const help = nav.getByRole('link', { name: 'Help (opens in a new tab)' });
      await expect(help).toHaveAttribute('href', links.help);
      await expect(help).toHaveAttribute('target', '_blank');
      await expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });
    await expect(canvas.getByRole('button', { name: 'Move to left' })).toBeVisible();
  },
};

/** Without a community link, the footer has three links (no AI bot or forums: we have none). */
export const WithoutCommunity: Story = {
  args: { links: { documentation: links.documentation, help: links.help, components: links.components } },
  play: async ({ canvas }) => {
    await openSidebar(canvas);
    const nav = within(canvas.getByRole('navigation', { name: 'Inspector help' }));
    await expect(nav.getAllByRole('link')).toHaveLength(3);
    await expect(nav.queryByRole('link', { name: /Community/ })).toBeNull();
  },
};

/** Open on the left edge. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas }) => {
    const sidebar = await openSidebar(canvas);
    const box = sidebar.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(242);
    await expect(canvas.getByRole('button', { name: 'Move to right' })).toBeVisible();
  },
};

/** 'Move to left' moves it, and 'Move to right' moves it back; the focus stays on the control. */
export const SwitchSides: Story = {
  play: async ({ canvas, args, step }) => {
    const sidebar = await openSidebar(canvas);
    await step('to the left', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move to left' }));
      await expect(args.onSideChange).toHaveBeenLastCalledWith('left');
      await expect(sidebar).toHaveAttribute('data-side', 'left');
      await settled(sidebar);
      await expect(sidebar.getBoundingClientRect().left).toBe(0);
    });
    await step('and back to the right', async () => {
      const back = canvas.getByRole('button', { name: 'Move to right' });
      await expect(back).toHaveFocus();
      await userEvent.click(back);
      await expect(args.onSideChange).toHaveBeenLastCalledWith('right');
      await settled(sidebar);
      await expect(sidebar.getBoundingClientRect().right).toBe(window.innerWidth);
    });
  },
};

/** The keyboard: Tab from the badge into the sidebar, arrows between tabs, Escape closes and returns to the badge. */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvas, args, step }) => {
    const badge = canvas.getByRole('button', { name: /^Test Mode/ });
    await step('Enter on the badge opens; Tab goes into the sidebar', async () => {
      badge.focus();
      await userEvent.keyboard('{Enter}');
      await expect(badge).toHaveAttribute('aria-expanded', 'true');
      await openSidebar(canvas);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Move to left' })).toHaveFocus();
    });
    await step('the arrow keys move between the tabs', async () => {
      const inspector = canvas.getByRole('tab', { name: 'Inspector' });
      inspector.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Member' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-selected', 'true');
      await expect(args.onTabChange).toHaveBeenLastCalledWith('member');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Inspector' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('Escape closes the sidebar and the focus returns to the badge', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(badge).toHaveFocus();
      await expect(badge).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible());
    });
  },
};

/** The header's close button closes too, and the focus goes to the badge. */
export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    await openSidebar(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Close inspector' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: /^Test Mode/ })).toHaveFocus();
  },
};

/**
 * Reduced motion: no slide and no help animation. Storybook cannot emulate
 * `prefers-reduced-motion`, so the story sets the view's `reducedMotion` prop, which applies the
 * same rules as the media query (inspector.css).
 */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Test mode inspector' });
    await expect(getComputedStyle(sidebar).transitionDuration.split(', ')).toEqual(['0s', '0s']);
    const item = canvas.getByRole('button', { name: /Broken Plan Button Found/ });
    const panel = document.getElementById(item.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(getComputedStyle(panel).transitionDuration.split(', ')).toEqual(['0s', '0s']);
    await userEvent.click(item);
    // Nothing animates: the panel is open at once.
    await expect(panel.getAnimations()).toHaveLength(0);
    await expect(
      canvas.getByText('Broken Plan Button Found: data-ms-plan:add="free" on "Join for free"'),
    ).toBeVisible();
  },
};

/** With motion, the same panel takes the 300 ms of §9. */
export const WithMotion: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', { name: /Broken Plan Button Found/ });
    const panel = document.getElementById(item.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(getComputedStyle(panel).transitionDuration.split(', ')).toEqual(['0.3s', '0s']);
  },
};
