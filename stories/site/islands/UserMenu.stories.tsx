import type { Meta, StoryObj } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBER_CACHE_KEY } from '../../../site/constants.ts';
import {
  USER_MENU_LIVE_ATTRIBUTE,
  USER_MENU_MEMBER_TEMPLATE_ID,
  USER_MENU_SLOT_ATTRIBUTE,
  USER_MENU_VISITOR_TEMPLATE_ID,
  userMenuFirstPaintScript,
} from '../../../site/islands/UserMenu/firstPaint.ts';
import { UserMenuView, type UserMenuViewProps } from '../../../site/islands/UserMenu/UserMenuView.tsx';
import { MEMBER_CHANGE_EVENT } from '../../../site/lib/member-sync/constants.ts';

const meta = {
  title: 'site/islands/UserMenu',
  component: UserMenuView,
  args: { state: 'signed-out', login: { label: 'Log in', href: '/login' }, onSignOut: fn() },
  // The header's account slot: a fixed box at the right of the bar, with room for the open menu.
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minBlockSize: 260 }}>
      <div style={{ display: 'flex', inlineSize: '11rem' }}>
        <UserMenuView {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof UserMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.wf-user-menu')).toHaveAttribute('data-state', 'signed-out');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    // A placeholder holds the place: nothing to read or press yet.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const placeholder = canvasElement.querySelector('.wf-user-menu__placeholder');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The placeholder has the link's exact box, so the header does not move when the state arrives. */
export const PlaceholderMatchesLink: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'end', inlineSize: '11rem' }}>
      <UserMenuView {...args} state="loading" />
      <UserMenuView {...args} state="signed-out" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const placeholder = canvasElement.querySelector('.wf-user-menu__placeholder') as HTMLElement;
    const link = canvas.getByRole('link', { name: 'Log in' });
    const a = placeholder.getBoundingClientRect();
    const b = link.getBoundingClientRect();
    await expect([a.width, a.height]).toEqual([b.width, b.height]);
  },
};

export const Member: Story = {
  args: { state: 'signed-in', name: 'Ada Okonkwo' },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Okonkwo' });
    await step('the menu is named after the member', async () => {
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    });
    await step('it opens on Dashboard, Videos and Sign Out', async () => {
      await userEvent.click(trigger);
      const menu = canvas.getByRole('menu', { name: 'Ada Okonkwo' });
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Videos', 'Sign Out']);
      await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(within(menu).getByRole('menuitem', { name: 'Videos' })).toHaveAttribute('href', '/videos');
      await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    });
    await step('Sign Out by keyboard signs out', async () => {
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    });
  },
};

export const Admin: Story = {
  args: { state: 'signed-in', name: 'Grace', admin: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Grace' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Videos',
      'Admin Videos',
      'Admin Members',
      'Sign Out',
    ]);
    await expect(canvas.getByRole('menuitem', { name: 'Admin Videos' })).toHaveAttribute(
      'href',
      '/admin/videos',
    );
    await expect(canvas.getByRole('menuitem', { name: 'Admin Members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A long name ends with an ellipsis inside the slot; the button is still named in full. */
export const LongName: Story = {
  args: { state: 'signed-in', name: 'Oluwaseun Adebayo-Fernández' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Oluwaseun Adebayo-Fernández' });
    const slot = canvasElement.querySelector('.wf-user-menu') as HTMLElement;
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(
      slot.getBoundingClientRect().width,
    );
  },
};

const ADA = {
  id: 'mem_ada',
  auth: { email: 'ada.okonkwo@example.org', hasPassword: true, providers: [] },
  customFields: { name: 'Ada Okonkwo' },
  planConnections: [],
};

/** The island's markup without React's generated ids, to compare with what the page's script drew. */
function withoutIds(html: string): string {
  return html.replace(/ (id|aria-controls|aria-labelledby)="[^"]*"/g, '');
}

/**
 * Before first paint, the page draws the account slot without React (site/islands/UserMenu/firstPaint.ts),
 * from templates the server renders from UserMenuView: the same markup as the island's for the
 * cached member, the visitor's link otherwise, and it follows another tab's sign-in and sign-out.
 */
export const FirstPaintWithoutReact: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', inlineSize: '11rem' }}>
      <div {...{ [USER_MENU_SLOT_ATTRIBUTE]: '' }} data-testid="slot">
        <UserMenuView {...args} state="signed-out" />
      </div>
    </div>
  ),
  play: async ({ args, canvas, step }) => {
    const slot = canvas.getByTestId('slot');
    const view = (props: Partial<UserMenuViewProps>) => {
      const element = document.createElement('div');
      const root = createRoot(element);
      flushSync(() => root.render(<UserMenuView {...args} {...props} />));
      const html = element.innerHTML;
      root.unmount();
      return html;
    };
    const templates = (
      [
        [USER_MENU_VISITOR_TEMPLATE_ID, view({ state: 'signed-out' })],
        [USER_MENU_MEMBER_TEMPLATE_ID, view({ state: 'signed-in', name: '' })],
      ] as const
    ).map(([id, html]) => {
      const template = document.createElement('template');
      template.id = id;
      template.innerHTML = html;
      document.body.append(template);
      return template;
    });
    const cached = localStorage.getItem(MEMBER_CACHE_KEY);
    try {
      await step('a cached member: the member menu button, as the island draws it', async () => {
        localStorage.setItem(MEMBER_CACHE_KEY, JSON.stringify(ADA));
        new Function(userMenuFirstPaintScript)();
        await expect(canvas.getByRole('button', { name: 'Ada Okonkwo' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(withoutIds(slot.innerHTML)).toBe(
          withoutIds(view({ state: 'signed-in', name: 'Ada Okonkwo' })),
        );
      });
      await step('another tab signs out: the visitor link', async () => {
        localStorage.removeItem(MEMBER_CACHE_KEY);
        window.dispatchEvent(new StorageEvent('storage', { key: MEMBER_CACHE_KEY, newValue: null }));
        await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
        await expect(slot.innerHTML).toBe(view({ state: 'signed-out' }));
      });
      await step('a cache that is not a member: the visitor link', async () => {
        localStorage.setItem(MEMBER_CACHE_KEY, JSON.stringify({ id: 'mem_ada' }));
        window.dispatchEvent(new StorageEvent('storage', { key: MEMBER_CACHE_KEY }));
        await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
      });
      await step('once the island has the slot, the script leaves it alone', async () => {
        slot.setAttribute(USER_MENU_LIVE_ATTRIBUTE, '');
        localStorage.setItem(MEMBER_CACHE_KEY, JSON.stringify(ADA));
        document.dispatchEvent(new Event(MEMBER_CHANGE_EVENT));
        await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
      });
    } finally {
      for (const template of templates) template.remove();
      if (cached === null) localStorage.removeItem(MEMBER_CACHE_KEY);
      else localStorage.setItem(MEMBER_CACHE_KEY, cached);
    }
  },
};
