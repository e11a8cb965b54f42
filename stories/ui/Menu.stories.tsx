import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Menu } from '@wf/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'ui/Menu',
  component: Menu,
  args: {
    label: 'Ada',
    items: [
      { label: 'Dashboard', onSelect: fn() },
      { label: 'Videos', onSelect: fn() },
      { label: 'Admin Videos', onSelect: fn() },
      { label: 'Sign Out', onSelect: fn() },
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  // Room below for the open menu, and something to Tab to after it.
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, minBlockSize: 260 }}>
      <Menu {...args} />
      <Button variant="secondary">Contact</Button>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Dashboard')).not.toBeVisible();
  },
};

export const OpenByClick: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada' });
    await step('a click opens it on the first item', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const menu = canvas.getByRole('menu', { name: 'Ada' });
      await expect(menu).toBeVisible();
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Dashboard', 'Videos', 'Admin Videos', 'Sign Out']);
      await expect(canvas.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    });
    await step('a second click on the button closes it', async () => {
      await userEvent.click(trigger);
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(trigger);
      await expect(canvas.getByRole('menu')).toBeVisible();
      await userEvent.click(document.body);
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada' });
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await step('ArrowDown opens on the first item', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Dashboard')).toHaveFocus();
    });
    await step('arrows move and wrap; Home and End jump', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Videos')).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(item('Sign Out')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Dashboard')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('Sign Out')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(item('Dashboard')).toHaveFocus();
    });
    await step('Escape closes and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
      await expect(trigger).toHaveFocus();
    });
    await step('ArrowUp opens on the last item; Enter opens on the first', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('Sign Out')).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Enter}');
      await expect(item('Dashboard')).toHaveFocus();
    });
    await step('Tab closes it and moves on', async () => {
      await userEvent.tab();
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Contact' })).toHaveFocus();
    });
  },
};

/** A letter jumps to the next item starting with it; the same letter again cycles. */
export const Typeahead: Story = {
  args: {
    items: [
      { label: 'Dashboard', onSelect: fn() },
      { label: 'Videos', onSelect: fn() },
      { label: 'Admin Videos', onSelect: fn() },
      { label: 'Account', onSelect: fn() },
      { label: 'Sign Out', onSelect: fn() },
    ],
  },
  play: async ({ canvas }) => {
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Ada' }));
    await userEvent.keyboard('v');
    await expect(item('Videos')).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(item('Sign Out')).toHaveFocus();
    await userEvent.keyboard('a');
    await expect(item('Admin Videos')).toHaveFocus();
    await userEvent.keyboard('A');
    await expect(item('Account')).toHaveFocus();
    // No item starts with z: focus stays.
    await userEvent.keyboard('z');
    await expect(item('Account')).toHaveFocus();
  },
};

export const SelectItem: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada' });
    const [, videos, , signOut] = args.items;
    await step('Enter on an item runs it, closes the menu and refocuses the button', async () => {
      await userEvent.click(trigger);
      await userEvent.keyboard('{End}');
      await userEvent.keyboard('{Enter}');
      await expect(signOut?.onSelect).toHaveBeenCalledOnce();
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
      await expect(trigger).toHaveFocus();
    });
    await step('a click on an item runs it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Videos' }));
      await expect(videos?.onSelect).toHaveBeenCalledOnce();
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    });
  },
};

/** The site's user menu: pages are links, Sign Out is an action. */
export const Links: Story = {
  args: {
    items: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Videos', href: '/videos' },
      { label: 'Admin Videos', href: '/admin/videos' },
      { label: 'Sign Out', onSelect: fn() },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada' }));
    const items = canvas.getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard',
      '/videos',
      '/admin/videos',
      null,
    ]);
    await expect(items.map((item) => item.tagName)).toEqual(['A', 'A', 'A', 'BUTTON']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Videos' })).toHaveFocus();
  },
};

/** An icon trigger named by triggerLabel; the menu lines up with the button's end edge. */
export const AlignEnd: Story = {
  args: {
    label: (
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M3.5 17c1-3.5 3.6-5 6.5-5s5.5 1.5 6.5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    ),
    triggerLabel: 'Account menu',
    align: 'end',
    items: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Sign Out', onSelect: fn(), destructive: true },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 200 }}>
      <Menu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = canvas.getByRole('menu', { name: 'Account menu' });
    await expect(Math.round(menu.getBoundingClientRect().right)).toBe(
      Math.round(trigger.getBoundingClientRect().right),
    );
    await expect(getComputedStyle(canvas.getByRole('menuitem', { name: 'Sign Out' })).color).toBe(
      'rgb(163, 38, 31)',
    );
  },
};
