import type { Meta, StoryObj } from '@storybook/react-vite';
import { type TabItem, Tabs } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const panes: TabItem[] = [
  { value: 'profile', label: 'Profile', content: <p>Your name, e-mail address and profile image.</p> },
  {
    value: 'security',
    label: 'Security',
    content: <p>Change your password or connect a sign-in provider.</p>,
  },
  { value: 'plans', label: 'Plans', content: <p>You are on the Membership plan, $1.00 /month.</p> },
  { value: 'team', label: 'Team', content: <p>Invite members to your team.</p> },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { label: 'Account', items: panes, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Account' })).toBeVisible();
    const profile = canvas.getByRole('tab', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent(
      'Your name, e-mail address and profile image.',
    );
    // Only the selected panel shows.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(profile).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    await expect(canvas.queryByText('Your name, e-mail address and profile image.')).not.toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('security');
  },
};

/** One tab stop; arrows move and select, wrapping at the ends; Home and End; Tab goes to the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Security')).toHaveFocus();
    await expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(tab('Team')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Team')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('profile');
    // The other tabs are not tab stops: Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
  },
};

/** The parent owns the value: it starts on Plans and follows onValueChange. */
export const Controlled: Story = {
  args: { value: 'plans' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div>
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <p>Showing: {value}</p>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Plans' })).toHaveTextContent('$1.00 /month');
    await userEvent.click(canvas.getByRole('tab', { name: 'Team' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('team');
    await expect(canvas.getByText('Showing: team')).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Team' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  args: {
    items: panes.map((pane) => (pane.value === 'team' ? { ...pane, disabled: true } : pane)),
    defaultValue: 'plans',
  },
  play: async ({ args, canvas }) => {
    const team = canvas.getByRole('tab', { name: 'Team' });
    await expect(team).toBeDisabled();
    await userEvent.click(team, { pointerEventsCheck: 0 });
    await expect(team).toHaveAttribute('aria-selected', 'false');
    // Arrows skip it: from Plans, the next tab is Profile.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('team');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Account' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const profile = canvas.getByRole('tab', { name: 'Profile' });
    const security = canvas.getByRole('tab', { name: 'Security' });
    // Stacked, so Up and Down move.
    await expect(security.getBoundingClientRect().top).toBeGreaterThan(profile.getBoundingClientRect().top);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(profile).toHaveFocus();
  },
};
